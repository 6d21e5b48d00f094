import { describe, expect, it } from 'vitest';
import { type Cart, type CartChange, type CartLine, shownCount, shownLines } from './cart-model';

const line = (skuId: number, quantity: number) =>
  ({ skuId, quantity, product: { name: `Product ${skuId}` } }) as unknown as CartLine;
const cartOf = (...items: CartLine[]) => ({ items }) as unknown as Cart;
let nextId = 1;
const change = (skuId: number, kind: CartChange['kind'], quantity: number): CartChange => ({
  id: nextId++,
  skuId,
  kind,
  quantity,
});

describe('the cart as the shopper sees it', () => {
  it('is the API answer when nothing is on its way', () => {
    const cart = cartOf(line(1, 2), line(2, 1));
    expect(shownLines(cart, []).map((s) => [s.line.skuId, s.quantity, s.pending])).toEqual([
      [1, 2, false],
      [2, 1, false],
    ]);
    expect(shownCount(cart, [])).toBe(3);
    expect(shownCount(null, [])).toBe(0);
  });

  it('lays changes on their way over the answer, in the order made, and marks those lines', () => {
    const cart = cartOf(line(1, 2), line(2, 1));
    const changes = [change(1, 'set', 5), change(1, 'add', 2), change(2, 'set', 0)];
    expect(shownLines(cart, changes).map((s) => [s.line.skuId, s.quantity, s.pending])).toEqual([
      [1, 7, true],
    ]);
    expect(shownCount(cart, changes)).toBe(7);
  });

  it('counts units added to a line the cart does not hold yet', () => {
    const cart = cartOf(line(1, 1));
    expect(shownCount(cart, [change(9, 'add', 2), change(9, 'add', 1)])).toBe(4);
    expect(shownCount(null, [change(9, 'add', 3)])).toBe(3);
    expect(shownLines(null, [change(9, 'add', 3)])).toEqual([]);
  });

  it('goes back to the answer when a refused change is dropped', () => {
    const cart = cartOf(line(1, 2));
    const refused = change(1, 'set', 40);
    expect(shownCount(cart, [refused])).toBe(40);
    expect(shownCount(cart, [])).toBe(2);
  });
});
