import { and, count, eq, ne } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { orders, promoCodes } from '#src/db/schema.ts';

/** A code as the cart judges it: its row, and the orders that used it so far when it has a limit. */
export type PromoCodeRow = typeof promoCodes.$inferSelect & { uses?: number };

/** The longest promo or gift card code the API reads; longer input is refused at the door. */
export const CODE_MAX = 64;

/** Codes are matched without surrounding space and in any case. */
export const normalizeCode = (code: string): string => code.trim().toUpperCase();

/** The states of spec section 4; an invalid code is refused when typed, so a cart holds one only if it has since ended. */
export const PROMO_CODE_STATES = ['NONE', 'ACTIVATED', 'REQUIREMENTS_NOT_MET', 'INVALID'] as const;

export type UnmetRequirement =
  | { requirement: 'MINIMUM_ORDER'; minimumOrderIncVat: number }
  | { requirement: 'BRAND'; brandId: number }
  /** The code gives nothing in the market's currency. */
  | { requirement: 'CURRENCY' };

export interface PromoEffect {
  percentageBp: number;
  fixedAmountIncVat: number;
  freeShipping: boolean;
}

export type PromoJudgement =
  | { state: 'NONE' }
  | { state: 'INVALID' }
  | { state: 'REQUIREMENTS_NOT_MET'; unmet: UnmetRequirement }
  | { state: 'ACTIVATED'; effect: PromoEffect };

/** What a code's requirements are judged by: the cart's items before the cart's own discounts. */
export interface PromoCartFacts {
  currency: string;
  itemsValueIncVat: number;
  brandIds: ReadonlySet<number>;
  now: Date;
}

const isRunning = (promo: PromoCodeRow, now: Date) =>
  promo.startsAt <= now && (promo.endsAt === null || promo.endsAt > now);

/** Whether every use a code allows is taken: then it is as invalid as an ended one (ADR 77). */
export const isUsedUp = (promo: PromoCodeRow) => promo.maxUses !== null && (promo.uses ?? 0) >= promo.maxUses;

/** Whether a code applies to a cart, and what it gives; `promo` is the row the code names, if any. */
export function judgePromoCode(promo: PromoCodeRow | null | undefined, cart: PromoCartFacts): PromoJudgement {
  if (!promo || !isRunning(promo, cart.now) || isUsedUp(promo)) return { state: 'INVALID' };
  const amountOff = promo.kind === 'FIXED_AMOUNT' ? promo.amountOff?.[cart.currency] : 0;
  if (amountOff === undefined) return { state: 'REQUIREMENTS_NOT_MET', unmet: { requirement: 'CURRENCY' } };
  if (promo.minimumOrder) {
    const minimum = promo.minimumOrder[cart.currency];
    if (minimum === undefined) return { state: 'REQUIREMENTS_NOT_MET', unmet: { requirement: 'CURRENCY' } };
    if (cart.itemsValueIncVat < minimum) {
      return {
        state: 'REQUIREMENTS_NOT_MET',
        unmet: { requirement: 'MINIMUM_ORDER', minimumOrderIncVat: minimum },
      };
    }
  }
  if (promo.requiredBrandId !== null && !cart.brandIds.has(promo.requiredBrandId)) {
    return { state: 'REQUIREMENTS_NOT_MET', unmet: { requirement: 'BRAND', brandId: promo.requiredBrandId } };
  }
  return {
    state: 'ACTIVATED',
    effect: {
      percentageBp: promo.kind === 'PERCENTAGE' ? (promo.discountBp ?? 0) : 0,
      fixedAmountIncVat: amountOff,
      freeShipping: promo.kind === 'FREE_SHIPPING',
    },
  };
}

/**
 * The orders that used a code (it gave them a discount) and were not cancelled: all of them, or
 * those of one customer (the invoice's customer key). A cancelled order gives its use back.
 */
export async function promoCodeUses(
  db: Database | Transaction,
  code: string,
  customerKey?: string,
): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(orders)
    .where(
      and(
        eq(orders.promoCode, code),
        eq(orders.promoState, 'ACTIVATED'),
        ne(orders.stage, 'cancelled'),
        customerKey === undefined ? undefined : eq(orders.customerKey, customerKey),
      ),
    );
  return row?.uses ?? 0;
}

/** The code's row, with its uses counted when it has a limit of them. */
export async function findPromoCode(db: Database, code: string): Promise<PromoCodeRow | null> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, normalizeCode(code)));
  if (!row) return null;
  return row.maxUses === null ? row : { ...row, uses: await promoCodeUses(db, row.code) };
}
