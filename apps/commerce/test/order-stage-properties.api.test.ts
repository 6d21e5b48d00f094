import { and, eq, ne, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditLog, creditNotes, ORDER_STAGES, orderEvents, skus } from '#src/db/schema.ts';
import { unitsBack } from '#src/modules/orders/credit-math.ts';
import { changeOrderStage, creditOrder } from '#src/modules/orders/index.ts';
import { STAGE_TRANSITIONS } from '#src/modules/orders/stages.ts';
import { orderDeskFixtures } from './order-desk-fixtures.ts';
import { useTestApi } from './suite.ts';

const suite = useTestApi({ products: 60 });
const desk = orderDeskFixtures(suite);
const db = () => suite.db();

/**
 * A staff change the property draws: one of the stages the order may go to next, any stage (most
 * refused), with or without a parcel or reason, or a credit of some units.
 */
const change = fc.oneof(
  fc.record({
    kind: fc.constant('advance' as const),
    pick: fc.nat(),
    parcel: fc.boolean(),
    reason: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('stage' as const),
    to: fc.constantFrom(...ORDER_STAGES),
    parcel: fc.boolean(),
    reason: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('credit' as const),
    lines: fc.array(
      fc.record({ position: fc.integer({ min: 0, max: 3 }), quantity: fc.integer({ min: 0, max: 5 }) }),
      {
        maxLength: 2,
      },
    ),
    reason: fc.boolean(),
  }),
);

/** Everything a change could touch, as one value: equal before and after a refused change. */
async function fingerprint(orderId: number, skuIds: number[], customerId: number, giftCard: string | null) {
  const count = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n;
  const n = sql<number>`count(*)::int`;
  return {
    order: await desk.orderRow(orderId),
    lines: await desk.linesOf(orderId),
    stock: await Promise.all(skuIds.map((id) => desk.skuStock(id))),
    giftCard: await desk.giftCardBalance(giftCard),
    balance: await desk.accountBalance(customerId),
    // The mailer delivers in the background at any moment; its 'mail-sent' is no change's doing.
    events: await count(
      db()
        .select({ n })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), ne(orderEvents.kind, 'mail-sent'))),
    ),
    notes: await count(db().select({ n }).from(creditNotes).where(eq(creditNotes.orderId, orderId))),
    audit: await count(db().select({ n }).from(auditLog)),
  };
}

describe("an order's changes, drawn at random", () => {
  it('keep stock and money balanced: each unit and each draw back once, never more credited than paid, refusals change nothing', async () => {
    const actor = await desk.staffActor();
    const own = await desk.sku(12_345, { inStock: 0 });
    const always = await desk.sku(9_990, { inStock: 0 });
    const skuIds = [own.id, always.id];

    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 10 }), async (changes) => {
        // Three of our own, the fourth from the supplier; the other SKU always available.
        await db().update(skus).set({ inStock: 3, oversellable: 5, static: 0 }).where(eq(skus.id, own.id));
        await db()
          .update(skus)
          .set({ inStock: 0, oversellable: 0, static: 10 })
          .where(eq(skus.id, always.id));
        const placed = await desk.order(
          [
            { skuId: own.id, quantity: 4 },
            { skuId: always.id, quantity: 2 },
          ],
          { giftCard: 5_000, balance: 7_000 },
        );
        const { order } = placed;
        const giftDraw = order.fromBalanceIncVat - order.fromAccountBalanceIncVat;
        const balanceDraw = order.fromAccountBalanceIncVat;
        const print = () => fingerprint(order.id, skuIds, placed.customerId, placed.giftCardCode);

        for (const step of changes) {
          const before = await print();
          const current = before.order?.stage ?? 'placed';
          const next = STAGE_TRANSITIONS[current];
          const to =
            step.kind === 'advance' ? (next[step.pick % Math.max(next.length, 1)] ?? 'placed') : null;
          const result =
            step.kind !== 'credit'
              ? await changeOrderStage(db(), {
                  orderId: order.id,
                  to: to ?? (step.kind === 'stage' ? step.to : 'placed'),
                  carrier: step.parcel ? 'Bring' : null,
                  trackingNumber: step.parcel ? 'CP123456789NO' : null,
                  reason: step.reason ? 'Kunden ville det' : null,
                  actor,
                })
              : await creditOrder(db(), {
                  orderId: order.id,
                  lines: step.lines,
                  reason: step.reason ? 'Skadad' : '',
                  actor,
                });
          const after = await print();
          if (!result.ok) expect(after).toEqual(before);

          const row = after.order;
          const lines = after.lines;
          if (!row) throw new Error('The order is gone');
          const ownLine = lines.find((line) => line.skuId === own.id);
          if (!ownLine) throw new Error('The line is gone');
          const back = unitsBack(ownLine, ownLine.restockedQuantity);
          // Stock: what placement took, less what went back, each unit once.
          expect(after.stock[0]).toMatchObject({ inStock: back.stock, oversellable: 4 + back.supplier });
          expect(after.stock[1]).toMatchObject({ inStock: 0, oversellable: 0, static: 10 });
          for (const line of lines) {
            expect(line.restockedQuantity).toBeLessThanOrEqual(line.quantity);
            expect(line.creditedQuantity).toBeLessThanOrEqual(line.restockedQuantity);
          }
          // Money: never more credited than the order's worth; the draws back at most once.
          const notes = await db().select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
          const credited = notes.reduce((sum, note) => sum + note.amountIncVat, 0);
          expect(row.creditedIncVat).toBe(credited);
          expect(credited).toBeLessThanOrEqual(row.orderValueIncVat);
          expect(after.giftCard).toBe(row.giftCardReturnedIncVat);
          expect(after.balance).toBe(row.accountBalanceReturnedIncVat);
          expect(row.giftCardReturnedIncVat).toBeLessThanOrEqual(giftDraw);
          expect(row.accountBalanceReturnedIncVat).toBeLessThanOrEqual(balanceDraw);
          for (const note of notes) {
            expect(note.toInvoiceIncVat + note.toAccountBalanceIncVat + note.toGiftCardIncVat).toBe(
              note.amountIncVat,
            );
          }
          // A cancelled or wholly credited order has given everything back.
          if (row.stage === 'cancelled' || row.stage === 'credited') {
            expect(lines.every((line) => line.restockedQuantity === line.quantity)).toBe(true);
            expect(row.giftCardReturnedIncVat).toBe(giftDraw);
            expect(row.accountBalanceReturnedIncVat).toBe(balanceDraw);
          }
          if (row.stage === 'credited') expect(credited).toBe(row.orderValueIncVat);
          if (row.stage === 'cancelled') expect(credited).toBe(0);
        }
      }),
      { numRuns: 12 },
    );
  });
});
