import { describe, expect, it } from 'vitest';
import { LANGS } from './assortment/index.ts';
import { campaignSeeds } from './campaigns.ts';
import { frontpageWidgets } from './content/frontpage.ts';
import { contentPageSeeds } from './content/index.ts';
import { menuSeeds } from './menus.ts';

/** Words another language writes as Swedish does (Danish and Norwegian Kategorier, English Information). */
const SHARED = new Set(['Kategorier', 'Manualer', 'Nyheter', 'Information', 'Om oss', 'Nytt i sortimentet']);

/** Every text of the seed written per language, with where it is. */
function texts(value: unknown, path: string): [string, Record<string, unknown>][] {
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (LANGS.every((lang) => lang in record)) return [[path, record]];
  return Object.entries(record).flatMap(([key, inner]) => texts(inner, `${path}.${key}`));
}

describe("the seed's campaign, page, widget and menu texts", () => {
  const all = [
    ...texts(campaignSeeds, 'campaigns'),
    ...texts(contentPageSeeds, 'pages'),
    ...texts(frontpageWidgets, 'widgets'),
    ...texts(menuSeeds, 'menus'),
  ];

  it('are written in each language, not left in Swedish', () => {
    expect(all.length).toBeGreaterThan(50);
    for (const [path, text] of all) {
      const swedish = JSON.stringify(text.sv);
      if (String(text.sv).startsWith('/')) continue; // an address, the same in every language
      for (const lang of LANGS.filter((l) => l !== 'sv')) {
        if (SHARED.has(String(text.sv))) continue;
        expect(JSON.stringify(text[lang]), `${lang} ${path}`).not.toBe(swedish);
      }
    }
  });

  it('name the sales in Finnish as alennukset, never as a Finnish-English "sale"', () => {
    const finnish = all.map(([, text]) => JSON.stringify(text.fi)).join(' ');
    expect(finnish).toMatch(/syysalennukset/i);
    expect(finnish).not.toMatch(/sale\b|syyssale|syysale\b/i);
  });
});
