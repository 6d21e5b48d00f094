import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '#src/db/client.ts';
import { facetIndexOf, type ProductsChanged } from '#src/modules/listing/index.ts';
import { CATALOG_TAG, type InvalidateStorefronts } from '#src/modules/storefront-cache/index.ts';

/** How often, and how long at most, the lists' index is looked at for its rebuild after a change. */
const LOOK_EVERY_MS = 250;
const LOOK_AT_MOST_MS = 120_000;

/** Settles once the database's index is another than `before`: rebuilt, or after the longest wait. */
async function rebuilt(db: Database, before: unknown): Promise<void> {
  for (let waited = 0; waited < LOOK_AT_MOST_MS; waited += LOOK_EVERY_MS) {
    await sleep(LOOK_EVERY_MS, undefined, { ref: false });
    if ((await facetIndexOf(db)) !== before) return;
  }
}

/**
 * After a campaign's change committed: every instance's lists take its products' new prices at
 * once, and its name and members with their index's rebuild (ADR 73), which is paced by the
 * catalog's size. The storefronts' cached catalog pages expire now, for the prices, and again
 * once this instance's index is rebuilt, for the names (ADR 77).
 */
export async function showCampaignChange(
  services: { db: Database; productsChanged: ProductsChanged; invalidateStorefronts: InvalidateStorefronts },
  productIds: readonly number[],
): Promise<void> {
  await services.productsChanged(productIds);
  await services.invalidateStorefronts([CATALOG_TAG]);
  if (productIds.length === 0) return;
  const before = await facetIndexOf(services.db);
  rebuilt(services.db, before)
    .then(() => services.invalidateStorefronts([CATALOG_TAG]))
    .catch(() => {});
}
