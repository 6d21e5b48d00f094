import { describe, expect, it } from 'vitest';
import { type FindLinked, type MenuItemRecord, type MenuRecord, menuIn } from './menu-tree.ts';

let nextId = 1;
function record(fields: Partial<MenuItemRecord> & Pick<MenuItemRecord, 'type'>): MenuItemRecord {
  return {
    id: nextId++,
    parentId: null,
    position: 0,
    target: '',
    url: {},
    label: {},
    targetBlank: false,
    ...fields,
  };
}

const names: Record<string, Record<string, string>> = {
  tools: { sv: 'Verktyg', en: 'Tools' },
  saws: { sv: 'Sågar', en: 'Saws' },
  nordgrav: { sv: 'Nordgrav', en: 'Nordgrav' },
  'om-oss': { sv: 'Om oss', en: 'About us' },
};

/** Categories, a brand and a page that exist; anything else is gone. */
const findLinked =
  (languageCode: string): FindLinked =>
  (kind, alias) => {
    const name = names[alias]?.[languageCode];
    if (!name) return undefined;
    const path = { category: `/c/${alias}`, brand: `/b/${alias}`, page: `/${alias}` }[kind];
    return { name, path };
  };

function menu(items: MenuItemRecord[]): MenuRecord {
  return {
    id: 7,
    name: 'Main',
    title: { sv: 'Huvudmeny', en: 'Main menu' },
    locations: ['main-desktop'],
    items,
  };
}

describe('menuIn', () => {
  it('orders siblings by position at every level and nests children below their parent', () => {
    const tools = record({ type: 'category', target: 'tools', position: 1 });
    const about = record({ type: 'page', target: 'om-oss', position: 0 });
    const saws = record({ type: 'category', target: 'saws', parentId: tools.id, position: 2 });
    const brand = record({ type: 'brand', target: 'nordgrav', parentId: tools.id, position: 1 });
    const result = menuIn(menu([saws, tools, brand, about]), 'en', findLinked('en'));
    expect(result.title).toBe('Main menu');
    expect(result.menuItems.map((i) => i.label)).toEqual(['About us', 'Tools']);
    expect(result.menuItems[1]?.children.map((i) => [i.label, i.canonicalUrl, i.order])).toEqual([
      ['Nordgrav', '/b/nordgrav', 1],
      ['Saws', '/c/saws', 2],
    ]);
    expect(result.menuItems[0]).toMatchObject({
      id: String(about.id),
      type: 'page',
      canonicalUrl: '/om-oss',
    });
  });

  it('shows its own label before the linked name, and keeps the name as the title', () => {
    const item = record({ type: 'category', target: 'tools', label: { sv: 'Alla verktyg' } });
    const [sv] = menuIn(menu([item]), 'sv', findLinked('sv')).menuItems;
    expect(sv).toMatchObject({ label: 'Alla verktyg', title: 'Verktyg', value: 'tools' });
    // A label missing in a language falls back to Swedish, as every localized text does.
    const [en] = menuIn(menu([item]), 'en', findLinked('en')).menuItems;
    expect(en).toMatchObject({ label: 'Alla verktyg', title: 'Tools' });
  });

  it('leaves out an item whose target is gone, with everything below it', () => {
    const gone = record({ type: 'category', target: 'removed' });
    const below = record({ type: 'category', target: 'saws', parentId: gone.id });
    const kept = record({ type: 'category', target: 'tools', position: 1 });
    const { menuItems } = menuIn(menu([gone, below, kept]), 'sv', findLinked('sv'));
    expect(menuItems.map((i) => i.value)).toEqual(['tools']);
  });

  it('links a custom item to its address in the language, opening a new window when told', () => {
    const item = record({
      type: 'custom',
      label: { sv: 'Varumärken', en: 'Brands' },
      url: { sv: '/varumarken', en: '/brands' },
    });
    const external = record({
      type: 'custom',
      label: { sv: 'Verkstad' },
      url: { sv: 'https://verkstad.example' },
      targetBlank: true,
      position: 1,
    });
    const { menuItems } = menuIn(menu([item, external]), 'en', findLinked('en'));
    expect(menuItems[0]).toMatchObject({ label: 'Brands', title: 'Brands', canonicalUrl: '/brands' });
    expect(menuItems[1]).toMatchObject({ canonicalUrl: 'https://verkstad.example', targetBlank: true });
  });

  it('answers null for a heading without address or label, and for a menu without title', () => {
    const heading = record({ type: 'custom' });
    const result = menuIn({ ...menu([heading]), title: {} }, 'sv', findLinked('sv'));
    expect(result.title).toBeNull();
    expect(result.menuItems[0]).toMatchObject({ label: null, title: null, canonicalUrl: null, value: null });
  });
});
