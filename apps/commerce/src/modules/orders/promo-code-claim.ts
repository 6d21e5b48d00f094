import { eq } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { promoCodes } from '#src/db/schema.ts';
import { promoCodeUses } from '#src/modules/cart/index.ts';
import { PlacementRefusal } from '#src/modules/checkout/index.ts';

/**
 * Counts the order being written among a limited promo code's uses, in its transaction (ADR 77):
 * the code's row is locked, so orders using it take turns, and each counts the uses committed
 * before it and its own; one over the code's limit, or the customer's, is refused and nothing of it
 * remains. A code without limits is not locked: its orders never wait on each other.
 */
export async function claimPromoCode(tx: Transaction, code: string, customerKey: string): Promise<void> {
  const limits = { maxUses: promoCodes.maxUses, maxUsesPerCustomer: promoCodes.maxUsesPerCustomer };
  const [unlocked] = await tx.select(limits).from(promoCodes).where(eq(promoCodes.code, code));
  if (!unlocked || (unlocked.maxUses === null && unlocked.maxUsesPerCustomer === null)) return;
  const [promo] = await tx.select(limits).from(promoCodes).where(eq(promoCodes.code, code)).for('update');
  if (!promo) return;
  if (promo.maxUses !== null && (await promoCodeUses(tx, code)) > promo.maxUses) {
    throw new PlacementRefusal('PROMO_CODE_USED_UP', `every use of ${code} is taken`);
  }
  if (
    promo.maxUsesPerCustomer !== null &&
    (await promoCodeUses(tx, code, customerKey)) > promo.maxUsesPerCustomer
  ) {
    throw new PlacementRefusal(
      'PROMO_CODE_CUSTOMER_LIMIT',
      `the customer has used ${code} as often as it allows`,
    );
  }
}
