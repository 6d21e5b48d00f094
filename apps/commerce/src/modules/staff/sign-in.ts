import { eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { staffMembers } from '#src/db/schema.ts';
import { AuthError, type PasswordAttempt, verifyPassword } from '#src/modules/auth/index.ts';
import { type SessionClient, startSession, verifySession } from './sessions.ts';
import { signInCodeIsRight, type TotpDeps } from './totp.ts';

/** Why a sign-in step was refused; the admin app translates the code. */
export const SIGN_IN_REFUSALS = {
  WRONG_CREDENTIALS: 'Wrong email or password.',
  THROTTLED: 'Too many failed attempts; wait a while and try again.',
  DISABLED: 'This staff member is disabled; ask an owner.',
  WRONG_CODE: 'The code is not the one the authenticator app shows now.',
} as const;

export type SignInRefusal = keyof typeof SIGN_IN_REFUSALS;

export interface SignInResult {
  token: string | null;
  expiresAt: Date | null;
  needsTotp: boolean;
  refusal: SignInRefusal | null;
  /** Seconds until another attempt may succeed (THROTTLED). */
  retryAfterSeconds: number | null;
}

const refused = (refusal: SignInRefusal, retryAfterSeconds: number | null = null): SignInResult => ({
  token: null,
  expiresAt: null,
  needsTotp: false,
  refusal,
  retryAfterSeconds,
});

/** Staff and customers may share an email: their throttle counters must not. */
const staffThrottleName = (email: string) => `staff:${email}`;

export interface SignInDeps {
  db: Database;
  now: number;
  /** The password throttle customers have (auth's), for this account and address. */
  passwordAttempt(username: string, address: string): Promise<PasswordAttempt>;
}

/** A throttled step's refusal; other errors go on. */
function throttledOf(error: unknown): SignInResult {
  if (error instanceof AuthError && error.code === 'TOO_MANY_ATTEMPTS') {
    return refused('THROTTLED', error.retryAfter ?? null);
  }
  throw error;
}

/**
 * Email and password: a session, or one waiting for the TOTP code when the member has TOTP on.
 * Wrong passwords are throttled as customers' are; a disabled member is told so only after the
 * right password, so the answer tells a stranger nothing.
 */
export async function signIn(
  deps: SignInDeps,
  input: { email: string; password: string },
  client: SessionClient,
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  let attempt: PasswordAttempt;
  try {
    attempt = await deps.passwordAttempt(staffThrottleName(email), client.address);
  } catch (error) {
    return throttledOf(error);
  }
  const [member] = await deps.db
    .select({
      id: staffMembers.id,
      passwordHash: staffMembers.passwordHash,
      totpEnabledAt: staffMembers.totpEnabledAt,
      disabledAt: staffMembers.disabledAt,
    })
    .from(staffMembers)
    .where(eq(staffMembers.email, email));
  if (!(await verifyPassword(member?.passwordHash ?? undefined, input.password)) || !member) {
    await attempt.failed();
    return refused('WRONG_CREDENTIALS');
  }
  await attempt.succeeded();
  if (member.disabledAt) return refused('DISABLED');
  const needsTotp = member.totpEnabledAt !== null;
  const session = await startSession(deps.db, deps.now, member.id, needsTotp, client);
  await deps.db
    .update(staffMembers)
    .set({ lastSignInAt: new Date(deps.now) })
    .where(eq(staffMembers.id, member.id));
  return { ...session, needsTotp, refusal: null, retryAfterSeconds: null };
}

/**
 * The second step for a member with TOTP: the code from their app verifies the waiting session.
 * Wrong codes are throttled as wrong passwords are; a code is taken once.
 */
export async function verifyTotpAtSignIn(
  deps: SignInDeps & TotpDeps,
  pending: { staffId: number; sessionHash: string; token: string },
  code: string,
  address: string,
): Promise<SignInResult> {
  const [member] = await deps.db
    .select({ email: staffMembers.email })
    .from(staffMembers)
    .where(eq(staffMembers.id, pending.staffId));
  let attempt: PasswordAttempt;
  try {
    attempt = await deps.passwordAttempt(`staff-totp:${member?.email ?? pending.staffId}`, address);
  } catch (error) {
    return throttledOf(error);
  }
  if (!(await signInCodeIsRight(deps, pending.staffId, code))) {
    await attempt.failed();
    return refused('WRONG_CODE');
  }
  await attempt.succeeded();
  const expiresAt = await verifySession(deps.db, deps.now, pending.sessionHash);
  return { token: pending.token, expiresAt, needsTotp: false, refusal: null, retryAfterSeconds: null };
}
