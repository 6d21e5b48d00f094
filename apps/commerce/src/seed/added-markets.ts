import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { countries, depots, marketLanguages, markets, pickupPoints } from '#src/db/schema.ts';
import { pickupPointRows } from './checkout.ts';
import { CHANNEL_ID, countryRows, type MarketSeed, marketSeeds } from './reference-data.ts';
import { insertDeliveryZones } from './rentals.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A market the seed prices exactly as `seed`: the same currency, VAT rate and rate to the krona. */
const pricedAlike = (seed: MarketSeed) => (other: MarketSeed) =>
  other !== seed &&
  other.currencyCode === seed.currencyCode &&
  other.vatRateBp === seed.vatRateBp &&
  other.perSek === seed.perSek;

/**
 * Gives a shop seeded before a market of the seed was added (Åland, ADR 70) that market: its
 * country, the market with its languages, and the prices, price history and rental prices of the
 * market the generator prices alike, which are the ones it would have made. A market priced like
 * none is left out: without prices it would sell nothing. Its pickup points and rental delivery
 * zones come with it; a later start adds nothing again.
 */
export async function insertAddedMarkets(tx: Tx) {
  const rows = await tx
    .select({ id: markets.id, alias: markets.alias, position: markets.position })
    .from(markets);
  const known = new Map(rows.map((m) => [m.alias, m.id]));
  let position = Math.max(-1, ...rows.map((m) => m.position));
  let added = false;
  for (const seed of marketSeeds.filter((m) => !known.has(m.alias))) {
    const sourceId = known.get(marketSeeds.find(pricedAlike(seed))?.alias ?? '');
    if (sourceId === undefined) continue;
    await tx
      .insert(countries)
      .values(countryRows.filter((c) => c.code === seed.countryCode))
      .onConflictDoNothing();
    position += 1;
    const [market] = await tx
      .insert(markets)
      .values({
        channelId: CHANNEL_ID,
        alias: seed.alias,
        countryCode: seed.countryCode,
        currencyCode: seed.currencyCode,
        defaultLanguageId: seed.languageIds[0] as string,
        vatRateBp: seed.vatRateBp,
        onlyDisplayInCheckout: seed.onlyDisplayInCheckout ?? false,
        groupKey: seed.groupKey,
        position,
      })
      .returning({ id: markets.id });
    if (!market) throw new Error(`The market ${seed.alias} was not written`);
    await tx
      .insert(marketLanguages)
      .values(seed.languageIds.map((languageId, i) => ({ marketId: market.id, languageId, position: i })));
    await copyPrices(tx, sourceId, market.id);
    added = true;
  }
  if (!added) return;
  await tx.insert(pickupPoints).values(pickupPointRows()).onConflictDoNothing();
  const [depot] = await tx.select({ id: depots.id }).from(depots).limit(1);
  if (depot) await insertDeliveryZones(tx, depot.id);
}

async function copyPrices(tx: Tx, from: number, to: number) {
  await tx.execute(sql`insert into prices (product_id, market_id, regular_inc_vat, regular_ex_vat,
      selling_inc_vat, selling_ex_vat, vat_rate_bp)
    select product_id, ${to}, regular_inc_vat, regular_ex_vat, selling_inc_vat, selling_ex_vat, vat_rate_bp
    from prices where market_id = ${from}`);
  await tx.execute(sql`insert into price_log (product_id, market_id, date, regular_inc_vat, regular_ex_vat,
      selling_inc_vat, selling_ex_vat)
    select product_id, ${to}, date, regular_inc_vat, regular_ex_vat, selling_inc_vat, selling_ex_vat
    from price_log where market_id = ${from} order by id`);
  await tx.execute(sql`insert into rental_prices (product_id, market_id, customer_type, day_inc_vat,
      weekend_inc_vat, week_inc_vat, deposit_inc_vat, vat_rate_bp)
    select product_id, ${to}, customer_type, day_inc_vat, weekend_inc_vat, week_inc_vat, deposit_inc_vat, vat_rate_bp
    from rental_prices where market_id = ${from}`);
}
