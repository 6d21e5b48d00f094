import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerFromFacetIndex, rememberedAnswerCount } from './facet-answers.ts';
import { type FacetIndex, indexCatalog } from './facet-index.ts';
import type { CatalogRows } from './facet-index-load.ts';
import { setIndexedPrice } from './facet-index-prices.ts';
import { slotProducts } from './facet-index-values.ts';
import { type FacetListRequest, queryFacetIndex } from './facet-query.ts';
import { SORT_ORDERS } from './list-order.ts';

const NOW = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;
const text = (sv: string) => ({ sv, en: sv });

/** A small catalog: two trees of categories, three brands, two campaigns (one over), two parameters. */
const categoryRows = [
  [1, null],
  [2, 1],
  [3, 2],
  [4, null],
  [5, 4],
].map(([id, parentId]) => ({
  id: id as number,
  parentId: parentId ?? null,
  alias: `c${id}`,
  position: (id as number) % 3,
  name: text(`Kategori ${id}`),
  description: text(''),
}));
const brandRows = [1, 2, 3].map((id) => ({
  id,
  alias: `b${id}`,
  name: `Märke ${id}`,
  description: text(''),
}));
const campaignRows = [
  { id: 1, startsAt: new Date(NOW - DAY), endsAt: null },
  { id: 2, startsAt: new Date(NOW - 9 * DAY), endsAt: new Date(NOW - DAY) },
].map((c) => ({
  ...c,
  alias: `k${c.id}`,
  name: text(`Kampanj ${c.id}`),
  description: text(''),
  hideTitle: false,
  kind: 'PERCENTAGE' as const,
  discountBp: 1000,
  amountOff: null,
  marketId: null,
  categoryId: null,
  brandId: null,
  repricedAt: c.startsAt,
  createdAt: c.startsAt,
  updatedAt: c.startsAt,
}));
const parameterRows = [
  { id: 1, groupId: 1, identifier: 'length', name: text('Längd'), unit: 'mm' },
  { id: 2, groupId: 1, identifier: 'fuel', name: text('Drivmedel'), unit: null },
];

const product = fc.record({
  categoryId: fc.integer({ min: 1, max: 5 }),
  brandId: fc.integer({ min: 1, max: 3 }),
  createdDay: fc.integer({ min: 0, max: 4 }),
  soldCount: fc.integer({ min: 0, max: 3 }),
  name: fc.constantFrom('Alfa', 'beta', 'Gamma', 'Älg', 'alfa 2', 'alfa 10'),
  sizes: fc.subarray(['S', 'M', 'L', '']),
  campaigns: fc.subarray([1, 2]),
  length: fc.option(fc.constantFrom('300', '400', '500')),
  fuel: fc.option(fc.constantFrom('Bensin', 'Diesel')),
  prices: fc.tuple(fc.option(fc.integer({ min: 0, max: 90 })), fc.option(fc.integer({ min: 0, max: 90 }))),
});

const catalog = fc
  .array(product, { minLength: 1, maxLength: 40 })
  .chain((products) =>
    fc.record({
      products: fc.constant(products),
      ids: fc.shuffledSubarray(
        Array.from({ length: 120 }, (_, i) => i + 1),
        { minLength: products.length, maxLength: products.length },
      ),
    }),
  )
  .map(({ products, ids }): CatalogRows => {
    const listed = products.map((p, i) => ({ ...p, id: ids[i] as number })).sort((a, b) => a.id - b.id);
    return {
      productRows: listed.map((p) => ({
        id: p.id,
        categoryId: p.categoryId,
        brandId: p.brandId,
        createdAt: new Date(NOW - p.createdDay * DAY),
        soldCount: p.soldCount,
        articleNumber: `A${p.id}`,
      })),
      priceRows: listed.flatMap((p) =>
        p.prices.flatMap((price, m) =>
          price === null ? [] : [{ productId: p.id, marketId: m + 1, selling: price * 100 }],
        ),
      ),
      skuRows: listed.flatMap((p) => p.sizes.map((name) => ({ productId: p.id, name }))),
      campaignRows,
      membershipRows: listed.flatMap((p) =>
        p.campaigns.map((campaignId) => ({ campaignId, productId: p.id })),
      ),
      parameterRows,
      valueRows: listed.flatMap((p) => [
        ...(p.length === null ? [] : [{ productId: p.id, parameterId: 1, value: text(p.length) }]),
        ...(p.fuel === null ? [] : [{ productId: p.id, parameterId: 2, value: text(p.fuel) }]),
      ]),
      nameRows: listed.map((p) => ({ productId: p.id, languageCode: 'sv', name: p.name })),
      categoryRows,
      brandRows,
    };
  });

const noSearch = { termOf: new Map(), languages: new Map(), articleSlot: new Map(), words: new Map() };

function indexOf(rows: CatalogRows): FacetIndex {
  return indexCatalog(rows, slotProducts(rows.productRows), noSearch);
}

const PRICE_VALUE = /^price-(\d+)-(\d+)$/;

/** The answer by the definitions, product by product, from the index's value lists. */
function expected(index: FacetIndex, rows: CatalogRows, request: FacetListRequest) {
  // A market nobody sells in has no price column: its lists are empty.
  const price = index.priceIn.get(request.marketId) ?? new Int32Array(index.size).fill(-1);
  const slots = Array.from({ length: index.size }, (_, slot) => slot);
  const has = (slot: number, valueId: string) => {
    const v = index.valueById.get(valueId);
    return v !== undefined && (index.values[v]?.slots.includes(slot) ?? false);
  };
  const { lowest, highest } = request.price ?? {};
  const base = slots.filter(
    (slot) =>
      (price[slot] as number) >= 0 &&
      (lowest == null || (price[slot] as number) >= lowest) &&
      (highest == null || (price[slot] as number) <= highest) &&
      (!request.productIds || request.productIds.includes(index.productIds[slot] as number)) &&
      (!request.relevance || (request.relevance[slot] as number) > 0) &&
      request.baseValueIds.every((id) => has(slot, id)),
  );
  const groups = new Map<string, (slot: number) => boolean>();
  const bands = request.selected.flatMap((id) => {
    const m = id.match(PRICE_VALUE);
    return m ? [[Number(m[1]), Number(m[2])]] : [];
  });
  if (bands.length) {
    groups.set('price', (slot) =>
      bands.some(
        ([from, to]) =>
          (price[slot] as number) >= (from as number) && (price[slot] as number) < (to as number),
      ),
    );
  }
  for (const id of request.selected) {
    const v = index.valueById.get(id);
    const filterId = v === undefined ? undefined : index.values[v]?.filterId;
    if (!filterId || groups.has(filterId)) continue;
    const chosen = request.selected.filter(
      (other) => index.values[index.valueById.get(other) ?? -1]?.filterId === filterId,
    );
    groups.set(filterId, (slot) => chosen.some((value) => has(slot, value)));
  }
  const matches = (slot: number, except?: string) =>
    [...groups].every(([filterId, test]) => filterId === except || test(slot));
  const listed = base.filter((slot) => matches(slot));

  const id = (slot: number) => index.productIds[slot] as number;
  const row = (slot: number) => rows.productRows[slot] as CatalogRows['productRows'][number];
  const alphabetical = index.orders.alphabetical.get('sv') as Int32Array;
  const by: Record<string, (a: number, b: number) => number> = {
    LATEST: (a, b) => row(b).createdAt.getTime() - row(a).createdAt.getTime() || id(b) - id(a),
    MOST_SOLD: (a, b) => row(b).soldCount - row(a).soldCount || id(b) - id(a),
    PRICE: (a, b) => (price[a] as number) - (price[b] as number) || id(a) - id(b),
    PRICE_DESC: (a, b) => (price[b] as number) - (price[a] as number) || id(b) - id(a),
    ALPHABETICAL: (a, b) => alphabetical.indexOf(a) - alphabetical.indexOf(b),
    RELEVANCE: request.relevance
      ? (a, b) => (request.relevance?.[b] as number) - (request.relevance?.[a] as number) || b - a
      : (a, b) => row(b).createdAt.getTime() - row(a).createdAt.getTime() || id(b) - id(a),
  };
  const page = [...listed]
    .sort(by[request.sort])
    .slice(request.skip, request.skip + request.take)
    .map(id);
  return {
    count: listed.length,
    page,
    countOf: (valueId: string) => {
      const filterId = index.values[index.valueById.get(valueId) ?? -1]?.filterId;
      return base.filter((slot) => matches(slot, filterId) && has(slot, valueId)).length;
    },
    countInBand: (from: number, to: number) =>
      base.filter(
        (slot) => matches(slot, 'price') && (price[slot] as number) >= from && (price[slot] as number) < to,
      ).length,
  };
}

const requestFor = (rows: CatalogRows) => {
  const valueIds = [
    ...categoryRows.map((c) => `c-${c.id}`),
    ...brandRows.map((b) => `b-${b.id}`),
    'd-1',
    'd-2',
    's-s',
    's-m',
    's-l',
    'p-1-300',
    'p-1-400',
    'p-2-bensin',
    'p-2-diesel',
    'nothing',
  ];
  const size = rows.productRows.length;
  return fc.record({
    marketId: fc.constantFrom(1, 2),
    languageCode: fc.constant('sv'),
    baseValueIds: fc.subarray(['c-1', 'c-2', 'c-4', 'b-1', 'd-1'], { maxLength: 2 }),
    productIds: fc.option(fc.subarray(rows.productRows.map((p) => p.id))),
    relevance: fc.option(
      fc
        .array(fc.constantFrom(0, 0.5, 1, 2), { minLength: size, maxLength: size })
        .map((r) => Float32Array.from(r)),
    ),
    selected: fc.array(
      fc.oneof(
        fc.constantFrom(...valueIds),
        fc
          .tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 100 }))
          .map(([a, b]) => `price-${a * 100}-${b * 100}`),
      ),
      { maxLength: 5 },
    ),
    price: fc.option(
      fc.record({
        lowest: fc.option(fc.integer({ min: 0, max: 5000 })),
        highest: fc.option(fc.integer({ min: 0, max: 9000 })),
      }),
    ),
    sort: fc.constantFrom(...SORT_ORDERS),
    skip: fc.integer({ min: 0, max: 12 }),
    take: fc.integer({ min: 0, max: 12 }),
    now: fc.constant(NOW),
    formatPrice: fc.constant((minor: number) => `${minor / 100} kr`),
  });
};

describe('queryFacetIndex', () => {
  it('lists, counts and pages as the definitions say, product by product', () => {
    fc.assert(
      fc.property(
        catalog.chain((rows) => fc.tuple(fc.constant(rows), requestFor(rows))),
        ([rows, request]) => {
          const index = indexOf(rows);
          const answer = queryFacetIndex(index, request);
          const want = expected(index, rows, request);
          expect(answer.count).toBe(want.count);
          expect(answer.productIds).toEqual(want.page);
          for (const facet of answer.facets) {
            for (const value of facet.values) {
              const band = value._id.match(PRICE_VALUE);
              const count = band
                ? want.countInBand(Number(band[1]), Number(band[2]))
                : want.countOf(value._id);
              expect(value.count, value._id).toBe(count);
            }
          }
          const shown = new Set(answer.facets.flatMap((f) => f.values.map((v) => v._id)));
          if (!index.priceIn.has(request.marketId)) return;
          for (const id of request.selected) if (index.valueById.has(id)) expect(shown).toContain(id);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('lists nothing in a market without prices', () => {
    fc.assert(
      fc.property(catalog, (rows) => {
        const answer = queryFacetIndex(indexOf(rows), {
          marketId: 9,
          languageCode: 'sv',
          baseValueIds: [],
          selected: [],
          sort: 'LATEST',
          skip: 0,
          take: 20,
          now: NOW,
          formatPrice: String,
        });
        expect(answer).toEqual({ productIds: [], count: 0, facets: [] });
      }),
    );
  });
});

describe('answerFromFacetIndex', () => {
  it('answers as queryFacetIndex for every page, after a price change and once a campaign starts', () => {
    fc.assert(
      fc.property(
        catalog.chain((rows) =>
          fc.tuple(
            fc.constant(rows),
            requestFor(rows),
            fc.integer({ min: 0, max: 12 }),
            fc.constantFrom(...rows.productRows.map((p) => p.id)),
            fc.integer({ min: 0, max: 9000 }),
          ),
        ),
        ([rows, request, otherSkip, changed, newPrice]) => {
          const index = indexOf(rows);
          // A search is not remembered. The campaign that starts a day before NOW has not started yet.
          const list = { ...request, relevance: null };
          const before = { ...list, now: NOW - 2 * DAY };
          const asked = [
            before,
            { ...before, skip: otherSkip },
            request,
            { ...request, sort: 'PRICE' as const },
          ];
          for (const each of asked)
            expect(answerFromFacetIndex(index, each)).toEqual(queryFacetIndex(index, each));
          setIndexedPrice(index, changed, request.marketId, newPrice);
          for (const each of asked.slice(2)) {
            expect(answerFromFacetIndex(index, each)).toEqual(queryFacetIndex(index, each));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('remembers a bounded number of answers, also of requests that list nothing, and none of given products', () => {
    fc.assert(
      fc.property(
        catalog.chain((rows) => fc.tuple(fc.constant(rows), requestFor(rows))),
        ([rows, request]) => {
          const index = indexOf(rows);
          const list = { ...request, relevance: null, productIds: null };
          for (let lowest = 0; lowest < 2_000; lowest++) {
            answerFromFacetIndex(index, { ...list, price: { lowest: 10_000_000 + lowest, highest: null } });
          }
          expect(rememberedAnswerCount(index)).toBeLessThanOrEqual(1_600);
          const given = rows.productRows.map((p) => p.id).slice(0, 2);
          const before = rememberedAnswerCount(index);
          answerFromFacetIndex(index, { ...list, productIds: given });
          expect(rememberedAnswerCount(index)).toBe(before);
        },
      ),
      { numRuns: 5 },
    );
  });
});
