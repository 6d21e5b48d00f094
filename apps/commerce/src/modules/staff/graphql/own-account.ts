import { adminBuilder } from '#src/admin/builder.ts';
import type { AdminContext } from '#src/admin/context.ts';
import { text } from '#src/graphql/input.ts';
import { type ApiTokenView, createApiToken, listApiTokens, revokeApiToken } from '../api-tokens.ts';
import { STAFF_LIMITS } from '../limits.ts';
import type { StaffOutcome } from '../refusals.ts';
import { confirmTotp, startTotpSetup, type TotpDeps, turnOffTotp } from '../totp.ts';
import { StaffRefusalEnum } from './types.ts';

const code = text(10);

const ApiTokenType = adminBuilder.objectRef<ApiTokenView>('StaffApiToken').implement({
  description:
    'A personal API token for scripts (Authorization: Bearer spt_...); the token itself is shown once',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
  }),
});

const ApiTokenChangeType = adminBuilder
  .objectRef<StaffOutcome<{ apiToken: ApiTokenView; token?: string }>>('StaffApiTokenChange')
  .implement({
    description: 'An API token made or revoked, or why not',
    fields: (t) => ({
      apiToken: t.field({ type: ApiTokenType, nullable: true, resolve: (o) => o.value?.apiToken ?? null }),
      token: t.string({
        nullable: true,
        description: 'The new token (spt_...), answered this once: the API keeps only its hash',
        resolve: (o) => o.value?.token ?? null,
      }),
      refusal: t.expose('refusal', { type: StaffRefusalEnum, nullable: true }),
      message: t.exposeString('message', { nullable: true }),
    }),
  });

const TotpSetupType = adminBuilder
  .objectRef<StaffOutcome<{ secret: string; uri: string }>>('StaffTotpSetup')
  .implement({
    description:
      'A new TOTP secret for the authenticator app (the otpauth URI for a QR code, the secret to type); confirmTotp turns it on',
    fields: (t) => ({
      secret: t.string({ nullable: true, resolve: (o) => o.value?.secret ?? null }),
      uri: t.string({ nullable: true, resolve: (o) => o.value?.uri ?? null }),
      refusal: t.expose('refusal', { type: StaffRefusalEnum, nullable: true }),
      message: t.exposeString('message', { nullable: true }),
    }),
  });

const TotpChangeType = adminBuilder
  .objectRef<StaffOutcome<{ totpEnabled: boolean }>>('StaffTotpChange')
  .implement({
    description: 'Two-factor sign-in turned on or off, or why not',
    fields: (t) => ({
      totpEnabled: t.boolean({ nullable: true, resolve: (o) => o.value?.totpEnabled ?? null }),
      refusal: t.expose('refusal', { type: StaffRefusalEnum, nullable: true }),
      message: t.exposeString('message', { nullable: true }),
    }),
  });

const me = (ctx: AdminContext) => ctx.staff as NonNullable<AdminContext['staff']>;

async function totpDeps(ctx: AdminContext): Promise<TotpDeps> {
  return { db: ctx.db, now: ctx.now(), key: await ctx.totpKey(), actor: ctx.actor };
}

const apiTokenChange = (ctx: AdminContext) => ({ db: ctx.db, now: ctx.now(), actor: ctx.actor });

adminBuilder.queryFields((t) => ({
  apiTokens: t.field({
    type: [ApiTokenType],
    description: "The signed-in member's API tokens, newest first (revoked ones too)",
    resolve: (_root, _args, ctx) => listApiTokens(ctx.db, me(ctx).id),
  }),
}));

adminBuilder.mutationFields((t) => ({
  startTotpSetup: t.field({
    type: TotpSetupType,
    description: 'Starts two-factor sign-in for the signed-in member (open to an owner who must set it up)',
    skipTypeScopes: true,
    authScopes: { member: true },
    resolve: async (_root, _args, ctx) => startTotpSetup(await totpDeps(ctx), me(ctx).id),
  }),
  confirmTotp: t.field({
    type: TotpChangeType,
    description:
      'Turns two-factor sign-in on with a code the app shows for the new secret (WRONG_CODE otherwise)',
    skipTypeScopes: true,
    authScopes: { member: true },
    args: { code: t.arg.string({ required: true, validate: code }) },
    resolve: async (_root, args, ctx) => confirmTotp(await totpDeps(ctx), me(ctx).id, args.code),
  }),
  turnOffTotp: t.field({
    type: TotpChangeType,
    description:
      "Turns the signed-in member's two-factor sign-in off, with a current code as proof (an owner in production must set it up again)",
    args: { code: t.arg.string({ required: true, validate: code }) },
    resolve: async (_root, args, ctx) => turnOffTotp(await totpDeps(ctx), me(ctx).id, args.code),
  }),
  createApiToken: t.field({
    type: ApiTokenChangeType,
    description: 'A personal API token for scripts, shown once; it acts with your role until revoked',
    args: { name: t.arg.string({ required: true, validate: text(STAFF_LIMITS.tokenNameMax) }) },
    resolve: (_root, args, ctx) => createApiToken(apiTokenChange(ctx), me(ctx).id, args.name),
  }),
  revokeApiToken: t.field({
    type: ApiTokenChangeType,
    description:
      "Revokes one of your API tokens (an owner, anyone's): it stops working at once. TOKEN_NOT_FOUND for one unknown or revoked.",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) =>
      revokeApiToken(apiTokenChange(ctx), me(ctx).id, args.id, me(ctx).permissions.includes('staff.manage')),
  }),
}));
