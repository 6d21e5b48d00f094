import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { newsletterSubscribers } from '#src/db/schema.ts';
import { FALLBACK_LANGUAGE_CODE, isLanguageCode, type Scope } from '#src/modules/channels/index.ts';
import type { Mailer } from '#src/modules/mail/index.ts';
import { confirmMail } from './confirm-mail.ts';

export const NEWSLETTER_LIMITS = {
  /** How long a confirmation link works: a week to find the mail, not an old inbox's key. */
  tokenDays: 7,
  /** One confirmation mail per address in this time, however often it is signed up: no mail bomb. */
  mailEveryHours: 24,
  tagsMax: 10,
  tagMax: 50,
} as const;

const HOUR_MS = 3600 * 1000;
const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Signs an address up by double opt-in: a new or still pending subscriber gets a confirmation mail
 * with a single-use link, at most one in `mailEveryHours`; a confirmed one is left as it is. The
 * row and its mail are written in one transaction. The caller answers the same in every case.
 */
export async function subscribe(
  db: Database,
  mailer: Mailer,
  now: number,
  email: string,
  tags: readonly string[],
  scope: Scope,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const at = new Date(now);
  const languageCode = isLanguageCode(scope.language.code) ? scope.language.code : FALLBACK_LANGUAGE_CODE;
  const pending = {
    tags: [...new Set(tags)],
    languageCode,
    marketAlias: scope.market.alias,
    tokenHash: tokenHashOf(token),
    tokenExpiresAt: new Date(now + NEWSLETTER_LIMITS.tokenDays * 24 * HOUR_MS),
    mailedAt: at,
  };
  const mailId = await db.transaction(async (tx) => {
    const [mailNow] = await tx
      .insert(newsletterSubscribers)
      .values({ email, ...pending, createdAt: at })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: pending,
        where: and(
          eq(newsletterSubscribers.state, 'pending'),
          lt(newsletterSubscribers.mailedAt, new Date(now - NEWSLETTER_LIMITS.mailEveryHours * HOUR_MS)),
        ),
      })
      .returning({ email: newsletterSubscribers.email });
    if (!mailNow) return null;
    return mailer.sendWithin(tx, {
      kind: 'newsletter-confirmation',
      to: email,
      content: confirmMail({ languageCode, marketAlias: scope.market.alias }, token),
    });
  });
  if (mailId !== null) await mailer.release(mailId);
}

/** Confirms the subscriber of a mailed token: once, within its days. False for a token that does not work. */
export async function confirmSubscription(db: Database, now: number, token: string): Promise<boolean> {
  const at = new Date(now);
  const confirmed = await db
    .update(newsletterSubscribers)
    .set({ state: 'confirmed', confirmedAt: at, tokenHash: null, tokenExpiresAt: null })
    .where(
      and(
        eq(newsletterSubscribers.tokenHash, tokenHashOf(token)),
        eq(newsletterSubscribers.state, 'pending'),
        gt(newsletterSubscribers.tokenExpiresAt, at),
      ),
    )
    .returning({ email: newsletterSubscribers.email });
  return confirmed.length > 0;
}
