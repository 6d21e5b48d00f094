import type { IncomingMessage, ServerResponse } from 'node:http';
import { corsHeaders } from '#src/cors.ts';
import { AUTH_ACTIONS, type AuthAction } from '#src/db/schema.ts';
import { findApiKey, languageOfAcceptLanguage } from '#src/modules/channels/index.ts';
import { readJsonBody } from '#src/read-json-body.ts';
import { type AuthCall, signOut, takeCredentials } from './actions.ts';
import { signChallenge } from './challenges.ts';
import { clientAddress } from './client-address.ts';
import { AuthError } from './errors.ts';
import { housekeeper } from './housekeeping.ts';
import { parseAuthBody } from './input.ts';
import { AUTH_LIMITS, THROTTLE_RULES } from './limits.ts';
import type { AuthKeys } from './secrets.ts';
import { type IssuedTokens, refreshSession } from './sessions.ts';

/** The header a refresh token travels in, both ways. */
export const REFRESH_HEADER = 'x-auth-refresh-token';
/** Ours are 43 characters; anything much longer is not one. */
const REFRESH_TOKEN_MAX = 100;
const IDENTITY_MAX = 100;

export interface AuthRouterOptions {
  db: AuthCall['db'];
  store: AuthCall['store'];
  keys: () => Promise<AuthKeys>;
  clock: () => number;
  shopperSecret: string | undefined;
  corsOrigins: readonly string[];
  onRegister: AuthCall['onRegister'];
}

type Route = { kind: 'sign'; apiKey: string } | { kind: 'action'; action: AuthAction } | { kind: 'unknown' };

function routeOf(pathname: string): Route {
  const [, , first, second, ...rest] = pathname.split('/');
  if (first === 'sign' && second && rest.length === 0) {
    try {
      return { kind: 'sign', apiKey: decodeURIComponent(second) };
    } catch {
      return { kind: 'unknown' };
    }
  }
  const action = AUTH_ACTIONS.find((a) => a === first);
  return action && second === undefined ? { kind: 'action', action } : { kind: 'unknown' };
}

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** The /auth routes: the reference's sign-in protocol (see ADR 25). */
export function authRouter(options: AuthRouterOptions) {
  const { db, store, clock } = options;
  const tidy = housekeeper(db);

  function send(req: IncomingMessage, res: ServerResponse, status: number, body: unknown, headers = {}) {
    const cors = corsHeaders(options.corsOrigins, headerOf(req, 'origin'), {
      preflight: false,
      requestHeaders: [],
      exposedHeaders: [REFRESH_HEADER, 'retry-after'],
    });
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...cors,
      ...headers,
    });
    res.end(JSON.stringify(body));
  }

  const sendTokens = (req: IncomingMessage, res: ServerResponse, tokens: IssuedTokens) =>
    send(
      req,
      res,
      200,
      { token: tokens.token, maxAge: tokens.maxAge },
      { [REFRESH_HEADER]: tokens.refreshToken },
    );

  async function call(req: IncomingMessage): Promise<AuthCall> {
    const refreshToken = headerOf(req, REFRESH_HEADER);
    return {
      db,
      store,
      keys: await options.keys(),
      now: clock(),
      address: clientAddress(req, options.shopperSecret),
      refreshToken: refreshToken && refreshToken.length <= REFRESH_TOKEN_MAX ? refreshToken : undefined,
      languageCode: languageOfAcceptLanguage(headerOf(req, 'accept-language')),
      onRegister: options.onRegister,
    };
  }

  async function sign(req: IncomingMessage, res: ServerResponse, apiKey: string, url: URL) {
    if (req.method !== 'GET') throw new AuthError('METHOD_NOT_ALLOWED');
    if (!(await findApiKey(db, apiKey))) throw new AuthError('UNKNOWN_API_KEY');
    const identity = url.searchParams.get('identity') ?? '';
    const now = clock();
    if (identity === '' || identity.length > IDENTITY_MAX || !(await store.challengeIsLive(now, identity))) {
      throw new AuthError('CHALLENGE_EXPIRED');
    }
    send(req, res, 200, signChallenge(await options.keys(), identity, now));
  }

  async function post(req: IncomingMessage, res: ServerResponse, action: AuthAction) {
    const body = await readJsonBody(req, AUTH_LIMITS.bodyBytes);
    if (!body.ok) {
      if (body.problem === 'too-large') throw new AuthError('BODY_TOO_LARGE');
      throw new AuthError(body.problem === 'media-type' ? 'UNSUPPORTED_MEDIA_TYPE' : 'MALFORMED_JSON');
    }
    const request = parseAuthBody(action, body.value);
    const authCall = await call(req);
    if (request.step === 'challenge') {
      const counter = { rule: THROTTLE_RULES.challengeIp, subject: authCall.address };
      await store.assertNotLocked(authCall.now, [counter]);
      await store.countFailure(authCall.now, counter);
      tidy(authCall.now);
      return send(req, res, 200, {
        sign: await store.issueChallenge(authCall.now, action, request.username),
      });
    }
    const result = await takeCredentials(authCall, action, request);
    if ('tokens' in result) return sendTokens(req, res, result.tokens);
    send(req, res, 200, {});
  }

  async function get(req: IncomingMessage, res: ServerResponse, action: AuthAction) {
    const authCall = await call(req);
    if (action === 'logout') {
      await signOut(authCall, 'logout');
      return send(req, res, 200, {});
    }
    if (action !== 'login') throw new AuthError('METHOD_NOT_ALLOWED');
    if (!authCall.refreshToken) throw new AuthError('NO_SESSION');
    sendTokens(req, res, await refreshSession(db, authCall.keys, authCall.now, authCall.refreshToken));
  }

  /** Answers a request whose path starts with /auth/. */
  return async function handleAuth(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.method === 'OPTIONS') {
      const cors = corsHeaders(options.corsOrigins, headerOf(req, 'origin'), {
        preflight: true,
        requestHeaders: ['content-type', 'authorization', REFRESH_HEADER],
        exposedHeaders: [],
      });
      res.writeHead(204, cors);
      return void res.end();
    }
    try {
      const route = routeOf(url.pathname);
      if (route.kind === 'unknown') throw new AuthError('UNKNOWN_ACTION');
      if (route.kind === 'sign') return await sign(req, res, route.apiKey, url);
      if (req.method === 'POST') return await post(req, res, route.action);
      if (req.method === 'GET') return await get(req, res, route.action);
      throw new AuthError('METHOD_NOT_ALLOWED');
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const headers: Record<string, string> = {};
      if (error.retryAfter !== undefined) headers['retry-after'] = String(error.retryAfter);
      // Whatever of a too-large body has not arrived is never read: the connection closes.
      if (error.code === 'BODY_TOO_LARGE') headers.connection = 'close';
      if (error.code === 'METHOD_NOT_ALLOWED') headers.allow = 'GET, POST, OPTIONS';
      const { code, message, retryAfter } = error;
      send(
        req,
        res,
        error.status,
        { error: { code, message, ...(retryAfter === undefined ? {} : { retryAfter }) } },
        headers,
      );
    }
  };
}
