import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contentPages, contentPageVersions } from '#src/db/schema.ts';
import { CONTENT_DESK as C, pageTexts } from './content-desk-client.ts';
import { deskClient } from './customer-desk-client.ts';
import { insertStaffMember, signInAs } from './staff-client.ts';
import { useTestApi } from './suite.ts';

/** The cache tags the API expired, as the storefronts are told them. */
const expired: string[][] = [];
const suite = useTestApi({
  products: 20,
  server: { invalidateStorefronts: async (tags) => void expired.push([...tags]) },
});
const { api, db, data } = suite;
const base = () => api().url;

let token = '';
beforeAll(async () => {
  token = await signInAs(base(), (await insertStaffMember(db(), 'marketing')).email);
});
const desk = deskClient(base, () => token);

// biome-ignore lint/suspicious/noExplicitAny: the desk's answers are untyped JSON here
type Loose = any;
type Change = { page: Loose; refusal: string | null; currentVersion: number | null; problems: Loose[] };
const change = async (document: string, variables: Record<string, unknown>) => {
  const answer = await desk<Change>(document, variables);
  expect(answer.code, answer.message).toBeUndefined();
  return answer.data as Change;
};

const SHOP_PAGE = `query ($alias: String!, $preview: Boolean, $token: String, $languageId: String, $marketId: String) {
  contentPage(alias: $alias, preview: $preview, previewToken: $token, marketId: $marketId, languageId: $languageId) {
    alias title canonicalUrl published }
  widgetArea(family: "Content", areaName: "main", alias: $alias, preview: $preview, previewToken: $token,
    marketId: $marketId, languageId: $languageId) { containers { widgets { configuration } } }
}`;
type ShopPage = {
  contentPage: { alias: string; title: string; canonicalUrl: string; published: boolean } | null;
  widgetArea: { containers: { widgets: { configuration: string }[] }[] } | null;
};
/** The page as the storefront asks for it, its widgets' texts joined. */
async function shopPage(alias: string, options: { token?: string; languageId?: string } = {}) {
  const answer = await data<ShopPage>(SHOP_PAGE, {
    alias,
    preview: Boolean(options.token),
    token: options.token,
    languageId: options.languageId ?? 'sv-SE',
    // Each language is asked for in a market that speaks it.
    marketId: options.languageId === 'da-DK' ? 'dk' : 'se',
  });
  const text = (answer.widgetArea?.containers ?? [])
    .flatMap((c) => c.widgets.map((w) => w.configuration))
    .join(' ');
  return answer.contentPage ? { ...answer.contentPage, text } : null;
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
const previewOf = async (id: number, languageCode = 'sv') =>
  tokenOf((await desk<string>(C.preview, { id, languageCode })).data as string);

describe('content pages at the desk', () => {
  it('makes a page unpublished, shows its draft to a preview link only, publishes it and keeps every version', async () => {
    const made = await change(C.create, { texts: pageTexts('hostrutiner') });
    expect(made.refusal).toBeNull();
    const { id } = made.page;
    expect(made.page).toMatchObject({ state: 'DRAFT', version: 1, alias: 'sida-hostrutiner' });
    expect(await shopPage('sida-hostrutiner')).toBeNull();

    // The preview link's token shows the draft; a forged or another page's token does not.
    const token = await previewOf(id);
    expect(await shopPage('sida-hostrutiner', { token })).toMatchObject({
      title: 'Sida hostrutiner',
      published: false,
    });
    expect((await shopPage('sida-hostrutiner', { token }))?.text).toContain('Rubrik hostrutiner');
    expect(await shopPage('sida-hostrutiner', { token: `${token.slice(0, -2)}xx` })).toBeNull();
    const other = await change(C.create, { texts: pageTexts('annan') });
    expect(await shopPage('sida-hostrutiner', { token: await previewOf(other.page.id) })).toBeNull();

    expired.length = 0;
    const published = await change(C.publish, { id, version: 1 });
    expect(published.page).toMatchObject({ state: 'PUBLISHED', publishedVersion: 1 });
    expect(expired).toEqual([['catalog']]);
    expect(await shopPage('sida-hostrutiner')).toMatchObject({ title: 'Sida hostrutiner', published: true });
    expect(await shopPage('page-hostrutiner', { languageId: 'en-GB' })).toMatchObject({
      title: 'Page hostrutiner',
      canonicalUrl: '/page-hostrutiner',
    });

    // A save of a published page is a draft: the shop keeps the published version until it is published.
    const saved = await change(C.update, {
      id,
      version: 1,
      texts: pageTexts('hostrutiner', [
        { languageCode: 'da', title: 'Side efterår', alias: 'side-efterar' },
      ]).map((t) => (t.languageCode === 'sv' ? { ...t, title: 'Höstrutiner', alias: 'hostrutiner' } : t)),
    });
    expect(saved.page).toMatchObject({ state: 'CHANGED', version: 2, publishedVersion: 1 });
    expect(await shopPage('sida-hostrutiner')).toMatchObject({ title: 'Sida hostrutiner' });
    expect(await shopPage('sida-hostrutiner', { token })).toMatchObject({
      title: 'Höstrutiner',
      published: false,
    });

    await change(C.publish, { id, version: 2 });
    // The old alias is a former one: it still finds the page, which names its address now.
    expect(await shopPage('sida-hostrutiner')).toMatchObject({
      title: 'Höstrutiner',
      canonicalUrl: '/hostrutiner',
    });
    expect(await shopPage('side-efterar', { languageId: 'da-DK' })).toMatchObject({ title: 'Side efterår' });

    // Version 1 restored is version 3, published as any other.
    const restored = await change(C.restore, { id, version: 2, restore: 1 });
    expect(restored.page.version).toBe(3);
    expect(
      restored.page.versions.map((v: { version: number; restoredFrom: number | null }) => [
        v.version,
        v.restoredFrom,
      ]),
    ).toEqual([
      [3, 1],
      [2, null],
      [1, null],
    ]);
    expect(restored.page.texts[0]).toMatchObject({ title: 'Sida hostrutiner', alias: 'sida-hostrutiner' });
    await change(C.publish, { id, version: 3 });
    expect(await shopPage('hostrutiner')).toMatchObject({
      title: 'Sida hostrutiner',
      canonicalUrl: '/sida-hostrutiner',
    });
    const kept = await db()
      .select({ n: count() })
      .from(contentPageVersions)
      .where(eq(contentPageVersions.pageId, id));
    expect(kept[0]?.n).toBe(3);
    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(sql`${auditLog.entityType} = 'content_page' and ${auditLog.entityId} = ${String(id)}`)
      .orderBy(auditLog.id);
    expect(actions.map((a) => a.action)).toEqual([
      'content.create',
      'content.publish',
      'content.update',
      'content.publish',
      'content.restore',
      'content.publish',
    ]);
  });

  it('keeps a seeded page’s texts as its version 1 at its first save, and unpublishes it', async () => {
    const [page] = await db().select().from(contentPages).where(eq(contentPages.alias, 'om-oss'));
    if (!page) throw new Error('No seeded page');
    const read = (await desk(C.page, { id: page.id })).data;
    expect(read.versions).toEqual([expect.objectContaining({ version: 1, published: true, savedBy: '' })]);
    const texts = read.texts.map((t: Record<string, unknown>) => ({ ...t, translated: undefined }));
    const swedish = texts.find((t: { languageCode: string }) => t.languageCode === 'sv');
    swedish.title = 'Om Maskinbutiken';
    const saved = await change(C.update, { id: page.id, version: 1, texts });
    expect(saved.page.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const first = await db()
      .select()
      .from(contentPageVersions)
      .where(eq(contentPageVersions.pageId, page.id));
    expect(first.find((v) => v.version === 1)?.texts.title.sv).toBe('Om oss');
    // The body came back as it was read: only the title changed.
    const audit = await db()
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(sql`${auditLog.action} = 'content.update' and ${auditLog.entityId} = ${String(page.id)}`);
    expect(audit[0]?.after).toEqual({
      version: 2,
      restoredFrom: null,
      texts: { sv: { title: 'Om Maskinbutiken' } },
    });

    expired.length = 0;
    await change(C.unpublish, { id: page.id });
    expect(expired).toEqual([['catalog']]);
    expect(await shopPage('om-oss')).toBeNull();
    await change(C.publish, { id: page.id, version: 2 });
    expect(await shopPage('om-oss')).toMatchObject({ title: 'Om Maskinbutiken' });
  });

  it('lists pages by state and search, a page at a time', async () => {
    const drafts = (await desk(C.pages, { state: 'DRAFT', first: 100 })).data;
    expect(drafts.nodes.every((p: { state: string }) => p.state === 'DRAFT')).toBe(true);
    const found = (await desk(C.pages, { search: 'annan' })).data;
    expect(found.nodes.map((p: { title: string }) => p.title)).toEqual(['Sida annan']);
    const first = (await desk(C.pages, { first: 2 })).data;
    const second = (await desk(C.pages, { first: 2, offset: 2 })).data;
    expect(first.totalCount).toBeGreaterThan(4);
    expect(first.nodes).toHaveLength(2);
    expect(second.nodes[0].id).not.toBe(first.nodes[1].id);
  });
});

describe('saves of one page at once', () => {
  it('refuses a save from a version another save came after, and of two at once keeps exactly one', async () => {
    const { page } = await change(C.create, { texts: pageTexts('samtidig') });
    const first = await change(C.update, { id: page.id, version: 1, texts: pageTexts('forst') });
    expect(first.page.version).toBe(2);
    const stale = await change(C.update, { id: page.id, version: 1, texts: pageTexts('sent') });
    expect(stale).toMatchObject({ page: null, refusal: 'STALE', currentVersion: 2 });
    expect((await change(C.publish, { id: page.id, version: 1 })).refusal).toBe('STALE');

    const answers = await Promise.all(
      ['ett', 'tva', 'tre'].map((word) =>
        change(C.update, { id: page.id, version: 2, texts: pageTexts(word) }),
      ),
    );
    expect(answers.filter((a) => a.refusal === null)).toHaveLength(1);
    expect(answers.filter((a) => a.refusal === 'STALE').map((a) => a.currentVersion)).toEqual([3, 3]);
    const versions = await db()
      .select()
      .from(contentPageVersions)
      .where(eq(contentPageVersions.pageId, page.id));
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2, 3]);
    const winner = answers.find((a) => a.refusal === null)?.page.texts[0].title;
    expect(versions.find((v) => v.version === 3)?.texts.title.sv).toBe(winner);
  });
});

describe('bad input', () => {
  const fingerprint = async () => {
    const { rows } = (await db().execute(sql`select
      (select count(*) from content_pages)::int as pages,
      (select count(*) from content_page_versions)::int as versions,
      (select count(*) from content_page_aliases)::int as aliases,
      (select count(*) from widgets)::int as widgets,
      (select count(*) from audit_log)::int as audit`)) as unknown as { rows: unknown[] };
    return rows[0];
  };

  it('refuses each problem beside its field and language, and changes nothing', async () => {
    const { page } = await change(C.create, { texts: pageTexts('stadig') });
    const before = await fingerprint();
    const cases: [string, Record<string, unknown>[], string[]][] = [
      ['empty', [{ languageCode: 'sv', title: '' }], ['TITLE sv REQUIRED', 'ALIAS sv REQUIRED']],
      ['100 kB', [{ languageCode: 'sv', title: 'Stor', body: 'a'.repeat(100_000) }], ['BODY sv TOO_LONG']],
      ['non-Latin alias', [{ languageCode: 'sv', title: 'Ωμέγα', alias: 'ωμέγα' }], ['ALIAS sv INVALID']],
      ['non-Latin title', [{ languageCode: 'sv', title: 'Ωμέγα' }], ['ALIAS sv REQUIRED']],
      [
        'slashes',
        [
          { languageCode: 'sv', title: 'Snedstreck', alias: 'a/b' },
          { languageCode: 'fi', title: 'Kauttaviiva', alias: '../etc' },
        ],
        ['ALIAS sv INVALID', 'ALIAS fi INVALID'],
      ],
      ['control', [{ languageCode: 'sv', title: 'Noll\u0000tecken' }], ['TITLE sv INVALID']],
      [
        'a language without title',
        [
          { languageCode: 'sv', title: 'Bra' },
          { languageCode: 'da', body: 'Tekst' },
        ],
        ['TITLE da REQUIRED'],
      ],
      [
        'another page’s alias',
        [{ languageCode: 'sv', title: 'Om oss', alias: 'om-oss' }],
        ['ALIAS sv TAKEN'],
      ],
    ];
    for (const [what, texts, problems] of cases) {
      for (const [document, variables] of [
        [C.create, { texts }],
        [C.update, { id: page.id, version: 1, texts }],
      ] as const) {
        const answer = await change(document, variables);
        expect(answer.refusal, what).toBe('INVALID');
        const named = answer.problems.map((p: { field: string; languageCode: string; code: string }) =>
          [p.field, p.languageCode, p.code].join(' '),
        );
        expect(named, what).toEqual(problems);
      }
    }
    expect(await fingerprint()).toEqual(before);
    expect((await change(C.update, { id: 2_000_000_000, version: 1, texts: pageTexts('x') })).refusal).toBe(
      'PAGE_NOT_FOUND',
    );
    expect((await change(C.restore, { id: page.id, version: 1, restore: 7 })).refusal).toBe(
      'VERSION_NOT_FOUND',
    );
    expect(await fingerprint()).toEqual(before);
  });
});
