import { eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { giftCards } from '#src/db/schema.ts';
import { normalizeCode } from './promo-codes.ts';

export type GiftCardRow = typeof giftCards.$inferSelect;

export type GiftCardUse =
  | { usable: true; balance: number }
  | { usable: false; reason: 'INVALID' | 'EMPTY' | 'CURRENCY' };

/** Whether a card pays in a cart of `currency` now, and how much it holds. */
export function giftCardUse(card: GiftCardRow | null | undefined, currency: string, now: Date): GiftCardUse {
  // A voided card is refused as an unknown one: it pays for nothing (ADR 77).
  if (!card || card.voidedAt !== null || (card.expiresAt !== null && card.expiresAt <= now))
    return { usable: false, reason: 'INVALID' };
  if (card.currencyCode !== currency) return { usable: false, reason: 'CURRENCY' };
  if (card.balance <= 0) return { usable: false, reason: 'EMPTY' };
  return { usable: true, balance: card.balance };
}

/** A card's code as shown back: only its last four characters, so a shared cart does not give it away. */
export function maskedCode(code: string): string {
  return code.length <= 4 ? code : `${'•'.repeat(code.length - 4)}${code.slice(-4)}`;
}

export async function findGiftCard(db: Database, code: string): Promise<GiftCardRow | null> {
  const [row] = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.code, normalizeCode(code)));
  return row ?? null;
}
