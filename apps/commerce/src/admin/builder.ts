import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin, { type AuthFailure, AuthScopeFailureType } from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import { GraphQLError } from 'graphql';
import {
  dateTimeScalar,
  decimalScalar,
  fileScalar,
  type UploadedFile,
  validationOptions,
} from '#src/graphql/scalars.ts';
import type { Permission } from '#src/modules/staff/index.ts';
import type { AdminContext } from './context.ts';

/**
 * The staff schema's builder (/admin/graphql), apart from the shop's so the storefront's schema
 * stays the platform's dialect. Every root field needs a signed-in member (the root types' scope)
 * and names the permission it needs: `authScopes: { permission: 'orders.write' }`.
 */
export const adminBuilder = new SchemaBuilder<{
  Context: AdminContext;
  DefaultFieldNullability: false;
  Scalars: {
    Decimal: { Input: number; Output: number };
    DateTime: { Input: Date; Output: Date };
    JSON: { Input: never; Output: unknown };
    File: { Input: UploadedFile; Output: never };
  };
  AuthScopes: {
    /** A member whose role holds the permission. */
    permission: Permission;
    /** A member who may work: signed in, and (an owner in production) with TOTP set up. */
    signedIn: boolean;
    /** Any signed-in member, one who must set up TOTP first too: me, sign out, the TOTP setup. */
    member: boolean;
    /** A session that has its password checked and waits for its TOTP code. */
    awaitingTotp: boolean;
  };
}>({
  plugins: [ScopeAuthPlugin, ValidationPlugin],
  defaultFieldNullability: false,
  validation: validationOptions,
  scopeAuth: {
    authScopes: (context) => ({
      permission: (permission) => context.staff?.permissions.includes(permission) ?? false,
      signedIn: context.staff !== null && !context.staff.mustSetUpTotp,
      member: context.staff !== null,
      awaitingTotp: context.credential.kind === 'awaitingTotp',
    }),
    unauthorizedError: (_parent, context, _info, result) => refusalOf(context, result.failure),
  },
});

/** The permissions a refusal names (a member lacking one of them). */
function permissionsIn(failure: AuthFailure): string[] {
  switch (failure.kind) {
    case AuthScopeFailureType.AuthScope:
      return failure.scope === 'permission' ? [String(failure.parameter)] : [];
    case AuthScopeFailureType.AnyAuthScopes:
    case AuthScopeFailureType.AllAuthScopes:
      return failure.failures.flatMap(permissionsIn);
    default:
      return [];
  }
}

/** Nobody signed in: UNAUTHENTICATED, saying why; a member without the permission: FORBIDDEN, naming it. */
function refusalOf(context: AdminContext, failure: AuthFailure): GraphQLError {
  const { staff, credential } = context;
  if (!staff) {
    const message =
      credential.kind === 'none'
        ? credential.reason
        : 'Enter the code from your authenticator app first (verifyTotp).';
    return new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } });
  }
  if (staff.mustSetUpTotp) {
    return new GraphQLError('Owners must set up two-factor sign-in (TOTP) before anything else.', {
      extensions: { code: 'FORBIDDEN', reason: 'TOTP_SETUP_REQUIRED' },
    });
  }
  const permissions = permissionsIn(failure);
  const message =
    permissions.length > 0
      ? `Your role (${staff.role}) does not have the permission ${permissions.join(' or ')}.`
      : 'Your role may not do this.';
  return new GraphQLError(message, {
    extensions: { code: 'FORBIDDEN', permission: permissions[0] },
  });
}

adminBuilder.scalarType('Decimal', decimalScalar);
adminBuilder.scalarType('DateTime', dateTimeScalar);
adminBuilder.scalarType('File', fileScalar);
adminBuilder.scalarType('JSON', {
  description: "Any JSON value, as stored (an audit row's values before and after); output only",
  serialize: (value) => value,
  parseValue: () => {
    throw new GraphQLError('JSON is output only', { extensions: { code: 'BAD_USER_INPUT' } });
  },
});

adminBuilder.queryType({
  description: 'Reads of the back office; each names the permission it needs.',
  authScopes: { signedIn: true },
});
adminBuilder.mutationType({
  description: 'Changes staff make; each needs its permission and writes an audit row.',
  authScopes: { signedIn: true },
});
