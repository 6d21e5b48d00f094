import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaignPrices,
  channels,
  countries,
  marketLanguages,
  markets,
  pickupPoints,
  priceLog,
  prices,
  rentalDeliveryZones,
  rentalPrices,
} from '#src/db/schema.ts';
import { CHANNEL_ID, CHANNEL_THEME } from '#src/seed/reference-data.ts';
import { seedIfEmpty } from '#src/seed/seed.ts';
import { startTestApi, TEST_API_KEY, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const db = () => api.database.db;

async function marketId(alias: string) {
  const [row] = await db().select({ id: markets.id }).from(markets).where(eq(markets.alias, alias));
  return row?.id;
}

/** What a market sells at: its prices, price history and rental prices, without its id. */
async function pricesOf(id: number) {
  const strip = <T extends { marketId: number }>(rows: T[]) => rows.map(({ marketId: _, ...row }) => row);
  return {
    prices: strip(
      await db().select().from(prices).where(eq(prices.marketId, id)).orderBy(asc(prices.productId)),
    ),
    log: strip(
      await db().select().from(priceLog).where(eq(priceLog.marketId, id)).orderBy(asc(priceLog.id)),
    ).map(({ id: _, ...row }) => row),
    rentals: strip(
      await db()
        .select()
        .from(rentalPrices)
        .where(eq(rentalPrices.marketId, id))
        .orderBy(asc(rentalPrices.productId), asc(rentalPrices.customerType)),
    ),
    zones: strip(
      await db()
        .select()
        .from(rentalDeliveryZones)
        .where(eq(rentalDeliveryZones.marketId, id))
        .orderBy(asc(rentalDeliveryZones.zipPrefix)),
    ),
  };
}

/** Takes Åland and the channel's theme away, as a shop seeded before either had them. */
async function forgetAlandAndTheme() {
  const ax = (await marketId('ax')) as number;
  await db().delete(rentalDeliveryZones).where(eq(rentalDeliveryZones.marketId, ax));
  await db().delete(rentalPrices).where(eq(rentalPrices.marketId, ax));
  await db().delete(campaignPrices).where(eq(campaignPrices.marketId, ax));
  await db().delete(priceLog).where(eq(priceLog.marketId, ax));
  await db().delete(prices).where(eq(prices.marketId, ax));
  await db().delete(marketLanguages).where(eq(marketLanguages.marketId, ax));
  await db().delete(markets).where(eq(markets.id, ax));
  await db().delete(pickupPoints).where(eq(pickupPoints.countryCode, 'AX'));
  await db().delete(countries).where(eq(countries.code, 'AX'));
  await db().update(channels).set({ theme: null }).where(eq(channels.id, CHANNEL_ID));
}

describe('a shop seeded before channels had a theme and Åland was a market', () => {
  it("gets the theme and Åland, at Finland's prices, on its next start, and once only", async () => {
    const seeded = await pricesOf((await marketId('ax')) as number);
    expect(seeded.prices.length).toBeGreaterThan(0);
    expect(seeded.rentals.length).toBeGreaterThan(0);
    await forgetAlandAndTheme();
    expect(await marketId('ax')).toBeUndefined();

    expect(await seedIfEmpty(db(), { apiKey: TEST_API_KEY })).toBe(0);
    const ax = await marketId('ax');
    expect(ax).toBeDefined();
    expect(await pricesOf(ax as number)).toEqual(seeded);
    expect(await pricesOf(ax as number)).toEqual(await pricesOf((await marketId('fi')) as number));
    const [market] = await db()
      .select()
      .from(markets)
      .where(eq(markets.id, ax as number));
    expect(market).toMatchObject({ countryCode: 'AX', currencyCode: 'EUR', onlyDisplayInCheckout: true });
    expect(
      (
        await db()
          .select({ languageId: marketLanguages.languageId })
          .from(marketLanguages)
          .where(eq(marketLanguages.marketId, ax as number))
          .orderBy(asc(marketLanguages.position))
      ).map((l) => l.languageId),
    ).toEqual(['sv-SE', 'fi-FI']);
    const points = await db()
      .select({ id: pickupPoints.id })
      .from(pickupPoints)
      .where(eq(pickupPoints.countryCode, 'AX'));
    expect(points.map((p) => p.id)).toEqual(['AX-22100-30', 'AX-22410-31']);
    const [channel] = await db()
      .select({ theme: channels.theme })
      .from(channels)
      .where(eq(channels.id, CHANNEL_ID));
    expect(channel?.theme).toEqual(CHANNEL_THEME);

    const count = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(prices)
          .where(inArray(prices.marketId, [ax as number]))
      )[0]?.n;
    const before = { markets: (await db().select().from(markets)).length, prices: await count() };
    await seedIfEmpty(db(), { apiKey: TEST_API_KEY });
    expect({ markets: (await db().select().from(markets)).length, prices: await count() }).toEqual(before);

    // The service, started again, sells there.
    await api.restart();
    const { body } = await api.graphql<{
      channel: { markets: { alias: string; onlyDisplayInCheckout: boolean }[] };
    }>('{ channel { markets { alias onlyDisplayInCheckout } } }');
    expect(body.data?.channel.markets.at(-1)).toEqual({ alias: 'ax', onlyDisplayInCheckout: true });
  });

  it('keeps a theme the shop has, even an empty one', async () => {
    await db().update(channels).set({ theme: {} }).where(eq(channels.id, CHANNEL_ID));
    await seedIfEmpty(db(), { apiKey: TEST_API_KEY });
    const [channel] = await db()
      .select({ theme: channels.theme })
      .from(channels)
      .where(eq(channels.id, CHANNEL_ID));
    expect(channel?.theme).toEqual({});
  });
});
