import { and, eq, isNull, sql } from 'drizzle-orm';
import { bulkLoad } from '#src/db/bulk.ts';
import type { Database } from '#src/db/client.ts';
import {
  apiKeys,
  brands,
  categories,
  channels,
  contentPages,
  countries,
  currencies,
  depots,
  discountCampaigns,
  languages,
  marketLanguages,
  markets,
  menus,
  parameterGroups,
  parameters,
  pickupPoints,
  productSearch,
  rentalDeliveryZones,
  searchWords,
  widgets,
} from '#src/db/schema.ts';
import { themeRefusals } from '#src/modules/channels/index.ts';
import { adoptSeededCampaignPrices } from '#src/modules/marketing-desk/index.ts';
import { insertAddedMarkets } from './added-markets.ts';
import { campaignSeeds } from './campaigns.ts';
import { insertCartOffers } from './cart-offers.ts';
import { brandRows, categoryRows, parameterGroupRows, parameterRows } from './catalog-definitions.ts';
import { loadCatalog } from './catalog-load.ts';
import { insertCheckoutReferenceData } from './checkout.ts';
import { insertContent, insertContentPageAliases, insertTrustRatingIfMissing } from './content/index.ts';
import type { GenerateOptions } from './generate.ts';
import { insertMenus } from './menus.ts';
import { productTables } from './product-tables.ts';
import type { SeedProgress } from './progress.ts';
import {
  CHANNEL_ID,
  CHANNEL_THEME,
  countryRows,
  currencyRows,
  languageRows,
  marketSeeds,
} from './reference-data.ts';
import { insertDeliveryZones, insertRentals } from './rentals.ts';

export const DEFAULT_CATALOG: GenerateOptions = { products: 2000, seed: 20261121 };

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The demo theme, refused here as the API would refuse it: the seed writes no value a page must not carry. */
function channelTheme() {
  const refusals = themeRefusals(CHANNEL_THEME);
  if (refusals.length > 0) throw new Error(`The channel's theme is refused: ${refusals.join('; ')}`);
  return CHANNEL_THEME;
}

async function insertReferenceData(tx: Tx, apiKey: string) {
  await tx.insert(languages).values(languageRows);
  await tx.insert(currencies).values(currencyRows);
  await tx.insert(countries).values(countryRows);
  await tx
    .insert(channels)
    .values({ id: CHANNEL_ID, name: 'Maskinbutiken', defaultMarketId: 1, theme: channelTheme() });
  await tx.insert(markets).values(
    marketSeeds.map((m, i) => ({
      id: i + 1,
      channelId: CHANNEL_ID,
      alias: m.alias,
      countryCode: m.countryCode,
      currencyCode: m.currencyCode,
      defaultLanguageId: m.languageIds[0] as string,
      vatRateBp: m.vatRateBp,
      onlyDisplayInCheckout: m.onlyDisplayInCheckout ?? false,
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

/**
 * Seeds an empty database with the shop's setup and a generated catalog, in one transaction.
 * Answers the number of product rows written.
 */
export async function seedCatalog(
  db: Database,
  options: GenerateOptions & { apiKey: string; progress?: SeedProgress },
): Promise<number> {
  let rows = 0;
  await db.transaction(async (tx) => {
    await insertReferenceData(tx, options.apiKey);
    await insertCatalogDefinitions(tx);
    const tables = [...productTables.map(([table]) => table), productSearch, searchWords];
    rows = await bulkLoad(tx, tables, () => loadCatalog(tx, options, options.progress));
    // The running campaigns' prices, as the marketing desk keeps them: put back when they end (ADR 77).
    await adoptSeededCampaignPrices(tx);
    await insertContent(tx);
    await insertCartOffers(tx);
    await insertMenus(tx);
    await insertCheckoutReferenceData(tx);
    await insertRentals(tx);
    await resetSequences(tx);
  });
  // Fresh statistics and visibility map, so the planner walks indexes (and index-only scans stay so).
  await db.execute(sql`vacuum analyze`);
  return rows;
}

/** Whether the database holds a shop already: its channel, written first by every seed. */
export async function hasCatalog(db: Database): Promise<boolean> {
  const [existing] = await db.select({ id: channels.id }).from(channels).limit(1);
  return existing !== undefined;
}

/**
 * First start: seed the demo catalog, with its promo codes, gift cards and cart campaigns. Later
 * starts: make sure the configured API key exists, and give a shop seeded before it had a channel
 * theme, content pages, menus, a checkout, rentals or a market of the seed its theme, its pages and
 * home page widgets (and the trust rating), its menus, its pickup points and invoice customers, its
 * rental objects and the market. A later start never writes codes or gift cards: a shop keeps the
 * ones it has, or has none. Answers the number of product rows seeded (0: the database
 * held a catalog).
 */
export async function seedIfEmpty(
  db: Database,
  options: { apiKey: string; products?: number; progress?: SeedProgress },
): Promise<number> {
  if (await hasCatalog(db)) {
    await db
      .insert(apiKeys)
      .values({ key: options.apiKey, channelId: CHANNEL_ID, description: 'Configured API key' })
      .onConflictDoNothing();
    await db
      .update(channels)
      .set({ theme: channelTheme() })
      .where(and(eq(channels.id, CHANNEL_ID), isNull(channels.theme)));
    // Every country first: the pickup points and markets written below name theirs.
    await db.insert(countries).values(countryRows).onConflictDoNothing();
    const [page] = await db.select({ id: contentPages.id }).from(contentPages).limit(1);
    const [widget] = await db.select({ id: widgets.id }).from(widgets).limit(1);
    if (!page && !widget) await db.transaction((tx) => insertContent(tx));
    else
      await db.transaction(async (tx) => {
        await insertTrustRatingIfMissing(tx);
        await insertContentPageAliases(tx);
      });
    const [menu] = await db.select({ id: menus.id }).from(menus).limit(1);
    if (!menu) await db.transaction((tx) => insertMenus(tx));
    const [point] = await db.select({ id: pickupPoints.id }).from(pickupPoints).limit(1);
    if (!point) await db.transaction((tx) => insertCheckoutReferenceData(tx));
    const [depot] = await db.select({ id: depots.id }).from(depots).limit(1);
    if (!depot) await db.transaction((tx) => insertRentals(tx));
    else if ((await db.select().from(rentalDeliveryZones).limit(1)).length === 0) {
      await db.transaction((tx) => insertDeliveryZones(tx, depot.id));
    }
    await db.transaction((tx) => insertAddedMarkets(tx));
    return 0;
  }
  return seedCatalog(db, {
    ...DEFAULT_CATALOG,
    products: options.products ?? DEFAULT_CATALOG.products,
    apiKey: options.apiKey,
    progress: options.progress,
  });
}
