import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPages, widgets } from '#src/db/schema.ts';
import { seedIfEmpty } from '#src/seed/seed.ts';
import { startTestApi, TEST_API_KEY, TEST_STAFF_API_KEY, type TestApi } from './harness.ts';

let api: TestApi;
/** Each language is asked for in a market that speaks it. */
const MARKET_OF: Record<string, string> = {
  'sv-SE': 'se',
  'da-DK': 'dk',
  'en-GB': 'se',
  'fi-FI': 'fi',
  'nb-NO': 'no',
};

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

interface Area {
  meta: { title: string; description: string } | null;
  tags: string[];
  containers: {
    layout: string;
    design: string;
    widgets: { name: string; configuration: string; images: { fileName: string }[] }[];
  }[];
}

const STAFF = { 'x-apikey': TEST_STAFF_API_KEY };

async function area(args: string, languageId = 'sv-SE', headers = { 'x-apikey': TEST_API_KEY }) {
  const { body } = await api.graphql<{ widgetArea: Area | null }>(
    `query ($languageId: String, $marketId: String) {
      widgetArea(languageId: $languageId, marketId: $marketId, ${args}) {
        meta { title description } tags
        containers { layout design widgets { name configuration images { fileName } } }
      }
    }`,
    { languageId, marketId: MARKET_OF[languageId] },
    headers,
  );
  expect(body.errors).toBeUndefined();
  return body.data?.widgetArea ?? null;
}

const widgetsOf = (a: Area | null) => (a?.containers ?? []).flatMap((c) => c.widgets);
const configOf = (widget: { configuration: string } | undefined) =>
  JSON.parse(widget?.configuration ?? '{}') as Record<string, unknown>;

describe('widgetArea', () => {
  it('serves the home page hero with its texts in the request language and a local image', async () => {
    const sv = widgetsOf(await area('family: "Frontpage", areaName: "top"'));
    const en = widgetsOf(await area('family: "Frontpage", areaName: "top"', 'en-GB'));
    expect(sv[0]?.name).toBe('hero');
    expect(configOf(sv[0]).title).toBe('Maskiner för bygge, trädgård och fritid');
    expect(configOf(en[0]).title).toBe('Machines for building, gardens and leisure');
    expect(configOf(en[0]).link).toEqual({ url: '/dc/hostrea-tradgard', label: 'Shop the autumn sale' });
    const image = sv[0]?.images[0]?.fileName ?? '';
    const response = await fetch(`${api.url}/images/products/${image}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('serves carousels, tiles and text in the main area, side-by-side texts in one container', async () => {
    const main = await area('family: "Frontpage", areaName: "main"', 'fi-FI');
    expect(widgetsOf(main).map((w) => w.name)).toEqual([
      'product-carousel',
      'category-tiles',
      'product-carousel',
      'text',
      'text',
      'trust-rating',
    ]);
    expect(main?.containers.find((c) => c.layout === 'half')?.widgets).toHaveLength(2);
    expect(configOf(widgetsOf(main)[0])).toMatchObject({
      source: 'campaign',
      campaignAlias: 'hostrea-tradgard',
    });
    expect(configOf(widgetsOf(main)[1]).title).toBe('Kategoriat');
    expect(main?.meta).toBeNull();
    expect(main?.tags).toContain('widgets:Frontpage:main');
  });

  it('shows draft widgets only in preview with the staff key; a storefront key gets the published ones', async () => {
    const args = 'family: "Frontpage", areaName: "main"';
    const published = widgetsOf(await area(args));
    const preview = widgetsOf(await area(`${args}, preview: true`, 'sv-SE', STAFF));
    expect(preview).toHaveLength(published.length + 1);
    expect(configOf(preview.at(-1)).title).toBe('Öppettider i jul');
    const asked = widgetsOf(await area(`${args}, preview: true`));
    expect(asked.map((w) => configOf(w).title)).toEqual(published.map((w) => configOf(w).title));
    expect(asked.map((w) => configOf(w).title)).not.toContain('Öppettider i jul');
  });

  it("gives a content page's widgets and meta by alias or by URL", async () => {
    const byAlias = await area('family: "Content", areaName: "main", alias: "om-oss"', 'en-GB');
    expect(byAlias?.meta?.title).toBe('About us');
    expect(byAlias?.tags).toContain('content:om-oss');
    const blocks = configOf(widgetsOf(byAlias)[0]).blocks as { type: string; text?: string }[];
    expect(blocks[0]?.text).toMatch(/^Maskinbutiken is a family-owned machine dealer/);
    const byUrl = await area(
      'family: "Content", areaName: "main", url: "/da/leveranser-och-returer"',
      'da-DK',
    );
    expect(byUrl?.meta?.title).toBe('Levering og returnering');
  });

  it('is null for an unknown page, and for an unpublished one outside preview', async () => {
    expect(await area('family: "Content", areaName: "main", alias: "no-such-page"')).toBeNull();
    expect(await area('family: "Content", areaName: "main", alias: "vinterforvaring"')).toBeNull();
    const args = 'family: "Content", areaName: "main", alias: "vinterforvaring", preview: true';
    expect(await area(args)).toBeNull();
    const preview = await area(args, 'sv-SE', STAFF);
    expect(preview?.meta?.title).toBe('Vinterförvaring och service');
    expect(widgetsOf(preview)).toHaveLength(1);
  });

  it('is null without a family and an area, as the platform answers', async () => {
    expect(await area('areaName: "top"')).toBeNull();
    expect(await area('family: "Frontpage"')).toBeNull();
  });

  it('refuses a display setting other than mobile or desktop', async () => {
    const { body } = await api.graphql(
      '{ widgetArea(family: "Frontpage", areaName: "top", displaySetting: "tv") { tags } }',
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'displaySetting' });
  });
});

describe('contentPage and contentPages', () => {
  const page = async (args: string, languageId = 'sv-SE', headers = { 'x-apikey': TEST_API_KEY }) => {
    const { body } = await api.graphql<{
      contentPage: {
        alias: string;
        title: string;
        canonicalUrl: string;
        published: boolean;
        meta: { description: string };
      } | null;
    }>(
      `query ($languageId: String, $marketId: String) {
        contentPage(languageId: $languageId, marketId: $marketId, ${args}) { alias title canonicalUrl published meta { description } }
      }`,
      { languageId, marketId: MARKET_OF[languageId] },
      headers,
    );
    expect(body.errors).toBeUndefined();
    return body.data?.contentPage ?? null;
  };

  it('gives title, description and path in every language, the path by its title there', async () => {
    const titles = [];
    const paths = [];
    for (const languageId of ['sv-SE', 'da-DK', 'en-GB', 'fi-FI', 'nb-NO']) {
      const found = await page('alias: "kopvillkor"', languageId);
      expect(found?.alias).toBe('kopvillkor');
      expect(found?.meta.description.length).toBeGreaterThan(40);
      titles.push(found?.title);
      paths.push(found?.canonicalUrl);
    }
    expect(titles).toEqual([
      'Köpvillkor',
      'Handelsbetingelser',
      'Terms and conditions',
      'Tilaus- ja toimitusehdot',
      'Kjøpsvilkår',
    ]);
    expect(paths).toEqual([
      '/kopvillkor',
      '/handelsbetingelser',
      '/terms-and-conditions',
      '/tilaus-ja-toimitusehdot',
      '/kjopsvilkar',
    ]);
  });

  it('hides an unpublished page unless staff preview it', async () => {
    expect(await page('alias: "vinterforvaring"')).toBeNull();
    expect(await page('alias: "vinterforvaring", preview: true')).toBeNull();
    expect(await page('alias: "vinterforvaring", preview: true', 'sv-SE', STAFF)).toMatchObject({
      published: false,
    });
    expect(await page('alias: "kopvillkor", preview: true')).toMatchObject({ published: true });
    expect(await page('alias: "nothing-here", preview: true', 'sv-SE', STAFF)).toBeNull();
  });

  it('lists the published pages only', async () => {
    const { body } = await api.graphql<{ contentPages: { alias: string }[] }>('{ contentPages { alias } }');
    expect(body.data?.contentPages.map((p) => p.alias)).toEqual([
      'om-oss',
      'kontakt',
      'leveranser-och-returer',
      'kopvillkor',
      'hyresvillkor',
      'integritet-och-cookies',
    ]);
  });
});

describe('a shop seeded before it had content', () => {
  it('gets its content pages and home page widgets on the next start', async () => {
    const { db } = api.database;
    await db.delete(widgets);
    await db.delete(contentPages);
    expect(await seedIfEmpty(db, { apiKey: TEST_API_KEY })).toBe(0);
    const { body } = await api.graphql<{ contentPages: { alias: string }[] }>('{ contentPages { alias } }');
    expect(body.data?.contentPages.map((p) => p.alias)).toContain('om-oss');
    expect((await db.select().from(widgets)).some((w) => w.family === 'Frontpage')).toBe(true);
    const again = (await db.select().from(widgets)).length;
    await seedIfEmpty(db, { apiKey: TEST_API_KEY });
    expect((await db.select().from(widgets)).length).toBe(again);
  });

  it('gets the trust rating on the home page once, when its widgets came before it', async () => {
    const { db } = api.database;
    await db.delete(widgets).where(eq(widgets.name, 'trust-rating'));
    await seedIfEmpty(db, { apiKey: TEST_API_KEY });
    await seedIfEmpty(db, { apiKey: TEST_API_KEY });
    const trust = await db.select().from(widgets).where(eq(widgets.name, 'trust-rating'));
    expect(trust).toHaveLength(1);
    expect(trust[0]).toMatchObject({ family: 'Frontpage', areaName: 'main' });
  });
});
