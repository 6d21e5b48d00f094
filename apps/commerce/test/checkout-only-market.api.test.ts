import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { markets, prices, rentalPrices } from '#src/db/schema.ts';
import { formatMoney } from '#src/modules/pricing/index.ts';
import { CHECKOUT_DOCUMENTS, checkoutClient } from './checkout-client.ts';
import { useTestApi } from './suite.ts';

const suite = useTestApi();
const checkout = checkoutClient(suite);
const { cart } = checkout;

/** A private buyer on Åland, with a Finnish personal identity code. */
const ALAND_BUYER = {
  customerType: 'PERSON',
  email: 'aino.eriksson@example.ax',
  identityNumber: '131052-308T',
  billingAddress: {
    firstName: 'Aino',
    lastName: 'Eriksson',
    addressLine1: 'Torggatan 2',
    zip: 'AX-22100',
    city: 'Mariehamn',
    country: 'AX',
    mobile: '+358 18 123 456',
  },
  acceptedConsents: ['ORDER'],
};

const AX = { marketId: 'ax', languageId: 'sv-SE' };

async function marketIdOf(alias: string): Promise<number> {
  const [row] = await suite.db().select({ id: markets.id }).from(markets).where(eq(markets.alias, alias));
  if (!row) throw new Error(`No market ${alias}`);
  return row.id;
}

/** A cart on Åland of one parcel-weight product priced `incVat` cents there. */
async function alandCart(incVat: number) {
  const sku = await cart.skuWithStock(20);
  await cart.setPrice(sku.productId, incVat, await marketIdOf('ax'));
  await checkout.setWeight(sku.productId, 3);
  return { id: await checkout.cartWith(sku.id, 1, 'ax'), sku };
}

describe('Åland, a market of the checkout alone', () => {
  it('is a market of the channel flagged for the checkout, in euros, in Swedish and Finnish', async () => {
    const { channel } = await suite.data<{
      channel: {
        markets: {
          alias: string;
          onlyDisplayInCheckout: boolean;
          virtual: boolean;
          groupKey: string;
          defaultLanguageId: string;
          vatRate: number;
          currency: { code: string };
          country: { code: string; name: string };
          allowedLanguages: { code: string }[];
        }[];
      };
    }>(
      `{ channel(languageId: "sv-SE") { markets { alias onlyDisplayInCheckout virtual groupKey defaultLanguageId
        vatRate currency { code } country { code name } allowedLanguages { code } } } }`,
    );
    expect(channel.markets.filter((m) => m.onlyDisplayInCheckout).map((m) => m.alias)).toEqual(['ax']);
    expect(channel.markets.find((m) => m.alias === 'ax')).toEqual({
      alias: 'ax',
      onlyDisplayInCheckout: true,
      virtual: false,
      groupKey: 'nordic',
      defaultLanguageId: 'sv-SE',
      vatRate: 25.5,
      currency: { code: 'EUR' },
      country: { code: 'AX', name: 'Åland' },
      allowedLanguages: [{ code: 'sv' }, { code: 'fi' }],
    });
  });

  it("sells what Finland sells, at Finland's prices, hires too", async () => {
    const [ax, fi] = [await marketIdOf('ax'), await marketIdOf('fi')];
    const priced = async (marketId: number) =>
      (
        await suite
          .db()
          .select()
          .from(prices)
          .where(eq(prices.marketId, marketId))
          .orderBy(asc(prices.productId))
      ).map(({ marketId: _, ...price }) => price);
    // No test here has set a price yet: Åland's are the seed's, which are Finland's.
    expect(await priced(ax)).toEqual(await priced(fi));
    expect((await priced(ax)).length).toBeGreaterThan(0);
    const rentals = async (marketId: number) =>
      (
        await suite
          .db()
          .select()
          .from(rentalPrices)
          .where(eq(rentalPrices.marketId, marketId))
          .orderBy(asc(rentalPrices.productId), asc(rentalPrices.customerType))
      ).map(({ marketId: _, ...price }) => price);
    expect(await rentals(ax)).toEqual(await rentals(fi));
    expect((await rentals(ax)).length).toBeGreaterThan(0);
  });

  it('prices the cart in euros and ships it to an Åland zip: home, or a pickup point there, by invoice', async () => {
    // 40 €: below the 59 € from which parcels to Åland ship free.
    const { id } = await alandCart(4_000);
    const answer = await checkout.update(id, { billingAddress: { zip: '22100', country: 'AX' } }, AX);
    expect(answer.cart.summary.total).toMatchObject({ sellingPriceIncVat: 54.9 });
    expect(answer.shippingOptions.map((o) => [o.name, o.feeIncVat])).toEqual([
      ['HOME_DELIVERY', 14.9],
      ['PICKUP_POINT', 9.9],
    ]);
    expect(answer.shippingOptions[1]?.subOptions.map((p) => p.externalId)).toEqual([
      'AX-22100-30',
      'AX-22410-31',
    ]);
    expect(answer.shippingOptions[0]?.feeIncVatFormatted).toBe(formatMoney(1_490, 'EUR', 'sv-SE'));
    expect(JSON.parse(answer.shippingData as string)).toMatchObject({ countryCode: 'AX', currency: 'EUR' });
    expect(answer.paymentOptions.map((p) => p.name)).toEqual(['invoice']);
    expect(answer.identityNumberRequired).toBe(true);
    // A Swedish zip is no zip of Åland: no way to ship there.
    expect((await checkout.update(id, { billingAddress: { zip: '111 22' } }, AX)).shippingOptions).toEqual(
      [],
    );
  });

  it('takes a Finnish personal identity code, refuses a Swedish one, and places the order on invoice', async () => {
    const { id } = await alandCart(8_000);
    const { errors } = await checkout.call(CHECKOUT_DOCUMENTS.place, {
      cartId: id,
      checkout: { ...ALAND_BUYER, identityNumber: '19900101-1239' },
      ...AX,
    });
    expect(errors[0]?.extensions.fields).toContainEqual(
      expect.objectContaining({ field: 'checkout.identityNumber', problem: 'INVALID_IDENTITY_NUMBER' }),
    );
    const placed = await checkout.place(id, ALAND_BUYER, AX);
    expect(placed.status).toBe('OK');
    const [order] = await checkout.ordersOfCart(id);
    // The person is Finland's by the number: the same invoice customer on Åland as in Finland.
    expect(order).toMatchObject({
      customerKey: 'FI:PERSON:131052-308T',
      currencyCode: 'EUR',
      marketId: await marketIdOf('ax'),
    });
  });
});
