import type { Database, Transaction } from '#src/db/client.ts';

/** The marketing desk's bounds: texts, amounts, codes and how many products a campaign names by hand. */
export const MARKETING_LIMITS = {
  aliasMax: 100,
  nameMax: 200,
  descriptionMax: 2000,
  noteMax: 500,
  /** The largest amount in minor units the columns hold (21 474 836,47). */
  amountMax: 2_147_483_647,
  /** The largest gift card, in minor units (100 000,00). */
  giftCardMax: 10_000_000,
  codeMin: 3,
  codeMax: 40,
  /** A gift card's code: characters from an alphabet of 32, 80 random bits. */
  giftCardCodeLength: 16,
  articleNumbersMax: 500,
  /** The most uses a limit names. */
  usesMax: 1_000_000,
  /** The most units a quantity price or a cart discount counts. */
  quantityMax: 100,
  /** Campaigns and codes a list shows at most. */
  listMax: 500,
} as const;

/** Why a change was refused; nothing changed. The admin app words each by its code, beside its field. */
export const MARKETING_REFUSALS = [
  'CAMPAIGN_NOT_FOUND',
  'CART_OFFER_NOT_FOUND',
  'PROMO_CODE_NOT_FOUND',
  'GIFT_CARD_NOT_FOUND',
  'BAD_ALIAS',
  'DUPLICATE_ALIAS',
  'BAD_CODE',
  'DUPLICATE_CODE',
  'NAME_REQUIRED',
  'TEXT_TOO_LONG',
  'BAD_PERCENTAGE',
  'BAD_AMOUNT',
  'AMOUNT_REQUIRED',
  'UNKNOWN_CURRENCY',
  'MARKET_NOT_FOUND',
  'CATEGORY_NOT_FOUND',
  'BRAND_NOT_FOUND',
  'UNKNOWN_PRODUCTS',
  'TARGET_REQUIRED',
  'END_BEFORE_START',
  'ENDS_IN_THE_PAST',
  'ALREADY_ENDED',
  'BAD_LIMIT',
  'BAD_QUANTITIES',
  'ALREADY_VOIDED',
  'REASON_REQUIRED',
] as const;
export type MarketingRefusalCode = (typeof MARKETING_REFUSALS)[number];

const L = MARKETING_LIMITS;
const MESSAGES: Record<MarketingRefusalCode, string> = {
  CAMPAIGN_NOT_FOUND: 'There is no such campaign.',
  CART_OFFER_NOT_FOUND: 'There is no such cart offer.',
  PROMO_CODE_NOT_FOUND: 'There is no such promo code.',
  GIFT_CARD_NOT_FOUND: 'There is no gift card with that code.',
  BAD_ALIAS: `An alias is 2 to ${L.aliasMax} lower-case letters a-z, digits and single dashes, as in host-sale.`,
  DUPLICATE_ALIAS: 'Another campaign has that alias.',
  BAD_CODE: `A code is ${L.codeMin} to ${L.codeMax} letters A-Z, digits, dashes or underscores.`,
  DUPLICATE_CODE: 'A promo code with that code exists already.',
  NAME_REQUIRED: 'Give the name in Swedish at least.',
  TEXT_TOO_LONG: `Too long: a name has at most ${L.nameMax} characters, a description ${L.descriptionMax}, a note or reason ${L.noteMax}.`,
  BAD_PERCENTAGE:
    'A percentage is more than 0 and less than 100 (a promo code may take 100), with at most two decimals.',
  BAD_AMOUNT: `An amount is more than 0 and at most ${L.amountMax / 100}, in whole minor units (two decimals).`,
  AMOUNT_REQUIRED: 'An amount off needs an amount in at least one currency.',
  UNKNOWN_CURRENCY: 'The shop sells in no such currency.',
  MARKET_NOT_FOUND: 'There is no such market.',
  CATEGORY_NOT_FOUND: 'There is no such category.',
  BRAND_NOT_FOUND: 'There is no such brand.',
  UNKNOWN_PRODUCTS: 'Some article numbers name no product.',
  TARGET_REQUIRED: `Choose a category, a brand or products by article number (at most ${L.articleNumbersMax}).`,
  END_BEFORE_START: 'The end must come after the start.',
  ENDS_IN_THE_PAST: 'The end must lie ahead: end it instead.',
  ALREADY_ENDED: 'It has ended already.',
  BAD_LIMIT: `A limit of uses is a whole number from 1 to ${L.usesMax}, per customer at most the total.`,
  BAD_QUANTITIES: `Buy more than you pay for (at most ${L.quantityMax}), paying for 1 at least; a cart discount from 1 item up to ${L.quantityMax}.`,
  ALREADY_VOIDED: 'The gift card is voided already.',
  REASON_REQUIRED: `Give the reason, at most ${L.noteMax} characters.`,
};

/** A change refused: thrown inside the transaction, which rolls back, and answered as a value. */
export class MarketingRefusal extends Error {
  readonly refusal: MarketingRefusalCode;
  /** What it concerns, when the message alone does not say (the article numbers not found). */
  readonly detail: string | null;
  constructor(refusal: MarketingRefusalCode, detail: string | null = null) {
    super(detail ? `${MESSAGES[refusal]} ${detail}` : MESSAGES[refusal]);
    this.refusal = refusal;
    this.detail = detail;
  }
}

export type MarketingResult<T> =
  | { ok: true; value: T }
  | { ok: false; refusal: MarketingRefusalCode; message: string; detail: string | null };

/** Runs a change in one transaction; a refusal rolls it back and is answered, anything else is thrown. */
export async function marketingTransaction<T>(
  db: Database,
  run: (tx: Transaction) => Promise<T>,
): Promise<MarketingResult<T>> {
  try {
    return { ok: true, value: await db.transaction(run) };
  } catch (error) {
    if (error instanceof MarketingRefusal) {
      return { ok: false, refusal: error.refusal, message: error.message, detail: error.detail };
    }
    throw error;
  }
}

/** A text trimmed (empty: null); refused when longer than `max` or holding control characters. */
export function textOf(value: string | null | undefined, max: number): string | null {
  const text = value?.trim() ?? '';
  const control = /\p{Cc}/u.test(text.replace(/[\n\r\t]/g, ''));
  if (text.length > max || control || !text.isWellFormed()) throw new MarketingRefusal('TEXT_TOO_LONG');
  return text === '' ? null : text;
}

/** An amount of money in minor units: whole, above 0, within `max`. */
export function amountOf(minor: number, max: number = L.amountMax): number {
  if (!Number.isSafeInteger(minor) || minor < 1 || minor > max) throw new MarketingRefusal('BAD_AMOUNT');
  return minor;
}
