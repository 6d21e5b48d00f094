import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignSeeds } from '#src/seed/campaigns.ts';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

interface Aliases {
  count: number;
  aliases: { productId: number; alias: string; canonicalUrl: string }[];
}

async function productAliases(variables: Record<string, unknown>) {
  const { status, body } = await api.graphql<{ productAliases: Aliases }>(
    `query ($marketId: String, $languageId: String, $skip: Int, $take: Int) {
      productAliases(marketId: $marketId, languageId: $languageId, skip: $skip, take: $take) {
        count aliases { productId alias canonicalUrl }
      }
    }`,
    variables,
  );
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data?.productAliases as Aliases;
}

describe('productAliases', () => {
  it('pages through every product of the market in product id order, none twice', async () => {
    const all = await productAliases({ marketId: 'se', languageId: 'sv-SE', take: 10_000 });
    const { body } = await api.graphql<{ products: { count: number } }>(
      '{ products(marketId: "se", languageId: "sv-SE", take: 0) { count } }',
    );
    expect(all.count).toBe(body.data?.products.count);
    expect(all.aliases).toHaveLength(all.count);
    const ids = all.aliases.map((a) => a.productId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const pages: Aliases['aliases'] = [];
    for (let skip = 0; skip < all.count; skip += 100) {
      const page = await productAliases({ marketId: 'se', languageId: 'sv-SE', skip, take: 100 });
      expect(page.count).toBe(all.count);
      pages.push(...page.aliases);
    }
    expect(pages).toEqual(all.aliases);
  });

  it('gives the canonical address of a product the product query finds', async () => {
    const { aliases } = await productAliases({ marketId: 'dk', languageId: 'da-DK', skip: 7, take: 1 });
    const [first] = aliases;
    expect(first?.canonicalUrl).toMatch(/^\/p\/[a-z0-9-]+$/);
    for (const alias of [first?.alias, first?.canonicalUrl.slice('/p/'.length)]) {
      const { body } = await api.graphql<{ product: { canonicalUrl: string } | null }>(
        'query ($alias: String!) { product(marketId: "dk", languageId: "da-DK", alias: $alias) { canonicalUrl } }',
        { alias },
      );
      expect(body.data?.product?.canonicalUrl).toBe(first?.canonicalUrl);
    }
  });

  it('counts without reading aliases when take is 0, and refuses a page above 10,000', async () => {
    const counted = await productAliases({ marketId: 'se', take: 0 });
    expect(counted.aliases).toEqual([]);
    expect(counted.count).toBeGreaterThan(0);
    const largest = await productAliases({ marketId: 'se', take: 10_000 });
    expect(largest.aliases).toHaveLength(Math.min(counted.count, 10_000));
    const { body } = await api.graphql('{ productAliases(take: 10001) { count } }');
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'take' });
  });
});

describe('discountCampaigns', () => {
  it('lists the campaigns running now with their list page address, in the request language', async () => {
    const { body } = await api.graphql<{
      discountCampaigns: { alias: string; canonicalUrl: string; name: string }[];
    }>('{ discountCampaigns(languageId: "en-GB") { alias canonicalUrl name } }');
    const now = Date.now();
    const running = campaignSeeds.filter(
      (c) => c.startsAt.getTime() <= now && (!c.endsAt || c.endsAt.getTime() > now),
    );
    expect(body.data?.discountCampaigns.map((c) => c.alias).sort()).toEqual(
      running.map((c) => c.alias).sort(),
    );
    for (const campaign of body.data?.discountCampaigns ?? []) {
      expect(campaign.canonicalUrl).toBe(`/dc/${campaign.alias}`);
      expect(campaign.name).toBe(campaignSeeds.find((c) => c.alias === campaign.alias)?.name.en);
    }
    expect(body.data?.discountCampaigns.map((c) => c.alias)).not.toContain('varrea-reservdelar');
  });
});
