import { LANGUAGE_CODES } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { currencies, type LocalizedText, markets } from '#src/db/schema.ts';
import { amountOf, MARKETING_LIMITS as L, MarketingRefusal, textOf } from './refusals.ts';

/** A text in one language, as the desk's forms send it. */
export interface LanguageText {
  languageCode: string;
  text?: string | null;
}

/** An amount in one currency, inc VAT, in minor units; null or absent: none in that currency. */
export interface CurrencyAmount {
  currency: string;
  amount?: number | null;
}

/** The languages' texts, each trimmed and checked; empty ones are left out (the shop shows the Swedish). */
export function localizedOf(
  texts: readonly LanguageText[] | null | undefined,
  max: number,
  swedishRequired: boolean,
): LocalizedText {
  const result: LocalizedText = {};
  for (const code of LANGUAGE_CODES) {
    const given = texts?.find((t) => t.languageCode === code);
    const text = textOf(given?.text, max);
    if (text !== null) result[code] = text;
  }
  if (swedishRequired && !result.sv) throw new MarketingRefusal('NAME_REQUIRED');
  return result;
}

/** The shop's currencies, for amounts given per currency. */
async function currencyCodes(tx: Transaction): Promise<Set<string>> {
  return new Set((await tx.select({ code: currencies.code }).from(currencies)).map((row) => row.code));
}

/** Amounts per currency, each above 0 in a currency the shop has; null when none is given. */
export async function amountsOf(
  tx: Transaction,
  amounts: readonly CurrencyAmount[] | null | undefined,
): Promise<Record<string, number> | null> {
  const given = (amounts ?? []).filter((a) => a.amount !== null && a.amount !== undefined);
  if (given.length === 0) return null;
  const known = await currencyCodes(tx);
  const result: Record<string, number> = {};
  for (const { currency, amount } of given) {
    const code = currency.trim().toUpperCase();
    if (!known.has(code)) throw new MarketingRefusal('UNKNOWN_CURRENCY');
    result[code] = amountOf(amount as number);
  }
  return result;
}

/** A share off in basis points (a Decimal percentage read as hundredths): above 0, below 100 % unless `upTo100`. */
export function percentageOf(bp: number | null | undefined, upTo100: boolean): number {
  const max = upTo100 ? 10_000 : 9_999;
  if (bp === null || bp === undefined || !Number.isSafeInteger(bp) || bp < 1 || bp > max) {
    throw new MarketingRefusal('BAD_PERCENTAGE');
  }
  return bp;
}

/**
 * A start and an end checked: the end after the start, and a new or moved end still ahead (an
 * end already past stays as it was when other things are edited).
 */
export function datesOf(
  startsAt: Date,
  endsAt: Date | null | undefined,
  now: number,
  storedEnd: Date | null = null,
): { startsAt: Date; endsAt: Date | null } {
  const end = endsAt ?? null;
  if (end !== null && end.getTime() <= startsAt.getTime()) throw new MarketingRefusal('END_BEFORE_START');
  const moved = end !== null && end.getTime() !== storedEnd?.getTime();
  if (moved && end.getTime() <= now) throw new MarketingRefusal('ENDS_IN_THE_PAST');
  return { startsAt, endsAt: end };
}

const ALIAS = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** An alias typed in any case (a campaign's list is /dc/{alias}): 2 to 100 of a-z, 0-9 and single dashes. */
export function aliasOf(typed: string): string {
  const alias = typed.trim().toLowerCase();
  if (alias.length < 2 || alias.length > L.aliasMax || !ALIAS.test(alias))
    throw new MarketingRefusal('BAD_ALIAS');
  return alias;
}

/** The dates of a thing ended now: one not yet begun never runs (it starts and ends now); refused when ended already. */
export function endedNow(dates: { startsAt: Date; endsAt: Date | null }, now: Date) {
  if (dates.endsAt !== null && dates.endsAt <= now) throw new MarketingRefusal('ALREADY_ENDED');
  return { startsAt: dates.startsAt > now ? now : dates.startsAt, endsAt: now };
}

/** A thing's dates as its audit rows keep them. */
export const auditDates = (dates: { startsAt: Date; endsAt: Date | null }) => ({
  startsAt: dates.startsAt.toISOString(),
  endsAt: dates.endsAt?.toISOString() ?? null,
});

/** A market by its alias (null: every market), with its currency. */
export async function marketOf(tx: Transaction, alias: string | null | undefined) {
  const wanted = alias?.trim().toLowerCase() ?? '';
  if (wanted === '') return null;
  const [market] = await tx
    .select({ id: markets.id, alias: markets.alias, currency: markets.currencyCode })
    .from(markets)
    .where(eq(markets.alias, wanted));
  if (!market) throw new MarketingRefusal('MARKET_NOT_FOUND');
  return market;
}

/** A limit of uses: null (none) or a whole number from 1. */
export function limitOf(limit: number | null | undefined): number | null {
  if (limit === null || limit === undefined) return null;
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > L.usesMax) throw new MarketingRefusal('BAD_LIMIT');
  return limit;
}
