import { config } from '#src/config.ts';
import { clientPasswordDigest } from '#src/modules/auth/index.ts';
import { TEST_API_KEY } from './harness.ts';
import { asShopper } from './shopper-address.ts';

/** What the storefront sends for a password. */
export const digest = (password: string) => clientPasswordDigest(password, config.authPasswordSalt);

export type AuthAction = 'login' | 'register' | 'password' | 'logout';

export interface AuthAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON; each test reads the fields it knows
  body: Record<string, any>;
  refreshToken: string | null;
  headers: Headers;
}

export interface Credentials {
  username: string;
  password?: string;
  newPassword?: string;
  /** Sends sessionLifetime: 30 when false, as the storefront does without remember-me. */
  rememberUser?: boolean;
}

/**
 * The storefront's side of the sign-in protocol, against one API: each step on its own (to break
 * one), and the whole of it (`connect`). `headers` go with every request (the shopper's address, the
 * refresh token).
 */
export function authClient(base: string) {
  async function answer(response: Response): Promise<AuthAnswer> {
    const text = await response.text();
    return {
      status: response.status,
      body: text ? JSON.parse(text) : {},
      refreshToken: response.headers.get('x-auth-refresh-token'),
      headers: response.headers,
    };
  }

  const post = async (action: string, body: unknown, headers: Record<string, string> = {}) =>
    answer(
      await fetch(`${base}/auth/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    );

  const get = async (path: string, headers: Record<string, string> = {}) =>
    answer(await fetch(`${base}${path}`, { headers }));

  /** Step 2: the sign endpoint's signature of a challenge. */
  const sign = (identity: string, apiKey = TEST_API_KEY) =>
    get(`/auth/sign/${encodeURIComponent(apiKey)}?identity=${encodeURIComponent(identity)}`);

  /** Steps 1 and 2: a challenge for the action and username, signed. */
  async function signedChallenge(action: AuthAction, username: string, headers: Record<string, string> = {}) {
    const challenge = await post(action, { username }, headers);
    if (typeof challenge.body.sign !== 'string')
      throw new Error(`No challenge: ${JSON.stringify(challenge.body)}`);
    const signed = await sign(challenge.body.sign);
    if (signed.status !== 200) throw new Error(`Not signed: ${JSON.stringify(signed.body)}`);
    return signed.body as { identity: string; signature: string; timestamp: number };
  }

  /** The body of step 3 as the storefront builds it. */
  function credentialsBody(action: AuthAction, credentials: Credentials, signature: unknown) {
    return {
      username: credentials.username,
      signature,
      ...(credentials.password === undefined ? {} : { password: digest(credentials.password) }),
      ...(action === 'password' && credentials.newPassword !== undefined
        ? { newPassword: digest(credentials.newPassword) }
        : {}),
      ...(credentials.rememberUser === false ? { sessionLifetime: 30 } : {}),
    };
  }

  /** The whole protocol for one action: challenge, signature, credentials. */
  async function connect(action: AuthAction, credentials: Credentials, headers: Record<string, string> = {}) {
    const signature = await signedChallenge(action, credentials.username, headers);
    return post(action, credentialsBody(action, credentials, signature), headers);
  }

  /** A refresh: GET /auth/login with the refresh token. */
  const refresh = (refreshToken: string, headers: Record<string, string> = {}) =>
    get('/auth/login', { 'x-auth-refresh-token': refreshToken, ...headers });

  return { post, get, sign, signedChallenge, credentialsBody, connect, refresh };
}

/** The claims of a JWT, read without checking it (as the storefront reads them). */
export function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

/** A clock the test moves: the API reads it instead of the real time. */
export function testClock() {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms: number) {
      offset += ms;
    },
  };
}

let nextAddress = 1;
/** A client address of its own for each test, named as the storefront names it, so that counters do not mix. */
export function freshAddress(): Record<string, string> {
  const n = nextAddress++;
  return asShopper(`198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`);
}

let nextEmail = 1;
/** An email nobody has registered in this test file. */
export const freshEmail = (prefix = 'kund') => `${prefix}${nextEmail++}-${Date.now()}@example.se`;

/** A newly registered customer with a session, and the headers that make GraphQL requests as them. */
export async function registerCustomer(
  base: string,
  options: { password?: string; language?: string; email?: string } = {},
) {
  const username = options.email ?? freshEmail();
  const password = options.password ?? 'hemligt-losen-1';
  const headers = { ...freshAddress(), ...(options.language ? { 'accept-language': options.language } : {}) };
  const answer = await authClient(base).connect('register', { username, password }, headers);
  if (answer.status !== 200) throw new Error(`Not registered: ${JSON.stringify(answer.body)}`);
  const token = answer.body.token as string;
  return {
    username,
    password,
    token,
    refreshToken: answer.refreshToken as string,
    /** X-ApiKey and the bearer token, for api.graphql(). */
    headers: { 'x-apikey': TEST_API_KEY, authorization: `Bearer ${token}` },
  };
}
