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

/** Every product name the catalog lists in a language, a page at a time. */
async function catalogNames(languageId: string): Promise<string[]> {
  const names: string[] = [];
  for (let skip = 0; ; skip += 100) {
    const { body } = await api.graphql<{ products: { count: number; products: { name: string }[] } }>(
      `query ($languageId: String, $marketId: String, $skip: Int) {
        products(languageId: $languageId, marketId: $marketId, take: 100, skip: $skip) { count products { name } }
      }`,
      { languageId, marketId: MARKET_OF[languageId], skip },
    );
    const page = body.data?.products;
    names.push(...(page?.products ?? []).map((p) => p.name));
    if (!page || skip + 100 >= page.count) return names;
  }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('search finds a product by its model or its full name', () => {
  /** Names that end in a model written with a dash ("HG-11") or a space ("MG 10"), without an edition. */
  const MODEL_AT_END = { dash: /^.+ ([A-Z]{1,3})-(\d{1,4})$/, space: /^.+ ([A-Z]{1,3}) (\d{1,4})$/ };

  it.each(['sv-SE', 'en-GB'])(
    '%s: a model typed "HG-11", "hg11" or "HG 11" finds the machine of that model first',
    async (languageId) => {
      const names = await catalogNames(languageId);
      for (const written of Object.values(MODEL_AT_END)) {
        const name = names.find((n) => written.test(n));
        expect(name, String(written)).toBeDefined();
        const [, letters, number] = written.exec(name as string) as RegExpExecArray;
        const model = new RegExp(`\\b${letters}[- ]${number}\\b`);
        for (const typed of [
          `${letters}-${number}`,
          `${letters?.toLowerCase()}${number}`,
          `${letters} ${number}`,
        ]) {
          const { count, products } = await search(typed, languageId);
          expect(count, typed).toBeGreaterThan(0);
          // The machine named by the model alone comes first, then its editions ("HG-11 HD"), then the rest.
          expect(products[0]?.name, typed).toMatch(new RegExp(`\\b${letters}[- ]${number}$`));
          const named = products.map((hit) => model.test(hit.name));
          expect(named.lastIndexOf(true), typed).toBeLessThan(
            named.includes(false) ? named.indexOf(false) : Infinity,
          );
        }
      }
    },
  );

  it.each(['sv-SE', 'da-DK', 'en-GB', 'fi-FI', 'nb-NO'])(
    "%s: a product's full name finds it first",
    async (languageId) => {
      const names = await catalogNames(languageId);
      // A machine of each kind: with a dashed model, a spaced one, and one with an edition after it.
      const picked = [
        names.find((n) => MODEL_AT_END.dash.test(n)),
        names.find((n) => MODEL_AT_END.space.test(n)),
        names.find((n) => /[A-Z]{1,3}[- ]\d{1,4} [A-Z][a-z]+$/.test(n)),
      ];
      for (const name of picked) {
        expect(name).toBeDefined();
        const { products } = await search(name as string, languageId);
        expect(products[0]?.name, name).toBe(name);
        expect(products[0]?.name).toMatch(new RegExp(`^${escaped(name as string)}$`));
      }
    },
  );
});
