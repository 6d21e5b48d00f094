import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryOfSegment, querySegment } from '@/lib/routing/page-query';
import { queryString } from '@/lib/routing/query-string';
import {
  type ListQuery,
  parseFacetList,
  parseListQuery,
  printFacetList,
  printListQuery,
  selectedFacetIds,
} from './list-query';

const selection = fc.record({
  label: fc.string({ maxLength: 30 }),
  id: fc.stringMatching(/^[A-Za-z0-9_.:-]{1,12}$/),
});
const selections = fc.uniqueArray(selection, { selector: (s) => s.id, maxLength: 6 });

describe('label~id lists', () => {
  it('read back what they print, whatever the labels hold', () => {
    fc.assert(
      fc.property(selections, (items) => {
        expect(parseFacetList(printFacetList(items))).toEqual(items);
      }),
    );
  });

  it('never throw on malformed input and keep only well-formed items', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        for (const item of parseFacetList(raw)) expect(item.id).toMatch(/^[A-Za-z0-9_.:-]+$/);
      }),
    );
    expect(parseFacetList('Röd~c1,broken,~,x~,%E0~c2,Blå~c3')).toEqual([
      { label: 'Röd', id: 'c1' },
      { label: 'Blå', id: 'c3' },
    ]);
  });
});

describe('list query', () => {
  const query: fc.Arbitrary<ListQuery> = fc.record({
    facets: fc.record(
      {
        categories: selections,
        brands: selections,
        skus: selections,
        price: selections,
        discount: selections,
      },
      { requiredKeys: [] },
    ),
    parameters: fc.dictionary(fc.stringMatching(/^[A-Za-z0-9_]{1,6}$/), selections, { maxKeys: 3 }),
    sort: fc.option(fc.constantFrom('LATEST', 'PRICE', 'PRICE_DESC', 'MOST_SOLD', 'RELEVANCE'), {
      nil: undefined,
    }),
    page: fc.option(fc.integer({ min: 2, max: 500 }), { nil: undefined }),
  });

  /** What survives a round trip: empty lists are not written. */
  const normalize = (q: ListQuery): ListQuery => ({
    facets: Object.fromEntries(Object.entries(q.facets).filter(([, v]) => v && v.length > 0)),
    parameters: Object.fromEntries(Object.entries(q.parameters).filter(([, v]) => v.length > 0)),
    ...(q.sort ? { sort: q.sort } : {}),
    ...(q.page ? { page: q.page } : {}),
  });

  it('round-trips through the URL, also as shoppers read it (~ and , unencoded)', () => {
    fc.assert(
      fc.property(query, (q) => {
        expect(parseListQuery(new URLSearchParams(printListQuery(q).toString()))).toEqual(normalize(q));
        expect(parseListQuery(new URLSearchParams(queryString(printListQuery(q))))).toEqual(normalize(q));
      }),
    );
  });

  it('reads nothing a list page’s address loses on its way through the proxy', () => {
    const otherKey = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('utm_source', 'gclid', 'fbclid', 'action', 'page', 'sort', 'p-', 'priceFrom'),
    );
    const others = fc.array(fc.tuple(otherKey, fc.string({ maxLength: 12 })), { maxLength: 6 });
    fc.assert(
      fc.property(query, others, fc.integer({ min: 0, max: 20 }), (q, extra, at) => {
        const pairs = [...printListQuery(q)];
        pairs.splice(at % (pairs.length + 1), 0, ...extra, ['priceFrom', '10'], ['priceTo', '90']);
        const address = new URLSearchParams(pairs);
        const passed = queryOfSegment(querySegment(`?${address}`, 'category'));
        expect(parseListQuery(passed)).toEqual(parseListQuery(address));
      }),
    );
  });

  it('reads a plain form: repeated parameters and a typed price range', () => {
    const parsed = parseListQuery(
      new URLSearchParams('brands=A~b-1&brands=B~b-2&brands=A~b-1&priceFrom=100&priceTo=2500&sort=PRICE'),
    );
    expect(parsed.facets.brands).toEqual([
      { label: 'A', id: 'b-1' },
      { label: 'B', id: 'b-2' },
    ]);
    expect(parsed.facets.price).toEqual([{ label: '100–2500', id: 'price-10000-250000' }]);
    expect(selectedFacetIds(parsed)).toEqual(['b-1', 'b-2', 'price-10000-250000']);
    expect(parseListQuery(new URLSearchParams('priceFrom=500&priceTo=100')).facets.price).toBeUndefined();
  });

  it('ignores malformed values instead of failing', () => {
    const parsed = parseListQuery(
      new URLSearchParams('brands=~~~&page=-3&sort=drop table&p-x!=a~1&p-7=Röd~r'),
    );
    expect(parsed).toEqual({ facets: {}, parameters: { '7': [{ label: 'Röd', id: 'r' }] } });
  });
});
