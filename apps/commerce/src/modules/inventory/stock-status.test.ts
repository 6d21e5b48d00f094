import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stockOf } from './stock.ts';
import {
  deliversNow,
  expectedRestock,
  MAX_QUANTITY_PER_LINE,
  maxQuantity,
  type StockStatus,
  stockStatus,
} from './stock-status.ts';

const stock = (inStock: number, oversellable = 0, staticStock = 0, incoming: string | null = null) =>
  stockOf([{ inStock, oversellable, static: staticStock, incoming }]);

describe('stockStatus', () => {
  it('is out of stock when nothing is available, discontinued when the product is', () => {
    expect(stockStatus(stock(0))).toBe('OUT_OF_STOCK');
    expect(stockStatus(stock(0), 1, true)).toBe('DISCONTINUED');
  });
  it('sells supplier stock as oversellable, or as an order item when a restock date is known', () => {
    expect(stockStatus(stock(0, 20))).toBe('OVERSELLABLE');
    expect(stockStatus(stock(0, 20, 0, '2026-12-01'))).toBe('ORDER_ITEM');
    expect(stockStatus(stock(2, 20), 3)).toBe('OVERSELLABLE');
  });
  it('says few left under six units and in stock from six', () => {
    expect(stockStatus(stock(5))).toBe('FEW_LEFT');
    expect(stockStatus(stock(6))).toBe('IN_STOCK');
  });
  it('treats always-available stock as static', () => {
    expect(stockStatus(stock(0, 0, 999))).toBe('STATIC');
    expect(stockStatus(stock(3, 0, 999), 4)).toBe('STATIC');
  });
  it('puts supplier stock before always-available stock once our own is not enough', () => {
    expect(stockStatus(stock(2, 5, 999), 3)).toBe('OVERSELLABLE');
    expect(stockStatus(stock(2, 5, 999), 2)).toBe('FEW_LEFT');
  });
  it('is out of stock when more is wanted than all stock together, never in stock', () => {
    expect(stockStatus(stock(67), 68)).toBe('OUT_OF_STOCK');
    expect(stockStatus(stock(67), 100_000)).toBe('OUT_OF_STOCK');
    expect(stockStatus(stock(67), 67)).toBe('IN_STOCK');
    expect(stockStatus(stock(2, 3, 4), 10)).toBe('OUT_OF_STOCK');
    expect(stockStatus(stock(2, 3, 4), 9)).toBe('OVERSELLABLE');
    expect(stockStatus(stock(5), 6, true)).toBe('OUT_OF_STOCK');
  });
  it('says in stock only when our own stock covers the quantity', () => {
    fc.assert(
      fc.property(
        fc.nat(200),
        fc.nat(20),
        fc.nat(20),
        fc.integer({ min: 1, max: 500 }),
        (inStock, oversellable, staticStock, quantity) => {
          const status = stockStatus(stock(inStock, oversellable, staticStock), quantity);
          if (status === 'IN_STOCK' || status === 'FEW_LEFT') expect(quantity).toBeLessThanOrEqual(inStock);
          if (quantity > inStock + oversellable + staticStock) expect(status).toBe('OUT_OF_STOCK');
        },
      ),
    );
  });
  it('sums stock over SKUs', () => {
    const total = stockOf([
      { inStock: 2, oversellable: 1, static: 0, incoming: '2026-12-24' },
      { inStock: 3, oversellable: 0, static: 4, incoming: '2026-12-01' },
    ]);
    expect(total).toEqual({ inStock: 5, oversellable: 1, static: 4, totalStock: 10, incoming: '2026-12-01' });
  });
});

describe('deliversNow', () => {
  it('holds for our own and always-available stock, not for supplier stock or none', () => {
    expect(['IN_STOCK', 'FEW_LEFT', 'STATIC'].every((s) => deliversNow(s as StockStatus))).toBe(true);
    for (const s of ['OVERSELLABLE', 'ORDER_ITEM', 'OUT_OF_STOCK', 'DISCONTINUED'] as const) {
      expect(deliversNow(s)).toBe(false);
    }
  });
});

describe('expectedRestock', () => {
  it('tells the restock date only while out of stock', () => {
    expect(expectedRestock(stock(0, 0, 0, '2026-12-01'), 'OUT_OF_STOCK')).toBe('2026-12-01');
    expect(expectedRestock(stock(0, 5, 0, '2026-12-01'), 'ORDER_ITEM')).toBeNull();
    expect(expectedRestock(stock(0), 'OUT_OF_STOCK')).toBeNull();
  });
});

describe('maxQuantity', () => {
  it('is the total stock, at most the cap per add, never below zero', () => {
    expect(maxQuantity(stock(3))).toBe(3);
    expect(maxQuantity(stock(2, 3, 4))).toBe(9);
    expect(maxQuantity(stock(5000))).toBe(MAX_QUANTITY_PER_LINE);
    expect(maxQuantity(stock(0))).toBe(0);
  });
});
