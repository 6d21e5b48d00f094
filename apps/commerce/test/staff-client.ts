import type { Database } from '#src/db/client.ts';
import { type StaffRole, staffMembers } from '#src/db/schema.ts';
import { hashPassword } from '#src/modules/auth/index.ts';
import { freshAddress } from './auth-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON; each test reads the fields it knows
export type AdminAnswer<T = any> = {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: an error's extensions differ by error
  body: { data?: T; errors?: { message: string; extensions?: Record<string, any> }[] };
};

/** Sends a document to /admin/graphql as the admin app does: the token as Bearer, the client's address named. */
// biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON unless the test names their type
export async function adminGraphql<T = any>(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; headers?: Record<string, string> } = {},
): Promise<AdminAnswer<T>> {
  const response = await fetch(`${base}/admin/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.json() };
}

let nextStaff = 1;
/** An email no member of this test file has. */
export const freshStaffEmail = (role: string) => `${role}${nextStaff++}-${Date.now()}@maskinbutiken.test`;

export const STAFF_PASSWORD = 'en lång lösenfras för personal';

/** A member with a password, written straight into the database. */
export async function insertStaffMember(db: Database, role: StaffRole, email = freshStaffEmail(role)) {
  const [member] = await db
    .insert(staffMembers)
    .values({ email, role, name: `Test ${role}`, passwordHash: await hashPassword(STAFF_PASSWORD) })
    .returning();
  if (!member) throw new Error('No member written');
  return member;
}

export const SIGN_IN = `mutation ($email: String!, $password: String!) {
  signIn(email: $email, password: $password) { token expiresAt needsTotp refusal retryAfterSeconds }
}`;

export const ME = '{ me { id email role permissions totpEnabled mustSetUpTotp signedInWith } }';

/** Signs a member in from an address of their own; the session token. */
export async function signInAs(base: string, email: string, password = STAFF_PASSWORD): Promise<string> {
  const answer = await adminGraphql(base, SIGN_IN, { email, password }, { headers: freshAddress() });
  const token = answer.body.data?.signIn?.token;
  if (typeof token !== 'string') throw new Error(`Not signed in: ${JSON.stringify(answer.body)}`);
  return token;
}

export const ADD_MEMBER = `mutation ($email: String!, $name: String!, $role: StaffRole!) {
  addStaffMember(email: $email, name: $name, role: $role) {
    member { id email role hasPassword disabledAt }
    passwordLink { url expiresAt }
    refusal message
  }
}`;

export const SET_PASSWORD = `mutation ($token: String!, $password: String!) {
  setStaffPassword(token: $token, password: $password) { email refusal message }
}`;

/** The token of a set-password link's URL. */
export const linkToken = (url: string) => new URL(url).searchParams.get('token') as string;
