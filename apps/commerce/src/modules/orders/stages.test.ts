import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STAGES } from '#src/db/schema.ts';
import { allocateRefund, restockDelta, shareOf, shippingRateBp, unitsBack, vatsOf } from './credit-math.ts';
import { platformStatusOf, STAGE_TRANSITIONS, stageRefusal } from './stages.ts';
import { shopperStatusOf } from './status.ts';

const shipment = { carrier: 'PostNord', trackingNumber: '00370712345678901234' };

describe('the order stages', () => {
  it('go placed → confirmed → picking → shipped → delivered, cancelled before shipping, returned or credited after', () => {
    const allowed = ORDER_STAGES.flatMap((from) =>
      ORDER_STAGES.filter((to) => stageRefusal(from, to, { ...shipment, reason: 'Skadad' }) === null).map(
        (to) => `${from}→${to}`,
      ),
    );
    expect(allowed).toEqual([
      'placed→confirmed',
      'placed→cancelled',
      'confirmed→picking',
      'confirmed→cancelled',
      'picking→shipped',
      'picking→cancelled',
      'shipped→delivered',
      'shipped→returned',
      'shipped→credited',
      'delivered→returned',
      'delivered→credited',
      'returned→credited',
    ]);
    expect(STAGE_TRANSITIONS.cancelled).toEqual([]);
    expect(STAGE_TRANSITIONS.credited).toEqual([]);
  });

  it('ship only with a carrier and a tracking number, and credit only with a reason', () => {
    expect(stageRefusal('picking', 'shipped', {})).toBe('CARRIER_REQUIRED');
    expect(stageRefusal('picking', 'shipped', { carrier: 'DHL', trackingNumber: '  ' })).toBe(
      'TRACKING_NUMBER_REQUIRED',
    );
    expect(stageRefusal('picking', 'shipped', { carrier: 'x'.repeat(81), trackingNumber: '1' })).toBe(
      'TEXT_TOO_LONG',
    );
    expect(stageRefusal('delivered', 'credited', { reason: ' ' })).toBe('REASON_REQUIRED');
    expect(stageRefusal('placed', 'shipped', shipment)).toBe('TRANSITION_NOT_ALLOWED');
    expect(stageRefusal('shipped', 'cancelled', {})).toBe('TRANSITION_NOT_ALLOWED');
  });

  it("give the platform's status and the shopper's four states", () => {
    const shown = ORDER_STAGES.map((stage) => [stage, shopperStatusOf(platformStatusOf(stage, false))]);
    expect(Object.fromEntries(shown)).toEqual({
      placed: 'RECEIVED',
      confirmed: 'RECEIVED',
      picking: 'PROCESSING',
      shipped: 'PROCESSING',
      delivered: 'COMPLETED',
      cancelled: 'CANCELLED',
      returned: 'COMPLETED',
      credited: 'COMPLETED',
    });
    expect(platformStatusOf('placed', true)).toBe('backorder');
  });
});

describe('what a cancellation or credit gives back', () => {
  const line = { quantity: 7, fromStockQuantity: 3, backorderedQuantity: 2 };

  it("puts our own stock's units back first, then the supplier's, never the always-available ones", () => {
    expect(unitsBack(line, 7)).toEqual({ stock: 3, supplier: 2 });
    expect(restockDelta(line, 2, 4)).toEqual({ stock: 1, supplier: 1 });
  });

  it('puts each unit back once, however the units are split into steps', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 6 }), (cuts) => {
        const steps = [0, ...cuts.sort((a, b) => a - b), 7];
        let stock = 0;
        let supplier = 0;
        for (let i = 1; i < steps.length; i++) {
          const delta = restockDelta(line, steps[i - 1] as number, steps[i] as number);
          stock += delta.stock;
          supplier += delta.supplier;
        }
        expect({ stock, supplier }).toEqual({ stock: 3, supplier: 2 });
      }),
    );
  });

  it("credits a line's amount exactly when its units are credited in any steps", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 5 }),
        (amount, quantity, cuts) => {
          const steps = [0, ...cuts.map((c) => Math.min(c, quantity)).sort((a, b) => a - b), quantity];
          let credited = 0;
          for (let i = 1; i < steps.length; i++) {
            const part =
              shareOf(amount, quantity, steps[i] as number) -
              shareOf(amount, quantity, steps[i - 1] as number);
            expect(part).toBeGreaterThanOrEqual(0);
            credited += part;
          }
          expect(credited).toBe(amount);
        },
      ),
    );
  });

  it('pays back the invoice first, then the balance, then the gift card, never above each', () => {
    expect(allocateRefund(500, { invoice: 300, accountBalance: 100, giftCard: 400 })).toEqual({
      invoice: 300,
      accountBalance: 100,
      giftCard: 100,
    });
  });

  it('sums VAT per rate, highest first, and finds the shipping rate from its amounts', () => {
    const vats = vatsOf([
      { position: 1, quantity: 1, amountIncVat: 12_500, amountExVat: 10_000, vatRateBp: 2500 },
      { position: 2, quantity: 1, amountIncVat: 10_600, amountExVat: 10_000, vatRateBp: 600 },
      { position: 0, quantity: 1, amountIncVat: 6_900, amountExVat: 5_520, vatRateBp: 2500 },
    ]);
    expect(vats).toEqual([
      { rateBp: 2500, amount: 3_880 },
      { rateBp: 600, amount: 600 },
    ]);
    expect(shippingRateBp(6_900, 5_520, [600, 2500])).toBe(2500);
  });
});
