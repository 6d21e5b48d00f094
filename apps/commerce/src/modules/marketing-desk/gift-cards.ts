import { randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#src/db/client.ts';
import { currencies, giftCards, orders, staffMembers } from '#src/db/schema.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';
import { maskedCode, normalizeCode } from '#src/modules/cart/index.ts';
import {
  amountOf,
  MARKETING_LIMITS as L,
  MarketingRefusal,
  type MarketingResult,
  marketingTransaction,
  textOf,
} from './refusals.ts';

/** Letters and digits a person reads back without doubt: no 0/O, 1/I/L. 32 of them, 5 bits a character. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new card's code: 16 characters drawn by the system's cryptographic generator, 80 random bits. */
export function newGiftCardCode(): string {
  let code = '';
  for (let i = 0; i < L.giftCardCodeLength; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export const GIFT_CARD_STATES = ['ACTIVE', 'EMPTY', 'EXPIRED', 'VOIDED'] as const;
export type GiftCardState = (typeof GIFT_CARD_STATES)[number];

/** A card as the desk shows it, found by its code: never the code itself, only its last four. */
export interface DeskGiftCard {
  id: number;
  maskedCode: string;
  currency: string;
  balance: number;
  initialBalance: number | null;
  issuedAt: Date | null;
  issuedBy: string | null;
  note: string | null;
  expiresAt: Date | null;
  voidedAt: Date | null;
  voidedBy: string | null;
  voidReason: string | null;
  state: GiftCardState;
  uses: { orderId: number; at: Date; stage: string; drawn: number; returned: number }[];
}

/** A card issued: its number, and its code, shown this once. */
export interface IssuedGiftCard {
  id: number;
  code: string;
}

const voider = alias(staffMembers, 'voider');

/** The card a code names, with the orders it paid; null when none. */
export async function findDeskGiftCard(db: Database, typed: string, now: Date): Promise<DeskGiftCard | null> {
  const code = normalizeCode(typed);
  const [row] = await db
    .select({ card: giftCards, issuedBy: staffMembers.email, voidedBy: voider.email })
    .from(giftCards)
    .leftJoin(staffMembers, eq(staffMembers.id, giftCards.issuedBy))
    .leftJoin(voider, eq(voider.id, giftCards.voidedBy))
    .where(eq(giftCards.code, code));
  if (!row) return null;
  const { card } = row;
  const uses = await db
    .select({
      orderId: orders.id,
      at: orders.createdAt,
      stage: orders.stage,
      fromBalance: orders.fromBalanceIncVat,
      fromAccount: orders.fromAccountBalanceIncVat,
      returned: orders.giftCardReturnedIncVat,
    })
    .from(orders)
    .where(eq(orders.giftCardCode, code))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(L.listMax);
  let state: GiftCardState = 'ACTIVE';
  if (card.voidedAt !== null) state = 'VOIDED';
  else if (card.expiresAt !== null && card.expiresAt <= now) state = 'EXPIRED';
  else if (card.balance <= 0) state = 'EMPTY';
  return {
    id: card.id,
    maskedCode: maskedCode(card.code),
    currency: card.currencyCode,
    balance: card.balance,
    initialBalance: card.initialBalance,
    issuedAt: card.issuedAt,
    issuedBy: row.issuedBy,
    note: card.note,
    expiresAt: card.expiresAt,
    voidedAt: card.voidedAt,
    voidedBy: row.voidedBy,
    voidReason: card.voidReason,
    state,
    uses: uses.map((use) => ({
      orderId: use.orderId,
      at: use.at,
      stage: use.stage,
      drawn: use.fromBalance - use.fromAccount,
      returned: use.returned,
    })),
  };
}

/**
 * Issues a card holding `amount` (minor units) of a currency, its code drawn at random; the row
 * and the audit row (which keeps only the code's last four characters), in one transaction.
 */
export function issueGiftCard(
  db: Database,
  input: {
    currency: string;
    amount: number;
    expiresAt?: Date | null;
    note?: string | null;
    actor: AuditActor;
    now: number;
  },
): Promise<MarketingResult<IssuedGiftCard>> {
  return marketingTransaction(db, async (tx) => {
    const amount = amountOf(input.amount, L.giftCardMax);
    const currency = input.currency.trim().toUpperCase();
    const [known] = await tx
      .select({ code: currencies.code })
      .from(currencies)
      .where(eq(currencies.code, currency));
    if (!known) throw new MarketingRefusal('UNKNOWN_CURRENCY');
    const expiresAt = input.expiresAt ?? null;
    if (expiresAt !== null && expiresAt.getTime() <= input.now)
      throw new MarketingRefusal('ENDS_IN_THE_PAST');
    const note = textOf(input.note, L.noteMax);
    // 80 random bits make a collision all but impossible; a second draw settles it if one comes.
    for (let attempt = 0; attempt < 3; attempt++) {
      const code = newGiftCardCode();
      const [row] = await tx
        .insert(giftCards)
        .values({
          code,
          currencyCode: currency,
          balance: amount,
          initialBalance: amount,
          expiresAt,
          issuedAt: new Date(input.now),
          issuedBy: input.actor.staffId,
          note,
        })
        .onConflictDoNothing({ target: giftCards.code })
        .returning({ id: giftCards.id });
      if (!row) continue;
      await recordAudit(tx, {
        actor: input.actor,
        action: 'giftCard.issue',
        entityType: 'giftCard',
        entityId: row.id,
        after: {
          code: maskedCode(code),
          currency,
          amount,
          expiresAt: expiresAt?.toISOString() ?? null,
          note,
        },
      });
      return { id: row.id, code };
    }
    throw new Error('No free gift card code in three draws');
  });
}

/** Voids a card with the reason: it pays for nothing from now on, whatever it holds. */
export function voidGiftCard(
  db: Database,
  input: { id: number; reason: string; actor: AuditActor; now: number },
): Promise<MarketingResult<string>> {
  return marketingTransaction(db, async (tx) => {
    const reason = textOf(input.reason, L.noteMax);
    if (reason === null) throw new MarketingRefusal('REASON_REQUIRED');
    const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, input.id)).for('update');
    if (!card) throw new MarketingRefusal('GIFT_CARD_NOT_FOUND');
    if (card.voidedAt !== null) throw new MarketingRefusal('ALREADY_VOIDED');
    await tx
      .update(giftCards)
      .set({ voidedAt: new Date(input.now), voidedBy: input.actor.staffId, voidReason: reason })
      .where(eq(giftCards.id, card.id));
    await recordAudit(tx, {
      actor: input.actor,
      action: 'giftCard.void',
      entityType: 'giftCard',
      entityId: card.id,
      before: { code: maskedCode(card.code), balance: card.balance, voided: false },
      after: { voided: true, reason },
    });
    return card.code;
  });
}
