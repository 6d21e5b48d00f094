/**
 * Orders for the benches: `fillOrders` writes a number of varied orders (markets, stages, customer
 * types, values, three years of dates with the newest now) by bulk COPY into a seeded database.
 */
import { randomUUID } from 'node:crypto';
import { bulkLoad, rowFormatOf, serializeRows, writeRows } from '../apps/commerce/src/db/bulk.ts';
import type { Database } from '../apps/commerce/src/db/client.ts';
import { carts, markets, ORDER_STAGES, orders } from '../apps/commerce/src/db/schema.ts';

const BATCH = 10_000;

const FIRST = ['Anna', 'Björn', 'Cecilia', 'David', 'Eva', 'Fredrik', 'Greta', 'Hans', 'Ingrid', 'Johan'];
const LAST = [
  'Andersson',
  'Berg',
  'Carlsson',
  'Dahl',
  'Ek',
  'Forsberg',
  'Gustafsson',
  'Holm',
  'Lind',
  'Nyström',
];
const COMPANIES = ['Bygg AB', 'Skog & Trädgård AB', 'Maskin Oy', 'Gård ApS', 'Anlegg AS'];
const STAGE_WEIGHTS = [10, 8, 4, 10, 55, 8, 2, 3];

/** A repeatable pseudo-random number in [0, 1) for the i-th order and a salt. */
const pick = (i: number, salt: number) => {
  const x = Math.sin(i * 12.9898 + salt * 78.233) * 43_758.5453;
  return x - Math.floor(x);
};
const oneOf = <T>(list: readonly T[], i: number, salt: number) =>
  list[Math.floor(pick(i, salt) * list.length)] as T;

function stageOf(i: number) {
  let roll = pick(i, 7) * STAGE_WEIGHTS.reduce((a, b) => a + b, 0);
  for (const [n, weight] of STAGE_WEIGHTS.entries()) {
    roll -= weight;
    if (roll < 0) return ORDER_STAGES[n] as (typeof ORDER_STAGES)[number];
  }
  return 'delivered';
}

const TOTALS = {
  lines: [],
  subTotal: { regularIncVat: 0, regularExVat: 0, sellingIncVat: 0, sellingExVat: 0 },
  percentageDiscountsIncVat: [],
  fixedAmountDiscount: { incVat: 0, exVat: 0 },
  cartDiscountIncVat: 0,
  items: { incVat: 0, exVat: 0 },
  shipping: { fee: { incVat: 0, exVat: 0 }, amountLeftToFreeShipping: 0, free: true, isDefault: true },
  beforeBalance: { incVat: 0, exVat: 0 },
  balance: { pending: { incVat: 0, exVat: 0 }, fromGiftCard: 0, fromAccount: 0, remaining: 0 },
  total: { regularIncVat: 0, regularExVat: 0, sellingIncVat: 0, sellingExVat: 0 },
  vats: [],
};

/** Writes `count` orders with ids from 100,001; answers the milliseconds it took. */
export async function fillOrders(db: Database, count: number): Promise<number> {
  const marketRows = await db.select().from(markets);
  const format = rowFormatOf(db);
  const now = Date.now();
  const started = performance.now();
  const cartIds: string[] = Array.from({ length: count }, () => randomUUID());
  await db.transaction(async (tx) => {
    for (let from = 0; from < count; from += BATCH) {
      const rows = cartIds.slice(from, from + BATCH).map((id) => ({
        id,
        channelId: marketRows[0]?.channelId as string,
        marketId: marketRows[0]?.id as number,
        completedAt: new Date(now),
      }));
      await writeRows(tx, carts, serializeRows(carts, rows, format));
    }
    await bulkLoad(tx, [orders], async () => {
      for (let from = 0; from < count; from += BATCH) {
        const rows = cartIds.slice(from, from + BATCH).map((cartId, k) => {
          const i = from + k;
          const market = oneOf(marketRows, i, 1);
          const company = pick(i, 2) < 0.3;
          const firstName = oneOf(FIRST, i, 3);
          const lastName = oneOf(LAST, i, 4);
          const value = 10_000 + Math.floor(pick(i, 5) * 5_000_000);
          const address = {
            firstName,
            lastName,
            ...(company ? { company: oneOf(COMPANIES, i, 6) } : {}),
            addressLine1: `Storgatan ${i % 90}`,
            zip: '111 22',
            city: 'Stockholm',
            country: 'SE',
          };
          return {
            id: 100_001 + i,
            publicId: randomUUID(),
            cartId,
            channelId: market.channelId,
            marketId: market.id,
            languageCode: 'sv',
            currencyCode: market.currencyCode,
            stage: stageOf(i),
            customerType: company ? ('ORGANIZATION' as const) : ('PERSON' as const),
            customerKey: `SE:${i}`,
            email: `kund${i}@example.se`,
            identityNumber: company
              ? `55${String(1_000_000 + i).padStart(8, '0')}`
              : `19${String(80_000_000 + i)}`,
            billingAddress: address,
            shippingAddress: address,
            shippingId: 1,
            shippingName: 'Hemleverans',
            shippingFeeIncVat: 0,
            shippingFeeExVat: 0,
            itemValueIncVat: value,
            itemValueExVat: Math.round(value * 0.8),
            discountIncVat: 0,
            discountExVat: 0,
            orderValueIncVat: value,
            orderValueExVat: Math.round(value * 0.8),
            fromBalanceIncVat: 0,
            totalIncVat: value,
            totalExVat: Math.round(value * 0.8),
            totals: TOTALS,
            promoState: 'NONE',
            appliedCampaigns: [],
            paymentId: 1,
            paymentType: pick(i, 8) < 0.9 ? 'STANDARD' : 'KLARNA',
            // Three years of orders, the newest now.
            createdAt: new Date(now - Math.floor((count - i) * ((3 * 365 * 86_400_000) / count))),
          };
        });
        await writeRows(tx, orders, serializeRows(orders, rows, format), { frozen: format === 'copy' });
      }
    });
  });
  await db.execute(`select setval(pg_get_serial_sequence('orders', 'id'), ${100_000 + count})`);
  await db.execute('analyze orders');
  return performance.now() - started;
}
