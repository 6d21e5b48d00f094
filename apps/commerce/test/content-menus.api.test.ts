import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_DESK as C, pageTexts } from './content-desk-client.ts';
import { deskClient } from './customer-desk-client.ts';
import { insertStaffMember, signInAs } from './staff-client.ts';
import { useTestApi } from './suite.ts';

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
type Answer = {
  page?: Loose;
  menu: Loose;
  block?: Loose;
  refusal: string | null;
  currentVersion: number | null;
  problems: Loose[];
};
const change = async (document: string, variables: Record<string, unknown>) => {
  const answer = await desk<Answer>(document, variables);
  expect(answer.code, answer.message).toBeUndefined();
  return answer.data as Answer;
};

type ShopItem = { label: string | null; canonicalUrl: string | null; type: string };
/** The footer's menu as the storefront asks for it, in a language and a market that speaks it. */
async function footer(languageId = 'sv-SE', marketId = 'se') {
  const answer = await data<{ getMenuAtLocation: { title: string; menuItems: ShopItem[] } }>(
    `query ($languageId: String, $marketId: String) {
      getMenuAtLocation(menuLocationId: "footer-first", languageId: $languageId, marketId: $marketId) {
        title menuItems { label canonicalUrl type } } }`,
    { languageId, marketId },
  );
  return answer.getMenuAtLocation;
}

// biome-ignore lint/suspicious/noExplicitAny: the desk's menus are untyped JSON here
const footerMenu = async (): Promise<any> =>
  (await desk(C.menus)).data.find((m: { locations: string[] }) => m.locations.includes('footer-first'));

const labels = (sv: string, en?: string) => [
  { languageCode: 'sv', text: sv },
  ...(en ? [{ languageCode: 'en', text: en }] : []),
];

describe('menus at the desk', () => {
  it('adds, relabels, moves and removes the footer’s items, and the shop’s getMenuAtLocation shows each change', async () => {
    const menu = await footerMenu();
    expect(menu.items.length).toBeGreaterThan(5);
    await footer(); // read once: the menus are kept until they change

    expired.length = 0;
    const added = await change(C.addItem, {
      menuId: menu.id,
      version: menu.version,
      input: {
        type: 'custom',
        labels: labels('Verkstaden', 'The workshop'),
        urls: labels('/verkstad', '/workshop'),
      },
    });
    expect(added.refusal).toBeNull();
    expect(expired).toEqual([['catalog']]);
    const item = added.menu.items.at(-1);
    expect(item).toMatchObject({ type: 'custom', depth: 0, hidden: false });
    expect((await footer()).menuItems.at(-1)).toEqual({
      label: 'Verkstaden',
      canonicalUrl: '/verkstad',
      type: 'custom',
    });
    expect((await footer('en-GB')).menuItems.at(-1)).toMatchObject({
      label: 'The workshop',
      canonicalUrl: '/workshop',
    });

    // A page of the shop, under its own label in Swedish; other languages show the page's title.
    const changed = await change(C.updateItem, {
      menuId: menu.id,
      version: added.menu.version,
      itemId: item.id,
      input: { type: 'page', target: 'kontakt', labels: labels('Hitta hit') },
    });
    expect((await footer()).menuItems.at(-1)).toEqual({
      label: 'Hitta hit',
      canonicalUrl: '/kontakt',
      type: 'page',
    });
    expect((await footer('en-GB')).menuItems.at(-1)?.label).toBe('Hitta hit');

    const moved = await change(C.moveItem, {
      menuId: menu.id,
      version: changed.menu.version,
      itemId: item.id,
      direction: 'UP',
    });
    const shown = (await footer()).menuItems.map((i) => i.label);
    expect(shown.at(-2)).toBe('Hitta hit');

    const removed = await change(C.removeItem, {
      menuId: menu.id,
      version: moved.menu.version,
      itemId: item.id,
    });
    expect((await footer()).menuItems.map((i) => i.label)).not.toContain('Hitta hit');
    expect(removed.menu.items).toHaveLength(menu.items.length);

    const titled = await change(C.menuTitle, {
      menuId: menu.id,
      version: removed.menu.version,
      titles: labels('Om butiken', 'About the shop'),
    });
    expect(titled.menu.titles).toEqual(labels('Om butiken', 'About the shop'));
    expect((await footer('en-GB')).title).toBe('About the shop');
    const audit = await db().execute(
      sql`select action from audit_log where action like 'menu.%' order by id`,
    );
    expect((audit as unknown as { rows: { action: string }[] }).rows.map((r) => r.action)).toEqual([
      'menu.item.add',
      'menu.item.update',
      'menu.item.move',
      'menu.item.remove',
      'menu.title',
    ]);
  });

  it('shows a page published at the desk in a menu that links to it, and leaves it out unpublished', async () => {
    const { page } = await change(C.create, { texts: pageTexts('meny') });
    const menu = await footerMenu();
    const added = await change(C.addItem, {
      menuId: menu.id,
      version: menu.version,
      input: { type: 'page', target: page.alias },
    });
    expect(added.menu.items.at(-1)).toMatchObject({ hidden: true, targetName: 'Sida meny' });
    expect((await footer()).menuItems.map((i) => i.label)).not.toContain('Sida meny');
    await change(C.publish, { id: page.id, version: 1 });
    expect((await footer()).menuItems.at(-1)).toEqual({
      label: 'Sida meny',
      canonicalUrl: '/sida-meny',
      type: 'page',
    });
    expect((await footer('en-GB')).menuItems.at(-1)).toMatchObject({
      label: 'Page meny',
      canonicalUrl: '/page-meny',
    });
    await change(C.unpublish, { id: page.id });
    expect((await footer()).menuItems.map((i) => i.label)).not.toContain('Sida meny');
  });

  it('refuses a change from a version another change came after, and of two at once keeps one', async () => {
    const menu = await footerMenu();
    const input = { type: 'custom', labels: labels('Samtidig'), urls: labels('/samtidig') };
    const answers = await Promise.all(
      [1, 2, 3].map(() => change(C.addItem, { menuId: menu.id, version: menu.version, input })),
    );
    expect(answers.filter((a) => a.refusal === null)).toHaveLength(1);
    expect(answers.filter((a) => a.refusal === 'STALE').map((a) => a.currentVersion)).toEqual([
      menu.version + 1,
      menu.version + 1,
    ]);
    expect(
      (await footerMenu()).items.filter((i: { labels: unknown[] }) =>
        JSON.stringify(i.labels).includes('Samtidig'),
      ),
    ).toHaveLength(1);
  });

  it('refuses bad items beside their fields and changes nothing', async () => {
    const menu = await footerMenu();
    const [parent] = (await desk(C.menus)).data.find((m: { locations: string[] }) =>
      m.locations.includes('main-desktop'),
    ).items;
    const cases: [string, Record<string, unknown>, string[]][] = [
      ['no label', { type: 'custom', urls: labels('/x') }, ['LABEL sv REQUIRED']],
      [
        'a script address',
        { type: 'custom', labels: labels('X'), urls: labels('javascript:alert(1)') },
        ['URL sv INVALID'],
      ],
      ['100 kB', { type: 'custom', labels: labels('x'.repeat(100_000)) }, ['LABEL sv TOO_LONG']],
      ['no target', { type: 'category', target: '' }, ['TARGET null REQUIRED']],
      ['an unknown page', { type: 'page', target: 'finns-inte' }, ['TARGET null UNKNOWN']],
      [
        'another menu’s parent',
        { type: 'custom', labels: labels('X'), parentId: parent.id },
        ['PARENT null UNKNOWN'],
      ],
    ];
    for (const [what, input, problems] of cases) {
      const answer = await change(C.addItem, { menuId: menu.id, version: menu.version, input });
      expect(answer.refusal, what).toBe('INVALID');
      expect(
        answer.problems.map(
          (p: { field: string; languageCode: string | null; code: string }) =>
            `${p.field} ${p.languageCode} ${p.code}`,
        ),
        what,
      ).toEqual(problems);
    }
    const first = menu.items[0];
    const withChild = (await desk(C.menus)).data.find((m: { locations: string[] }) =>
      m.locations.includes('main-desktop'),
    );
    const [top] = withChild.items;
    expect(
      (await change(C.removeItem, { menuId: withChild.id, version: withChild.version, itemId: top.id }))
        .refusal,
    ).toBe('HAS_CHILDREN');
    const own = { type: top.type, target: top.target, parentId: withChild.items[1].id };
    expect(
      (
        await change(C.updateItem, {
          menuId: withChild.id,
          version: withChild.version,
          itemId: top.id,
          input: own,
        })
      ).problems[0],
    ).toMatchObject({ field: 'PARENT', code: 'INVALID' });
    expect(
      (await change(C.removeItem, { menuId: 2_000_000_000, version: 1, itemId: first.id })).refusal,
    ).toBe('MENU_NOT_FOUND');
    expect((await footerMenu()).version).toBe(menu.version);
  });
});

describe('the home page’s texts at the desk', () => {
  it('changes a text block per language and the shop’s home page shows it', async () => {
    const blocks = (await desk(C.homeBlocks)).data;
    expect(blocks[0]).toMatchObject({ name: 'hero', areaName: 'top', hasLink: true });
    const block = blocks.find((b: { name: string }) => b.name === 'text');
    const texts = block.texts.map((t: Record<string, string>) =>
      t.languageCode === 'en' ? { ...t, title: 'Service in the workshop', body: '## Open\nEvery day.' } : t,
    );
    const saved = await change(C.updateHomeBlock, { id: block.id, version: block.version, texts });
    expect(saved.block.version).toBe(block.version + 1);
    const stale = await change(C.updateHomeBlock, { id: block.id, version: block.version, texts });
    expect(stale).toMatchObject({ refusal: 'STALE', currentVersion: block.version + 1 });
    const refused = await change(C.updateHomeBlock, {
      id: block.id,
      version: block.version + 1,
      texts: [{ languageCode: 'sv', title: '' }],
    });
    expect(refused.problems.map((p: { field: string; code: string }) => `${p.field} ${p.code}`)).toEqual([
      'TITLE REQUIRED',
      'LINK_LABEL REQUIRED',
    ]);
    const home = await data<{
      widgetArea: { containers: { widgets: { name: string; configuration: string }[] }[] };
    }>(
      `{ widgetArea(family: "Frontpage", areaName: "main", marketId: "se", languageId: "en-GB") {
        containers { widgets { name configuration } } } }`,
    );
    const shown = home.widgetArea.containers
      .flatMap((c) => c.widgets)
      .map((w) => JSON.parse(w.configuration));
    expect(shown).toContainEqual(
      expect.objectContaining({
        title: 'Service in the workshop',
        blocks: [
          { type: 'heading', text: 'Open' },
          { type: 'paragraph', text: 'Every day.' },
        ],
      }),
    );
  });
});
