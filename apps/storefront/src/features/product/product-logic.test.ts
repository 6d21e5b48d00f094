import { describe, expect, it } from 'vitest';
import { categoryTrail } from './breadcrumbs';
import { buyProblem, maxQuantity, QUANTITY_THRESHOLD } from './buy-rules';
import { breadcrumbJsonLd, productJsonLd, scriptJson } from './json-ld';
import { priceChart } from './price-chart';
import {
  parseRecentlyViewed,
  printRecentlyViewed,
  RECENTLY_VIEWED_KEPT,
  rememberViewed,
} from './recently-viewed';
import { readReviewForm, reviewProblems } from './review-rules';

describe('category trail', () => {
  const tree = [
    { categoryId: 1, parentCategoryId: null, name: 'Trädgård', canonicalUrl: '/c/tradgard' },
    { categoryId: 2, parentCategoryId: 1, name: 'Gräsklippare', canonicalUrl: '/c/tradgard/grasklippare' },
    { categoryId: 3, parentCategoryId: 2, name: 'Robot', canonicalUrl: '/c/tradgard/grasklippare/robot' },
  ];
  it('runs from the top of the tree down to the category', () => {
    expect(categoryTrail(tree, 3).map((c) => c.name)).toEqual(['Trädgård', 'Gräsklippare', 'Robot']);
    expect(categoryTrail(tree, 1).map((c) => c.name)).toEqual(['Trädgård']);
  });
  it('is empty for an unknown category and ends on a cycle', () => {
    expect(categoryTrail(tree, 99)).toEqual([]);
    const cyclic = [
      { categoryId: 1, parentCategoryId: 2, name: 'A', canonicalUrl: '/c/a' },
      { categoryId: 2, parentCategoryId: 1, name: 'B', canonicalUrl: '/c/b' },
    ];
    expect(categoryTrail(cyclic, 1).length).toBeLessThanOrEqual(3);
  });
});

describe('add to cart rules', () => {
  it('requires a size when the product has sizes', () => {
    expect(buyProblem({ hasSizes: true, skuId: null, quantity: 1, totalStock: 5 })).toBe('sizeRequired');
    expect(buyProblem({ hasSizes: true, skuId: 7, quantity: 1, totalStock: 5 })).toBeNull();
    expect(buyProblem({ hasSizes: false, skuId: null, quantity: 1, totalStock: 5 })).toBeNull();
  });
  it('caps the quantity by stock and by the threshold', () => {
    expect(maxQuantity(3)).toBe(3);
    expect(maxQuantity(5000)).toBe(QUANTITY_THRESHOLD);
    expect(maxQuantity(-2)).toBe(0);
    expect(buyProblem({ hasSizes: false, skuId: null, quantity: 4, totalStock: 3 })).toBe('quantity');
    expect(buyProblem({ hasSizes: false, skuId: null, quantity: 0, totalStock: 3 })).toBe('quantity');
    expect(buyProblem({ hasSizes: false, skuId: null, quantity: 1.5, totalStock: 3 })).toBe('quantity');
    expect(buyProblem({ hasSizes: false, skuId: null, quantity: 1, totalStock: 0 })).toBe('soldOut');
  });
});

describe('review form rules', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.set(k, v);
    return data;
  };
  it('needs every input and a star rating', () => {
    expect(reviewProblems(readReviewForm(form({})))).toEqual({
      rating: 'ratingRequired',
      author: 'authorRequired',
      comment: 'commentRequired',
    });
    expect(reviewProblems(readReviewForm(form({ rating: '4', author: ' Åsa ', comment: 'Bra' })))).toEqual(
      {},
    );
  });
  it('takes a rating outside 1-5 or not whole as none, and bounds the lengths', () => {
    for (const rating of ['0', '6', '4.5', 'fem']) {
      expect(readReviewForm(form({ rating })).rating).toBeNull();
    }
    const long = reviewProblems({ rating: 5, author: 'a'.repeat(61), comment: 'b'.repeat(2001) });
    expect(long).toEqual({ author: 'authorTooLong', comment: 'commentTooLong' });
  });
});

describe('recently viewed', () => {
  it('keeps the newest first, once each, at most a dozen', () => {
    let ids: number[] = [];
    for (const id of [1, 2, 3, 2]) ids = rememberViewed(ids, id);
    expect(ids).toEqual([2, 3, 1]);
    for (let id = 10; id < 30; id++) ids = rememberViewed(ids, id);
    expect(ids).toHaveLength(RECENTLY_VIEWED_KEPT);
    expect(ids[0]).toBe(29);
  });
  it('reads its cookie and ignores anything malformed', () => {
    expect(parseRecentlyViewed(printRecentlyViewed([5, 4, 3]))).toEqual([5, 4, 3]);
    expect(parseRecentlyViewed('5.x.-1.0.4.5.%3Cscript%3E')).toEqual([5, 4]);
    expect(parseRecentlyViewed(undefined)).toEqual([]);
    expect(parseRecentlyViewed('%E0%A4%A')).toEqual([]);
  });
});

describe('price chart', () => {
  const box = { width: 600, height: 200, padding: { top: 10, right: 10, bottom: 30, left: 10 } };
  it('draws a step line from the first price to today, high prices at the top', () => {
    const chart = priceChart(
      [
        { date: '2026-01-01', amount: 100000, isLowest: false },
        { date: '2026-06-01', amount: 80000, isLowest: true },
        { date: '2026-09-01', amount: 90000, isLowest: false },
      ],
      '2026-11-22',
      box,
    );
    expect(chart).not.toBeNull();
    const [a, b, c] = chart?.points ?? [];
    expect(a?.x).toBe(10);
    expect(chart?.xEnd).toBe(590);
    expect(a?.y).toBe(10);
    expect(b?.y).toBe(170);
    expect((c?.y ?? 0) > 10 && (c?.y ?? 0) < 170).toBe(true);
    expect(chart?.path).toBe(`M10 10 H${b?.x} V170 H${c?.x} V${c?.y} H590`);
    expect(chart?.high.index).toBe(0);
    expect(chart?.low.index).toBe(1);
  });
  it('handles one price and nothing at all', () => {
    const one = priceChart([{ date: '2026-11-22', amount: 5000, isLowest: true }], '2026-11-22', box);
    expect(one?.points).toHaveLength(1);
    expect(one?.path.startsWith('M10 ')).toBe(true);
    expect(priceChart([], '2026-11-22', box)).toBeNull();
  });
});

describe('structured data', () => {
  const input = {
    name: 'Minigrävare Hakmo X',
    sku: 'HAK-100001',
    brand: 'Hakmo',
    description: 'En stark maskin.',
    images: ['https://shop.example/images/products/a.svg'],
    url: 'https://shop.example/p/hakmo-x',
    sellingPriceIncVat: 12990000,
    currency: 'SEK',
    stockStatus: 'FEW_LEFT' as const,
    rating: { score: 4.3, voteCount: 7 },
  };
  it('describes the product with its offer and rating', () => {
    const ld = productJsonLd(input);
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: 'HAK-100001',
      brand: { name: 'Hakmo' },
      offers: {
        price: '129900.00',
        priceCurrency: 'SEK',
        availability: 'https://schema.org/LimitedAvailability',
      },
      aggregateRating: { ratingValue: 4.3, reviewCount: 7 },
    });
    expect(productJsonLd({ ...input, rating: { score: 0, voteCount: 0 } })).not.toHaveProperty(
      'aggregateRating',
    );
    expect(productJsonLd({ ...input, stockStatus: 'OUT_OF_STOCK' }).offers.availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });
  it('numbers the breadcrumbs and escapes script text', () => {
    const ld = breadcrumbJsonLd([
      { name: 'Hem', url: 'https://shop.example/' },
      { name: 'Trädgård', url: 'https://shop.example/c/tradgard' },
    ]);
    expect(ld.itemListElement.map((i) => i.position)).toEqual([1, 2]);
    expect(scriptJson({ a: '</script><b>' })).not.toContain('</script>');
    expect(JSON.parse(scriptJson({ a: '</script>' }))).toEqual({ a: '</script>' });
  });
});
