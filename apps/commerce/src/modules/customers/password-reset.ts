import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { config } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { customers, passwordResets } from '#src/db/schema.ts';
import { type Auth, hashPassword, revokeCustomerSessions } from '#src/modules/auth/index.ts';
import type { LinkScope } from '#src/modules/channels/index.ts';
import {
  FALLBACK_LANGUAGE_CODE,
  isLanguageCode,
  type LanguageCode,
  type Scope,
} from '#src/modules/channels/index.ts';
import type { Mailer } from '#src/modules/mail/index.ts';
import { resetMail } from './reset-mail.ts';

export const PASSWORD_RESET_LIMITS = {
  /** How long a mailed key works: long enough to find the mail, short enough that an old inbox is no key. */
  keyMinutes: 60,
  /** Reset mails one account may be sent in an hour: more only fills its inbox. */
  mailsPerHour: 3,
} as const;

const HOUR_MS = 3600 * 1000;
const keyHashOf = (resetKey: string) => createHash('sha256').update(resetKey).digest('base64url');

/**
 * The language of a mail's link and page (a reset, an email confirmation): the customer's, unless
 * markets are in the path and the request's market does not offer it (then the market's own).
 */
export function mailLinkScope(customerLanguage: string, scope: Scope): LinkScope {
  const own: LanguageCode = isLanguageCode(customerLanguage) ? customerLanguage : FALLBACK_LANGUAGE_CODE;
  const allowed = scope.market.allowedLanguages.map((language) => language.code);
  const marketDefault = scope.market.allowedLanguages.find(
    (l) => l.id === scope.market.defaultLanguageId,
  )?.code;
  const languageCode =
    !config.marketInPath || allowed.includes(own) || !marketDefault || !isLanguageCode(marketDefault)
      ? own
      : marketDefault;
  return { languageCode, marketAlias: scope.market.alias };
}

/**
 * Mails a reset link to the account of `email`, if there is one and it has not had its hourly
 * share; otherwise nothing happens. The caller answers the same either way.
 */
export async function sendPasswordReset(
  db: Database,
  mailer: Mailer,
  now: number,
  email: string,
  scope: Scope,
): Promise<void> {
  const [customer] = await db
    .select({ id: customers.id, email: customers.email, languageCode: customers.languageCode })
    .from(customers)
    .where(eq(customers.email, email));
  if (!customer) return;
  const [recent] = await db
    .select({ n: count() })
    .from(passwordResets)
    .where(
      and(eq(passwordResets.customerId, customer.id), gt(passwordResets.createdAt, new Date(now - HOUR_MS))),
    );
  if ((recent?.n ?? 0) >= PASSWORD_RESET_LIMITS.mailsPerHour) return;
  const resetKey = randomBytes(32).toString('base64url');
  await db.insert(passwordResets).values({
    keyHash: keyHashOf(resetKey),
    customerId: customer.id,
    createdAt: new Date(now),
    expiresAt: new Date(now + PASSWORD_RESET_LIMITS.keyMinutes * 60 * 1000),
  });
  await mailer.send({
    kind: 'password-reset',
    to: customer.email,
    content: resetMail(mailLinkScope(customer.languageCode, scope), resetKey),
  });
}

/** Why a reset key set no password: unknown, used or over its hour; or a reset already hashed in this request. */
export type ResetRefusal = 'expired' | 'one-per-request';

/**
 * Sets a new password with a mailed key: the key works once, within its hour, and using it ends
 * every other key and every session of the account. The key is checked before the password is
 * hashed, and `mayHash` (once per request) is asked before the hash: a request of many aliased
 * resets costs at most one.
 */
export async function commitPasswordReset(
  db: Database,
  auth: Pick<Auth, 'clearAccountFailures'>,
  now: number,
  reset: { resetKey: string; passwordDigest: string; mayHash: () => boolean },
): Promise<true | ResetRefusal> {
  const at = new Date(now);
  const live = and(
    eq(passwordResets.keyHash, keyHashOf(reset.resetKey)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, at),
  );
  const [known] = await db.select({ customerId: passwordResets.customerId }).from(passwordResets).where(live);
  if (!known) return 'expired';
  if (!reset.mayHash()) return 'one-per-request';
  const passwordHash = await hashPassword(reset.passwordDigest);
  const customer = await db.transaction(async (tx) => {
    // Checked again as it is used up: two requests with one key at once set one password.
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: at })
      .where(live)
      .returning({ customerId: passwordResets.customerId });
    if (!used) return undefined;
    await tx
      .update(passwordResets)
      .set({ usedAt: at })
      .where(and(eq(passwordResets.customerId, used.customerId), isNull(passwordResets.usedAt)));
    const [updated] = await tx
      .update(customers)
      .set({ passwordHash, updatedAt: at })
      .where(eq(customers.id, used.customerId))
      .returning({ id: customers.id, email: customers.email });
    return updated;
  });
  if (!customer) return 'expired';
  await revokeCustomerSessions(db, now, customer.id, 'password-reset');
  await auth.clearAccountFailures(customer.email);
  return true;
}
