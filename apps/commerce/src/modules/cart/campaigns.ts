import { and, asc, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { cartCampaigns } from '#src/db/schema.ts';

export type CartCampaignRow = typeof cartCampaigns.$inferSelect;

/** The cart campaigns running at `now`, oldest first. */
export function runningCartCampaigns(db: Database, now: Date): Promise<CartCampaignRow[]> {
  return db
    .select()
    .from(cartCampaigns)
    .where(
      and(lte(cartCampaigns.startsAt, now), or(isNull(cartCampaigns.endsAt), gt(cartCampaigns.endsAt, now))),
    )
    .orderBy(asc(cartCampaigns.id));
}

/** Whether `categoryId` is `ancestorId` or lies below it in the tree of `parentOf`. */
export function isWithin(
  categoryId: number,
  ancestorId: number,
  parentOf: ReadonlyMap<number, number | null>,
) {
  const seen = new Set<number>();
  for (let id: number | null | undefined = categoryId; id != null && !seen.has(id); id = parentOf.get(id)) {
    if (id === ancestorId) return true;
    seen.add(id);
  }
  return false;
}

/**
 * The quantity price for a product of `categoryId`: of the campaigns covering its category, the one
 * that gives the largest share away; null when none does.
 */
export function quantityPriceFor(
  categoryId: number,
  campaigns: readonly CartCampaignRow[],
  parentOf: ReadonlyMap<number, number | null>,
): CartCampaignRow | null {
  let best: CartCampaignRow | null = null;
  const share = (c: CartCampaignRow) => ((c.buyQuantity ?? 1) - (c.payQuantity ?? 1)) / (c.buyQuantity ?? 1);
  for (const campaign of campaigns) {
    if (campaign.kind !== 'QUANTITY_PRICE' || campaign.categoryId === null) continue;
    if (!isWithin(categoryId, campaign.categoryId, parentOf)) continue;
    if (!best || share(campaign) > share(best)) best = campaign;
  }
  return best;
}

/** The whole-cart discounts a cart of `units` units earns. */
export function cartDiscountsFor(campaigns: readonly CartCampaignRow[], units: number): CartCampaignRow[] {
  return campaigns.filter(
    (c) => c.kind === 'CART_DISCOUNT' && (c.discountBp ?? 0) > 0 && units > 0 && units >= (c.minItems ?? 0),
  );
}
