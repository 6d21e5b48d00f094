/**
 * The checkout's latency through real HTTP: createOrUpdateCheckout as the checkout page sends it,
 * and placeOrder by 20 buyers at once, each order a cart of three lines paid by invoice.
 */
import { personnummerOf } from '../apps/commerce/test/personnummer.ts';
import { latency, ms } from './measure.ts';

type GraphQL = (query: string, variables: Record<string, unknown>) => Promise<unknown>;

const BUYERS = 20;
const ORDERS = 600;
const LINES = 3;
/** Units given to each SKU the orders take, so that none runs out while measured. */
const STOCK = 100_000;

/** The i-th buyer: a Swedish person with a valid personnummer of their own. */
function checkoutOf(i: number) {
  return {
    customerType: 'PERSON',
    email: `bench-${i}@example.se`,
    identityNumber: personnummerOf(i, { firstBorn: '1950-01-01', firstSerial: 200 }),
    billingAddress: {
      firstName: 'Bench',
      lastName: `Buyer ${i}`,
      addressLine1: 'Storgatan 1',
      zip: '111 22',
      city: 'Stockholm',
      mobile: '070-123 45 67',
    },
    shippingId: 1,
    paymentId: 1,
    acceptedConsents: ['ORDER'],
  };
}

/** The cheapest single-SKU products in Sweden (light parts, so every order ships as a parcel). */
async function cheapSkus(graphql: GraphQL): Promise<number[]> {
  const answer = (await graphql(
    '{ products(take: 50, marketId: "se", filter: { sort: PRICE }) { products { skus { skuId } } } }',
    {},
  )) as { products: { products: { skus: { skuId: number }[] }[] } };
  return answer.products.products
    .filter((p) => p.skus.length === 1)
    .map((p) => p.skus[0]?.skuId as number)
    .slice(0, LINES);
}

const CHECKOUT = `mutation ($cartId: String!, $checkout: CheckoutInputType) {
  createOrUpdateCheckout(cartId: $cartId, checkout: $checkout, marketId: "se", languageId: "sv-SE") {
    email shippingData shippingOptions { id feeIncVatFormatted isSelected } paymentOptions { id isSelected }
    cart { summary { total { sellingPriceIncVatFormatted } } }
  }
}`;
const PLACE = `mutation ($cartId: String!, $checkout: CheckoutInputType!) {
  placeOrder(cartId: $cartId, checkout: $checkout, marketId: "se", languageId: "sv-SE") { orderId status }
}`;

/**
 * createOrUpdateCheckout one at a time, and placeOrder p50/p95 with 20 buyers at once, as lines to
 * print. `staff` calls with the staff key, which gives the SKUs their stock.
 */
export async function measureCheckout(graphql: GraphQL, staff: GraphQL): Promise<string[]> {
  const skuIds = await cheapSkus(graphql);
  if (skuIds.length < LINES) throw new Error(`Only ${skuIds.length} cheap SKUs to fill carts with`);
  for (const skuId of skuIds) {
    await staff(
      'mutation ($skuId: Int!, $inStock: Int!) { setSkuStock(skuId: $skuId, inStock: $inStock) { skuId } }',
      {
        skuId,
        inStock: STOCK,
      },
    );
  }
  // A cart for every order, and one for each buyer still asking when the last order is counted.
  const carts: string[] = [];
  for (let i = 0; i < ORDERS + BUYERS; i++) {
    const { getCart } = (await graphql('{ getCart(marketId: "se") { id } }', {})) as {
      getCart: { id: string };
    };
    for (const skuId of skuIds) {
      await graphql(
        'mutation ($id: String!, $skuId: Int!) { addToCart(id: $id, item: { skuId: $skuId, quantity: 1 }) { id } }',
        {
          id: getCart.id,
          skuId,
        },
      );
    }
    carts.push(getCart.id);
  }

  let u = 0;
  const updates = await latency(
    async () => {
      const i = u++ % ORDERS;
      await graphql(CHECKOUT, { cartId: carts[i], checkout: checkoutOf(i) });
    },
    { concurrency: 1, seconds: 8, warmup: 10 },
  );

  let p = 0;
  const refused: string[] = [];
  const started = performance.now();
  const placements = await latency(
    async () => {
      const i = p++;
      const answer = (await graphql(PLACE, { cartId: carts[i], checkout: checkoutOf(i) })) as {
        placeOrder: { status: string };
      };
      if (answer.placeOrder.status !== 'OK') refused.push(answer.placeOrder.status);
    },
    { concurrency: BUYERS, seconds: 30, warmup: 0, limit: ORDERS },
  );
  const perSecond = placements.requests / ((performance.now() - started) / 1000);
  if (refused.length > 0) throw new Error(`Orders refused while measured: ${refused.slice(0, 3).join(', ')}`);

  return [
    `GraphQL createOrUpdateCheckout, a cart of ${LINES} lines with a buyer and a zip, one at a time (${updates.requests} requests): p50 ${ms(updates.p50)}, p95 ${ms(updates.p95)}, p99 ${ms(updates.p99)}`,
    `GraphQL placeOrder, carts of ${LINES} lines paid by invoice, ${BUYERS} buyers at once (${placements.requests} orders): p50 ${ms(placements.p50)}, p95 ${ms(placements.p95)}, p99 ${ms(placements.p99)}, ${perSecond.toFixed(0)} orders/s (PGlite runs one transaction at a time: the 20 queue for it)`,
  ];
}
