import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_QUERY_KEYS, pageReadsKey } from './page-query-keys';
import { ROUTES, type RouteKey } from './route-table';

const pagesDir = join(fileURLToPath(new URL('.', import.meta.url)), '../../app/[locale]/[market]/[query]');

/** Each page file below the scope segments, by its path without route groups (`/c/[...path]`). */
function pageFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })) {
    if (!/(^|\/)page\.tsx$/.test(entry)) continue;
    const path = `/${entry}`.replace(/\/\([^/]+\)/g, '').replace(/\/?page\.tsx$/, '');
    files.set(path || '/', join(pagesDir, entry));
  }
  return files;
}

/** The file that renders a route's page: its own, or the dynamic one its path falls into. */
function fileOf(page: string, files: Map<string, string>): string {
  const own = files.get(page);
  if (own) return own;
  for (const [path, file] of files) {
    const pattern = path
      .replace(/\/\[\[\.\.\.\w+\]\]/g, '(/.+)?')
      .replace(/\/\[\.\.\.\w+\]/g, '/.+')
      .replace(/\/\[\w+\]/g, '/[^/]+');
    if (new RegExp(`^${pattern}$`).test(page)) return file;
  }
  throw new Error(`No page file renders ${page}`);
}

const ROUTE_KEYS = Object.keys(ROUTES) as RouteKey[];
const sourceOf = (key: RouteKey, files: Map<string, string>) =>
  readFileSync(fileOf(ROUTES[key].page, files), 'utf8');
/** A page that shows or sends on a list of products reads the list's keys. */
const READS_A_LIST = /<ListRoute|<ListPage|redirectToList\(|redirectListVariant\(/;

describe('the query keys of each page', () => {
  const files = pageFiles();

  it('name every key a page reads from its query', () => {
    for (const key of ROUTE_KEYS) {
      const source = sourceOf(key, files);
      const read = [...source.matchAll(/\.get\('([^']+)'\)|queryValue\(\w+, '([^']+)'\)/g)].map(
        (m) => (m[1] ?? m[2]) as string,
      );
      for (const name of read) expect(pageReadsKey(key, name), `${key} reads ?${name}`).toBe(true);
      if (READS_A_LIST.test(source)) expect(PAGE_QUERY_KEYS[key], key).toBe(PAGE_QUERY_KEYS.category);
    }
  });

  it('name none for a page that reads no query', () => {
    for (const key of ROUTE_KEYS) {
      const source = sourceOf(key, files);
      if (!/pageQuery\(|<ListRoute/.test(source)) expect(PAGE_QUERY_KEYS[key], key).toEqual([]);
    }
  });

  it('never include tracking keys, keys only the browser reads, or unknown ones', () => {
    for (const key of [...ROUTE_KEYS, null]) {
      for (const name of ['utm_source', 'utm_campaign', 'gclid', 'fbclid', 'msclkid', 'action', 'x', '']) {
        expect(pageReadsKey(key, name), `${key} ?${name}`).toBe(false);
      }
    }
  });

  it('read a list’s filters, parameter filters, typed price range, sort and page', () => {
    for (const name of [
      'categories',
      'brands',
      'skus',
      'price',
      'discount',
      'p-ab_12',
      'priceFrom',
      'priceTo',
    ]) {
      expect(pageReadsKey('category', name), name).toBe(true);
    }
    expect(pageReadsKey('search', 'sort')).toBe(true);
    expect(pageReadsKey('brand', 'page')).toBe(true);
    expect(pageReadsKey('category', 'p-')).toBe(false);
    expect(pageReadsKey('category', 'p-a.b')).toBe(false);
    expect(pageReadsKey('product', 'page')).toBe(false);
  });
});
