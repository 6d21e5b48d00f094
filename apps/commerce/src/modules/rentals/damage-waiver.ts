import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { rentalObjects } from '#src/db/schema.ts';
import { basisPointsOf, exVatFromIncVat } from '#src/modules/pricing/index.ts';

/** The damage waiver taken with a hire (ADR 68), integer minor units. */
export interface DamageWaiver {
  incVat: number;
  exVat: number;
}

/**
 * The damage waiver of a period's rent: the object's basis points of the rent (incl. VAT, the
 * delivery left out), rounded as every share of a price is, at the hire's VAT rate.
 */
export function damageWaiverOf(rentIncVat: number, waiverBp: number, vatRateBp: number): DamageWaiver {
  const incVat = basisPointsOf(rentIncVat, waiverBp);
  return { incVat, exVat: exVatFromIncVat(incVat, vatRateBp) };
}

/** The damage waiver an object offers, in basis points of the rent; null when it offers none or is no rental. */
export async function damageWaiverBpOf(
  db: Database | Transaction,
  productId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ bp: rentalObjects.damageWaiverBp })
    .from(rentalObjects)
    .where(eq(rentalObjects.productId, productId));
  return row?.bp ?? null;
}
