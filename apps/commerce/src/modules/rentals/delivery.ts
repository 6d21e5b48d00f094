import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { rentalDeliveryZones, rentalObjects, rentalPrices } from '#src/db/schema.ts';
import { exVatFromIncVat } from '#src/modules/pricing/index.ts';

/** Why a hire cannot be delivered to a zip: not a Swedish zip at all, or not one the depot serves. */
export const DELIVERY_PROBLEMS = ['INVALID_ZIP', 'NOT_DELIVERED'] as const;
export type DeliveryProblem = (typeof DELIVERY_PROBLEMS)[number];

/** Delivery to the site and fetching back (ADR 66), integer minor units; or why there is none. */
export type DeliveryQuote =
  | { zip: string; problem: null; incVat: number; exVat: number }
  | { zip: string; problem: DeliveryProblem };

/**
 * A Swedish zip as its five digits ("114 46", " 11446 " -> "11446"), or null for anything else:
 * Swedish zips start at 100 00, so one starting with 0 is no zip.
 */
export function swedishZip(text: string): string | null {
  const match = /^\s*([1-9]\d{2})\s?(\d{2})\s*$/.exec(text);
  return match ? `${match[1]}${match[2]}` : null;
}

/**
 * What delivering a rental object to `zip` and fetching it back costs in a market: the zone of its
 * depot whose zip prefix is the longest that matches, at the hire's VAT rate (delivery is part of
 * the hire). A zone without a price, or no zone, is a zip the depot does not deliver to.
 */
export async function deliveryQuote(
  db: Database | Transaction,
  request: { productId: number; zip: string; marketId: number },
): Promise<DeliveryQuote> {
  const zip = swedishZip(request.zip);
  if (!zip) return { zip: request.zip.trim(), problem: 'INVALID_ZIP' };
  const vatRate = db
    .select({ vatRateBp: rentalPrices.vatRateBp })
    .from(rentalPrices)
    .where(and(eq(rentalPrices.productId, request.productId), eq(rentalPrices.marketId, request.marketId)))
    .limit(1);
  const [zone] = await db
    .select({ priceIncVat: rentalDeliveryZones.priceIncVat, vatRateBp: sql<number | null>`(${vatRate})` })
    .from(rentalObjects)
    .innerJoin(
      rentalDeliveryZones,
      and(
        eq(rentalDeliveryZones.depotId, rentalObjects.depotId),
        eq(rentalDeliveryZones.marketId, request.marketId),
        sql`${zip} like ${rentalDeliveryZones.zipPrefix} || '%'`,
      ),
    )
    .where(eq(rentalObjects.productId, request.productId))
    .orderBy(desc(sql`length(${rentalDeliveryZones.zipPrefix})`))
    .limit(1);
  if (!zone || zone.priceIncVat === null || zone.vatRateBp === null) return { zip, problem: 'NOT_DELIVERED' };
  return {
    zip,
    problem: null,
    incVat: zone.priceIncVat,
    exVat: exVatFromIncVat(zone.priceIncVat, zone.vatRateBp),
  };
}
