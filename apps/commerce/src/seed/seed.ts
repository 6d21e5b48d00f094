import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import {
  apiKeys,
  brands,
  campaignProducts,
  categories,
  channels,
  contentPages,
  countries,
  currencies,
  discountCampaigns,
  documents,
  languages,
  marketLanguages,
  markets,
  menus,
  parameterGroups,
  parameters,
  pickupPoints,
  priceLog,
  prices,
  productImages,
  productParameters,
  products,
  productTexts,
  promoCodes,
  reviews,
  skus,
  widgets,
} from '#src/db/schema.ts';
import { refreshSearchIndex } from '#src/modules/catalog/search.ts';
import { campaignSeeds } from './campaigns.ts';
import { insertCartOffers } from './cart-offers.ts';
import { brandRows, categoryRows, parameterGroupRows, parameterRows } from './catalog-definitions.ts';
import { insertCheckoutReferenceData } from './checkout.ts';
import { insertContent } from './content/index.ts';
import { type GeneratedProduct, type GenerateOptions, generateProducts } from './generate.ts';
import { insertMenus } from './menus.ts';
import { CHANNEL_ID, countryRows, currencyRows, languageRows, marketSeeds } from './reference-data.ts';

export const DEFAULT_CATALOG: GenerateOptions = { products: 2000, seed: 20261121 };
const BATCH = 250;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function insertReferenceData(tx: Tx, apiKey: string) {
  await tx.insert(languages).values(languageRows);
  await tx.insert(currencies).values(currencyRows);
  await tx.insert(countries).values(countryRows);
  await tx.insert(channels).values({ id: CHANNEL_ID, name: 'Maskinbutiken', defaultMarketId: 1 });
  await tx.insert(markets).values(
    marketSeeds.map((m, i) => ({
      id: i + 1,
      channelId: CHANNEL_ID,
      alias: m.alias,
      countryCode: m.countryCode,
      currencyCode: m.currencyCode,
      defaultLanguageId: m.languageIds[0] as string,
      vatRateBp: m.vatRateBp,
      groupKey: m.groupKey,
      position: i,
    })),
  );
  await tx
    .insert(marketLanguages)
    .values(
      marketSeeds.flatMap((m, i) =>
        m.languageIds.map((languageId, position) => ({ marketId: i + 1, languageId, position })),
      ),
    );
  await tx.insert(apiKeys).values({ key: apiKey, channelId: CHANNEL_ID, description: 'Demo storefront' });
}

async function insertCatalogDefinitions(tx: Tx) {
  await tx.insert(categories).values(categoryRows());
  await tx.insert(brands).values(brandRows());
  await tx.insert(parameterGroups).values(parameterGroupRows);
  await tx.insert(parameters).values(parameterRows());
  await tx.insert(discountCampaigns).values(
    campaignSeeds.map((c) => ({
      id: c.id,
      alias: c.alias,
      name: c.name,
      description: c.description,
      discountBp: c.discountBp,
      startsAt: c.startsAt,
      endsAt: c.endsAt,
    })),
  );
}

async function insertProducts(tx: Tx, batch: GeneratedProduct[]) {
  const rows = <T>(pick: (p: GeneratedProduct) => T[]) => batch.flatMap(pick);
  await tx.insert(products).values(batch.map((p) => p.product));
  await tx.insert(productTexts).values(rows((p) => p.texts.map((t) => ({ productId: p.product.id, ...t }))));
  await tx.insert(skus).values(rows((p) => p.skus.map((s) => ({ productId: p.product.id, ...s }))));
  await tx.insert(prices).values(rows((p) => p.prices.map((r) => ({ productId: p.product.id, ...r }))));
  await tx.insert(priceLog).values(rows((p) => p.priceLog.map((r) => ({ productId: p.product.id, ...r }))));
  const params = rows((p) => p.parameters.map((r) => ({ productId: p.product.id, ...r })));
  if (params.length) await tx.insert(productParameters).values(params);
  await tx
    .insert(productImages)
    .values(
      rows((p) => p.images.map((fileName, position) => ({ productId: p.product.id, position, fileName }))),
    );
  const inCampaigns = rows((p) =>
    p.campaignIds.map((campaignId) => ({ campaignId, productId: p.product.id })),
  );
  if (inCampaigns.length) await tx.insert(campaignProducts).values(inCampaigns);
  const reviewRows = rows((p) => p.reviews.map((r) => ({ productId: p.product.id, ...r })));
  if (reviewRows.length) await tx.insert(reviews).values(reviewRows);
  const documentRows = rows((p) => p.documents.map((d) => ({ productId: p.product.id, ...d })));
  if (documentRows.length) await tx.insert(documents).values(documentRows);
}

/** Serial columns were given explicit ids; move their sequences past them. */
async function resetSequences(tx: Tx) {
  for (const table of [
    'markets',
    'categories',
    'brands',
    'products',
    'skus',
    'parameters',
    'discount_campaigns',
  ]) {
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 1))`,
      ),
    );
  }
}

/** Seeds an empty database with the shop's setup and a generated catalog, in one transaction. */
export async function seedCatalog(db: Database, options: GenerateOptions & { apiKey: string }) {
  await db.transaction(async (tx) => {
    await insertReferenceData(tx, options.apiKey);
    await insertCatalogDefinitions(tx);
    let batch: GeneratedProduct[] = [];
    for (const product of generateProducts(options)) {
      batch.push(product);
      if (batch.length === BATCH) {
        await insertProducts(tx, batch);
        batch = [];
      }
    }
    if (batch.length) await insertProducts(tx, batch);
    await insertContent(tx);
    await insertCartOffers(tx);
    await insertMenus(tx);
    await insertCheckoutReferenceData(tx);
    await resetSequences(tx);
    await refreshSearchIndex(tx);
  });
  // Fresh statistics and visibility map, so the planner walks indexes (and index-only scans stay so).
  await db.execute(sql`vacuum analyze`);
}

/**
 * First start: seed the demo catalog. Later starts: make sure the configured API key exists, and
 * give a shop seeded before it had content pages, a cart, menus or a checkout its pages and home page
 * widgets, its promo codes, gift cards and cart campaigns, its menus, and its pickup points and
 * invoice customers.
 */
export async function seedIfEmpty(
  db: Database,
  options: { apiKey: string; products?: number },
): Promise<boolean> {
  const [existing] = await db.select({ id: channels.id }).from(channels).limit(1);
  if (existing) {
    await db
      .insert(apiKeys)
      .values({ key: options.apiKey, channelId: CHANNEL_ID, description: 'Configured API key' })
      .onConflictDoNothing();
    const [page] = await db.select({ id: contentPages.id }).from(contentPages).limit(1);
    const [widget] = await db.select({ id: widgets.id }).from(widgets).limit(1);
    if (!page && !widget) await db.transaction((tx) => insertContent(tx));
    const [promo] = await db.select({ code: promoCodes.code }).from(promoCodes).limit(1);
    if (!promo) await db.transaction((tx) => insertCartOffers(tx));
    const [menu] = await db.select({ id: menus.id }).from(menus).limit(1);
    if (!menu) await db.transaction((tx) => insertMenus(tx));
    const [point] = await db.select({ id: pickupPoints.id }).from(pickupPoints).limit(1);
    if (!point) await db.transaction((tx) => insertCheckoutReferenceData(tx));
    return false;
  }
  await seedCatalog(db, {
    ...DEFAULT_CATALOG,
    products: options.products ?? DEFAULT_CATALOG.products,
    apiKey: options.apiKey,
  });
  return true;
}
