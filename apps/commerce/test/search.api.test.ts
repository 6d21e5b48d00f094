import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

/** Each language is searched in a market that speaks it. */
const MARKET_OF: Record<string, string> = {
  'sv-SE': 'se',
  'da-DK': 'dk',
  'en-GB': 'se',
  'fi-FI': 'fi',
  'nb-NO': 'no',
};

interface Hit {
  name: string;
  texts: { text1: string };
}

async function search(term: string, languageId: string, take = 100) {
  const { body } = await api.graphql<{ products: { count: number; products: Hit[] } }>(
    `query ($term: String, $languageId: String, $marketId: String, $take: Int) {
      products(languageId: $languageId, marketId: $marketId, take: $take,
               filter: { searchText: $term, sort: RELEVANCE }) {
        count products { name texts { text1 } }
      }
    }`,
    { term, languageId, marketId: MARKET_OF[languageId], take },
  );
  expect(body.errors).toBeUndefined();
  return body.data?.products ?? { count: 0, products: [] };
}

describe('search finds the base form from an inflected one, in every language', () => {
  it.each([
    ['sv-SE', 'gräsklipparen', /gräsklippare/i],
    ['sv-SE', 'motorsågarna', /motorsåg/i],
    ['da-DK', 'motorsavene', /motorsav/i],
    ['en-GB', 'chainsaws', /chainsaw/i],
    ['fi-FI', 'moottorisahat', /moottorisaha/i],
    ['nb-NO', 'motorsagene', /motorsag/i],
    ['da-DK', 'havetraktorer', /havetraktor/i],
    ['en-GB', 'garden tractors', /garden tractor/i],
    ['fi-FI', 'puutarhatraktorin', /puutarhatraktori/i],
    ['nb-NO', 'hagetraktorene', /hagetraktor/i],
  ])('%s: "%s"', async (languageId, term, expected) => {
    const result = await search(term, languageId);
    expect(result.count).toBeGreaterThan(0);
    expect(result.products[0]?.name).toMatch(expected);
  });
});

describe('search tolerates typos', () => {
  it.each([
    ['sv-SE', 'grasklipare', /gräsklippare/i],
    ['sv-SE', 'motorsg', /motorsåg/i],
    ['en-GB', 'chainsaw', /chainsaw/i],
    ['en-GB', 'chainsa', /chainsaw/i],
  ])('%s: "%s"', async (languageId, term, expected) => {
    const result = await search(term, languageId);
    expect(result.count).toBeGreaterThan(0);
    expect(result.products[0]?.name).toMatch(expected);
  });
});

describe('search ranking', () => {
  it('puts products named by the term above products that only mention it', async () => {
    // Motorsågar are named so; chain oil, saw chains and protective gear only mention them.
    const { products } = await search('motorsåg', 'sv-SE');
    const named = (hit: Hit) => /motorsåg/i.test(hit.name);
    const firstMention = products.findIndex((hit) => !named(hit));
    const lastNamed = products.findLastIndex(named);
    expect(products.filter(named).length).toBeGreaterThan(0);
    expect(products.some((hit) => !named(hit) && /motorsåg/i.test(hit.texts.text1))).toBe(true);
    expect(lastNamed).toBeLessThan(firstMention);
  });

  it('counts every match, not only the first page', async () => {
    const firstPage = await search('gräsklippare', 'sv-SE', 5);
    expect(firstPage.products).toHaveLength(5);
    expect(firstPage.count).toBeGreaterThan(5);
  });
});
