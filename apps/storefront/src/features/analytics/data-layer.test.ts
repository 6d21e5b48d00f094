import { describe, expect, it } from 'vitest';
import type { ShopItem } from '@/lib/analytics-markup';
import {
  addToCart,
  createDataLayerWriter,
  type DataLayerEvent,
  discountBand,
  hashedUser,
  hashedValue,
  type PurchaseOrder,
  pageView,
  purchase,
  selectItem,
  spreadDiscount,
  viewItem,
} from './data-layer';

const item = (n: number, extra: Partial<ShopItem> = {}): ShopItem => ({
  productId: n,
  name: `Produkt ${n}`,
  brand: 'Husqvarna',
  category: 'Motorsågar',
  currency: 'SEK',
  price: 100 * n,
  list: 'Motorsågar',
  index: n - 1,
  ...extra,
});

describe('discountBand', () => {
  it.each([
    [0, '0-5'],
    [5, '0-5'],
    [6, '6-10'],
    [10, '6-10'],
    [11, '11-15'],
    [15, '11-15'],
    [16, '16-20'],
    [20, '16-20'],
    [21, '21-30'],
    [30, '21-30'],
    [31, '31-40'],
    [40, '31-40'],
    [41, '41-50'],
    [50, '41-50'],
    [51, '51-60'],
    [60, '51-60'],
    [61, '61-70'],
    [70, '61-70'],
    [71, '71-80'],
    [80, '71-80'],
    [81, '81-100'],
    [100, '81-100'],
  ])('puts %s %% in %s', (percent, band) => {
    expect(discountBand(percent)).toBe(band);
  });
  it('puts a fraction in the band above the whole percent below it', () => {
    expect(discountBand(5.5)).toBe('6-10');
    expect(discountBand(0.4)).toBe('0-5');
    expect(discountBand(99.9)).toBe('81-100');
  });
  it.each([-1, -0.01, 100.01, 101, Number.NaN, Number.POSITIVE_INFINITY])('calls %s invalid', (percent) => {
    expect(discountBand(percent)).toBe('Invalid discount percentage');
  });
});

describe('spreadDiscount', () => {
  it('spreads by price, rounded to öre, and puts the remainder on the first line', () => {
    // 10 over three equal lines: 3.33 each, and the cent left over on the first.
    expect(spreadDiscount(10, [100, 100, 100])).toEqual([3.34, 3.33, 3.33]);
    expect(spreadDiscount(50, [300, 100, 100])).toEqual([30, 10, 10]);
  });
  it('always adds up to the whole discount', () => {
    const shares = spreadDiscount(99.99, [12.5, 799, 1.99, 349]);
    expect(shares.reduce((a, b) => Math.round((a + b) * 100) / 100, 0)).toBe(99.99);
    for (const share of shares) expect(Number.isInteger(Math.round(share * 100))).toBe(true);
  });
  it('is never negative, and a cart of free lines puts it all on the first', () => {
    expect(spreadDiscount(-20, [100, 50])).toEqual([0, 0]);
    expect(spreadDiscount(20, [0, 0])).toEqual([20, 0]);
    expect(spreadDiscount(20, [])).toEqual([]);
  });
});

describe('hashing', () => {
  it('hashes with SHA-256 in hex (known vectors)', async () => {
    expect(await hashedValue('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await hashedValue('hello world')).toBe(
      'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9',
    );
  });
  it('trims and lower-cases first, and hashes nothing for nothing', async () => {
    expect(await hashedValue('  ABC \n')).toBe(await hashedValue('abc'));
    expect(await hashedValue('   ')).toBeNull();
    expect(await hashedValue(null)).toBeNull();
  });
  it('hashes each of the buyer’s details', async () => {
    const user = await hashedUser({
      email: ' Anna@Example.SE ',
      firstName: 'Anna',
      lastName: null,
      zip: '111 22',
    });
    expect(user.email).toBe(await hashedValue('anna@example.se'));
    expect(user.first_name).toMatch(/^[0-9a-f]{64}$/);
    expect(user.last_name).toBeNull();
    expect(user.zip).toBe(await hashedValue('111 22'));
  });
});

describe('the writer', () => {
  function writer() {
    const layer: DataLayerEvent[] = [];
    return { layer, write: createDataLayerWriter((e) => layer.push(e)) };
  }
  const names = (layer: DataLayerEvent[]) => layer.map((e) => e.event);
  const listed = (e: DataLayerEvent) =>
    (e.ecommerce as { items: { item_id: string }[] }).items.map((i) => i.item_id);

  it('sends product impressions four at a time', () => {
    const { layer, write } = writer();
    for (let n = 1; n <= 9; n++) write.impression(item(n));
    expect(names(layer)).toEqual(['view_item_list', 'view_item_list']);
    expect(layer.map(listed)).toEqual([
      ['1', '2', '3', '4'],
      ['5', '6', '7', '8'],
    ]);
  });
  it('sends the impressions gathered before any other event', () => {
    const { layer, write } = writer();
    write.impression(item(1));
    write.impression(item(2));
    write.track(selectItem(item(2)));
    expect(names(layer)).toEqual(['view_item_list', 'select_item']);
    expect(listed(layer[0] as DataLayerEvent)).toEqual(['1', '2']);
  });
  it('sends what is gathered when the page is left, and nothing when nothing is', () => {
    const { layer, write } = writer();
    write.flush();
    expect(layer).toEqual([]);
    write.impression(item(7));
    write.flush();
    write.flush();
    expect(layer.map(listed)).toEqual([['7']]);
  });
});

describe('event shapes', () => {
  it('maps a product to GA4 ecommerce items, with its discount band', () => {
    expect(
      addToCart(item(2, { quantity: 3, discount: 40, discountPercentage: 17, list: null, index: null })),
    ).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'SEK',
        items: [
          {
            item_id: '2',
            item_name: 'Produkt 2',
            item_brand: 'Husqvarna',
            item_category: 'Motorsågar',
            price: 200,
            discount: 40,
            discount_band: '16-20',
            quantity: 3,
          },
        ],
      },
    });
    expect(viewItem(item(3, { list: null, index: null })).ecommerce).toMatchObject({
      value: 300,
      currency: 'SEK',
    });
  });
  it('names the first page page_data and the next ones virtual page views', () => {
    const impression = { path: '/c/motorsagar', routeName: 'category___sv', pageType: 'category' };
    expect(pageView(impression, true)).toEqual({
      event: 'page_data',
      page_type: 'category',
      page_path: '/c/motorsagar',
      route_name: 'category___sv',
    });
    expect(pageView(impression, false).event).toBe('virtual_page_view');
  });
  it('maps a purchase with every field, the fixed discount spread over the lines', async () => {
    const order: PurchaseOrder = {
      orderId: '10042',
      currency: 'SEK',
      value: 1290,
      valueExTax: 1032,
      tax: 258,
      shipping: 49,
      coupon: null,
      totalDiscount: 100,
      fixedDiscount: 100,
      nthPurchase: null,
      country: 'SE',
      lines: [
        { ...item(1, { list: null, index: null, quantity: 1 }), lineTotal: 100 },
        { ...item(2, { list: null, index: null, quantity: 1 }), lineTotal: 200 },
      ],
    };
    const user = await hashedUser({ email: 'a@b.se', firstName: 'A', lastName: 'B', zip: '11122' });
    const event = purchase(order, user);
    expect(event).toMatchObject({
      event: 'purchase',
      ecommerce: {
        transaction_id: '10042',
        currency: 'SEK',
        value: 1290,
        value_ex_tax: 1032,
        tax: 258,
        shipping: 49,
        coupon: '',
        total_discount: 100,
        nth_purchase: 1,
        country: 'SE',
      },
      user_data: user,
    });
    const items = (event.ecommerce as { items: { fixed_discount: number; item_id: string }[] }).items;
    expect(items.map((i) => [i.item_id, i.fixed_discount])).toEqual([
      ['1', 33.33],
      ['2', 66.67],
    ]);
    expect(JSON.stringify(event)).not.toContain('a@b.se');
  });
});
