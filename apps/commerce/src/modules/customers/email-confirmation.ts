import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { config } from '#src/config.ts';
import type { Database, Transaction } from '#src/db/client.ts';
import { customers, emailConfirmations, languages, marketLanguages, markets } from '#src/db/schema.ts';
import type { LanguageCode, LinkScope, Scope } from '#src/modules/channels/index.ts';
import type { Mailer } from '#src/modules/mail/index.ts';
import { confirmEmailMail } from './confirm-email-mail.ts';
import type { CustomerRow } from './customers.ts';
import { joinGuestOrders } from './guest-orders.ts';
import { mailLinkScope } from './password-reset.ts';

export const EMAIL_CONFIRMATION_LIMITS = {
  /** How long a confirmation link works: a week to find the mail, as the newsletter's. */
  tokenDays: 7,
} as const;

const DAY_MS = 24 * 3600 * 1000;
const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** An account as its confirmation mail needs it. */
export interface NewAccount {
  id: number;
  email: string;
  languageCode: LanguageCode;
}

/**
 * Where a new account's link leads when markets are in the path: the first market whose own
 * language is the account's, else the first that offers it. Without markets in the path the
 * language alone decides.
 */
async function registrationLinkScope(writer: Database | Transaction, languageCode: LanguageCode) {
  if (!config.marketInPath) return { languageCode, marketAlias: '' };
  const [market] = await writer
    .select({ alias: markets.alias })
    .from(markets)
    .innerJoin(marketLanguages, eq(marketLanguages.marketId, markets.id))
    .innerJoin(languages, eq(languages.id, marketLanguages.languageId))
    .where(eq(languages.code, languageCode))
    .orderBy(desc(sql`${markets.defaultLanguageId} = ${languages.id}`), asc(markets.position))
    .limit(1);
  return { languageCode, marketAlias: market?.alias ?? '' };
}

/** A new single-use key for the account and its mail, in `tx`; answers the mail's id to release after commit. */
async function writeConfirmation(
  tx: Transaction,
  mailer: Mailer,
  now: number,
  account: Pick<NewAccount, 'id' | 'email'>,
  scope: LinkScope,
): Promise<number> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(emailConfirmations).values({
    tokenHash: tokenHashOf(token),
    customerId: account.id,
    createdAt: new Date(now),
    expiresAt: new Date(now + EMAIL_CONFIRMATION_LIMITS.tokenDays * DAY_MS),
  });
  return mailer.sendWithin(tx, {
    kind: 'email-confirmation',
    to: account.email,
    content: confirmEmailMail(scope, token),
  });
}

/**
 * The registration's confirmation mail, written in the transaction that creates the account (so a
 * new account always has one); what it returns sends the mail once that transaction committed.
 */
export function confirmationOnRegister(mailer: Mailer) {
  return async (tx: Transaction, account: NewAccount, now: number) => {
    const mailId = await writeConfirmation(
      tx,
      mailer,
      now,
      account,
      await registrationLinkScope(tx, account.languageCode),
    );
    return () => mailer.release(mailId);
  };
}

/**
 * Mails the signed-in customer a new confirmation link, in the language they ask in; false when
 * the email is confirmed already.
 */
export async function sendEmailConfirmation(
  db: Database,
  mailer: Mailer,
  now: number,
  customer: CustomerRow,
  scope: Scope,
): Promise<boolean> {
  if (customer.emailConfirmedAt) return false;
  const mailId = await db.transaction((tx) =>
    writeConfirmation(tx, mailer, now, customer, mailLinkScope(scope.language.code, scope)),
  );
  await mailer.release(mailId);
  return true;
}

/**
 * Confirms the email of a mailed key, once and within its days, in one transaction under the
 * account's row lock: the key and every other key of the account are used up, the email is marked
 * confirmed, and every guest order placed with it joins the account. Two confirmations at once
 * take turns, so the orders join once. Null for a key that does not work.
 */
export async function confirmEmail(
  db: Database,
  now: number,
  token: string,
): Promise<{ ordersJoined: number } | null> {
  const at = new Date(now);
  const live = and(
    eq(emailConfirmations.tokenHash, tokenHashOf(token)),
    isNull(emailConfirmations.usedAt),
    gt(emailConfirmations.expiresAt, at),
  );
  return db.transaction(async (tx) => {
    const [known] = await tx
      .select({ customerId: emailConfirmations.customerId })
      .from(emailConfirmations)
      .where(live);
    if (!known) return null;
    // The account first, then its keys: whatever key a concurrent confirmation holds, it waits here.
    const [account] = await tx
      .select({ id: customers.id, email: customers.email, confirmedAt: customers.emailConfirmedAt })
      .from(customers)
      .where(eq(customers.id, known.customerId))
      .for('update');
    const used = await tx.update(emailConfirmations).set({ usedAt: at }).where(live).returning();
    if (!account || used.length === 0) return null;
    await tx
      .update(emailConfirmations)
      .set({ usedAt: at })
      .where(and(eq(emailConfirmations.customerId, account.id), isNull(emailConfirmations.usedAt)));
    if (account.confirmedAt) return { ordersJoined: 0 };
    await tx
      .update(customers)
      .set({ emailConfirmedAt: at, updatedAt: at })
      .where(eq(customers.id, account.id));
    return { ordersJoined: await joinGuestOrders(tx, account, at) };
  });
}
