import type { Database, Transaction } from '#src/db/client.ts';

/** The desk's bounds: amounts, quantities, texts, how far ahead a price may be set. */
export const STOCK_DESK_LIMITS = {
  /** The largest price in minor units the price columns hold (21 474 836,47). */
  priceMax: 2_147_483_647,
  /** The most units one change moves, and the most a SKU holds. */
  unitsMax: 1_000_000,
  noteMax: 500,
  /** How far ahead a price may be scheduled, in days. */
  scheduleDays: 366,
  searchMax: 200,
  pageDefault: 25,
  pageMax: 100,
  /** Stock changes shown with a SKU, newest first. */
  changesMax: 50,
} as const;

/** Why a change was refused; nothing changed. The admin app words each by its code. */
export const STOCK_DESK_REFUSALS = [
  'SKU_NOT_FOUND',
  'MARKET_NOT_FOUND',
  'NOT_SOLD_IN_MARKET',
  'BAD_PRICE',
  'SELLING_ABOVE_REGULAR',
  'STARTS_IN_THE_PAST',
  'STARTS_TOO_LATE',
  'SCHEDULED_PRICE_NOT_FOUND',
  'NOT_PENDING',
  'BAD_QUANTITY',
  'NOT_ENOUGH_STOCK',
  'TOO_MUCH_STOCK',
  'BAD_THRESHOLD',
  'NOTE_TOO_LONG',
] as const;
export type StockDeskRefusalCode = (typeof STOCK_DESK_REFUSALS)[number];

const L = STOCK_DESK_LIMITS;
const MESSAGES: Record<StockDeskRefusalCode, string> = {
  SKU_NOT_FOUND: 'There is no such SKU.',
  MARKET_NOT_FOUND: 'There is no such market.',
  NOT_SOLD_IN_MARKET: 'The product has no price in that market: it is not sold there.',
  BAD_PRICE: `A price is more than 0 and at most ${L.priceMax / 100}, in whole minor units (two decimals).`,
  SELLING_ABOVE_REGULAR: 'The selling price cannot be above the regular price.',
  STARTS_IN_THE_PAST: 'A scheduled price starts later than now.',
  STARTS_TOO_LATE: `A price can be scheduled at most ${L.scheduleDays} days ahead.`,
  SCHEDULED_PRICE_NOT_FOUND: 'There is no such scheduled price.',
  NOT_PENDING: 'The scheduled price has already been applied or cancelled.',
  BAD_QUANTITY: `A quantity is a whole number: at least 1 for a delivery or damage, 0 or more for a stocktake, at most ${L.unitsMax}.`,
  NOT_ENOUGH_STOCK: 'More units than are in stock cannot be written off: count the stock instead.',
  TOO_MUCH_STOCK: `A SKU holds at most ${L.unitsMax} units.`,
  BAD_THRESHOLD: `A low-stock threshold is a whole number from 0 to ${L.unitsMax}.`,
  NOTE_TOO_LONG: `A note is at most ${L.noteMax} characters of text.`,
};

/** A change refused: thrown inside the transaction, which rolls back, and answered as a value. */
export class StockDeskRefusal extends Error {
  readonly refusal: StockDeskRefusalCode;
  constructor(refusal: StockDeskRefusalCode) {
    super(MESSAGES[refusal]);
    this.refusal = refusal;
  }
}

export type StockDeskResult<T> =
  | { ok: true; value: T }
  | { ok: false; refusal: StockDeskRefusalCode; message: string };

/** Runs a change in one transaction; a refusal rolls it back and is answered, anything else is thrown. */
export async function deskTransaction<T>(
  db: Database,
  run: (tx: Transaction) => Promise<T>,
): Promise<StockDeskResult<T>> {
  try {
    return { ok: true, value: await db.transaction(run) };
  } catch (error) {
    if (error instanceof StockDeskRefusal) {
      return { ok: false, refusal: error.refusal, message: error.message };
    }
    throw error;
  }
}

/** A note trimmed (empty: null); refused when too long or holding control characters. */
export function noteOf(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  const control = /\p{Cc}/u.test(text.replace(/[\n\r\t]/g, ''));
  if (text.length > L.noteMax || control || !text.isWellFormed()) throw new StockDeskRefusal('NOTE_TOO_LONG');
  return text === '' ? null : text;
}

/** Refuses an amount that is not whole minor units above 0 within the columns' range. */
export function checkPrice(minor: number): number {
  if (!Number.isSafeInteger(minor) || minor < 1 || minor > L.priceMax)
    throw new StockDeskRefusal('BAD_PRICE');
  return minor;
}

/** Selling and regular price inc VAT, checked; no regular price: the selling one (not discounted). */
export function checkPrices(selling: number, regular: number | null | undefined) {
  const sellingIncVat = checkPrice(selling);
  const regularIncVat = regular == null ? sellingIncVat : checkPrice(regular);
  if (sellingIncVat > regularIncVat) throw new StockDeskRefusal('SELLING_ABOVE_REGULAR');
  return { sellingIncVat, regularIncVat };
}
