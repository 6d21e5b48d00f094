import type { IncomingMessage, ServerResponse } from 'node:http';
import { createGraphQLError, createYoga, type Plugin } from 'graphql-yoga';
import type { Database } from '#src/db/client.ts';
import { graphqlLimitPlugins } from '#src/graphql-limits.ts';
import { type Auth, clientAddress } from '#src/modules/auth/index.ts';
import { credentialOf, totpSealKey } from '#src/modules/staff/index.ts';
import { type Logger, yogaLogger } from '#src/observability/logger.ts';
import type { Metrics } from '#src/observability/metrics.ts';
import { useFixedMalformedBodyError, useRequestBodyLimits } from '#src/request-body.ts';
import { ADMIN_BODY_LIMITS } from '#src/request-limits.ts';
import type { AdminContext, AdminServices } from './context.ts';
import { adminSchema } from './schema.ts';

export const ADMIN_GRAPHQL_PATH = '/admin/graphql';

export interface AdminHandlerOptions {
  db: Database;
  auth: Auth;
  logger: Logger;
  metrics: Metrics;
  introspection: boolean;
  /** Proves the client address the admin app names (as the storefront does, ADR 34). */
  shopperSecret: string | undefined;
  /** Owners without TOTP reach only its setup (production). */
  ownerNeedsTotp: boolean;
  /** The admin app's address, for set-password links (ADMIN_URL). */
  adminUrl: string;
  /** AUTH_SECRET, which TOTP secrets are sealed with; unset: the one the database keeps. */
  authSecret: string | undefined;
  services: AdminServices;
}

interface AdminServerContext {
  req: IncomingMessage;
}

/** Staff data is never kept by a browser or a proxy. */
const neverCached: Plugin = {
  onResponse({ response }) {
    response.headers.set('cache-control', 'no-store');
  },
};

/** Photos are sent by a member: a large body without a bearer token is refused unread. */
const multipartNeedsToken: Plugin = {
  onRequestParse({ request }) {
    const multipart = request.headers.get('content-type')?.toLowerCase().startsWith('multipart/');
    if (multipart && !request.headers.get('authorization')?.startsWith('Bearer ')) {
      throw createGraphQLError('Sign in first: files are sent with a bearer token.', {
        extensions: { code: 'UNAUTHENTICATED', http: { status: 401, headers: { connection: 'close' } } },
      });
    }
  },
};

/**
 * /admin/graphql: the staff schema, its own Yoga with the shop's limits. Any request may reach it;
 * each operation checks who signs it (a staff session or API token as Authorization: Bearer) and
 * the permission it needs, so signIn works without a token and everything else refuses one.
 */
export function createAdminHandler(options: AdminHandlerOptions) {
  const { db, auth } = options;
  let totpKey: Promise<Buffer> | undefined;
  const loadTotpKey = () => {
    totpKey ??= totpSealKey(db, options.authSecret);
    totpKey.catch(() => {
      totpKey = undefined;
    });
    return totpKey;
  };
  const yoga = createYoga<AdminServerContext>({
    schema: adminSchema,
    graphqlEndpoint: ADMIN_GRAPHQL_PATH,
    landingPage: false,
    graphiql: false,
    logging: yogaLogger(options.logger),
    // Only the admin app's server calls it; browsers never do.
    cors: false,
    maxRequestBodySize: Math.max(...Object.values(ADMIN_BODY_LIMITS)),
    // A hand-out's or return's photos come as file parts (request-limits.ts holds them to 30 MB).
    multipart: true,
    plugins: [
      multipartNeedsToken,
      useRequestBodyLimits(ADMIN_BODY_LIMITS),
      useFixedMalformedBodyError(),
      ...graphqlLimitPlugins({ introspection: options.introspection }),
      options.metrics.countGraphqlErrors(),
      neverCached,
    ],
    context: async ({ req, request }): Promise<AdminContext> => {
      const now = auth.clock();
      const address = clientAddress(req, options.shopperSecret);
      const credential = await credentialOf(db, now, request.headers.get('authorization'), {
        ownerNeedsTotp: options.ownerNeedsTotp,
      });
      const staff = credential.kind === 'staff' ? credential.staff : null;
      return {
        db,
        staff,
        credential,
        actor: { staffId: staff?.id ?? null, email: staff?.email ?? '', address },
        now: auth.clock,
        address,
        userAgent: (request.headers.get('user-agent') ?? '').slice(0, 300),
        passwordAttempt: auth.passwordAttempt,
        adminUrl: options.adminUrl,
        totpKey: loadTotpKey,
        ...options.services,
      };
    },
  });
  return (req: IncomingMessage, res: ServerResponse) => yoga(req, res, { req });
}
