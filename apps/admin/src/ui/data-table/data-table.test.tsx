import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  cursorPaging,
  type DataColumn,
  type DataColumnMeta,
  DataTable,
  type DataTableTexts,
  dataColumns,
  FilterForm,
  hrefWith,
  Pager,
  param,
  readSort,
  SearchField,
  type SearchParams,
  type SortDirection,
  type SortState,
} from './index';

interface Member {
  id: number;
  name: string;
  email: string;
}

const column = dataColumns<Member>();
const sortable: DataColumnMeta = { sortable: true, rowHeader: true };
const columns: DataColumn<Member>[] = [
  column.accessor('name', { header: 'Name', meta: sortable }),
  column.accessor('email', {
    header: () => <em>Email</em>,
    cell: ({ getValue }) => getValue().toUpperCase(),
  }),
  column.accessor('id', { header: 'Id', meta: { numeric: true, sortable: true } }),
];
const texts: DataTableTexts = {
  empty: 'No rows.',
  sortedAscending: 'sorted ascending',
  sortedDescending: 'sorted descending',
};
const rows = [
  { id: 1, name: 'Ann', email: 'ann@example.com' },
  { id: 2, name: 'Bo', email: 'bo@example.com' },
];

describe('the data table', () => {
  const filtered: SearchParams = { page: '2', q: 'a' };
  const sort: SortState = { column: 'name', direction: 'asc' };
  const html = renderToStaticMarkup(
    <DataTable
      caption="Staff"
      columns={columns}
      rows={rows}
      rowKey={(row) => String(row.id)}
      sort={sort}
      sortHref={(by: string, direction: SortDirection) =>
        hrefWith('/en/staff', filtered, { sort: by, dir: direction })
      }
      texts={texts}
    />,
  );

  it('is a captioned table whose rows are named by their row header', () => {
    expect(html).toContain('<caption');
    expect(html).toMatch(/<th scope="row"[^>]*>Ann<\/th>/);
    expect(html).toContain('<td>ANN@EXAMPLE.COM</td>');
    expect(html).toContain('<em>Email</em>');
  });

  it('sorts by links in the headers, saying which sort is shown, and keeps the filter but not the page', () => {
    expect(html).toMatch(/<th scope="col" aria-sort="ascending">/);
    expect(html).toContain('href="/en/staff?q=a&amp;sort=name&amp;dir=desc"');
    expect(html).toContain('sorted ascending');
    expect(html).toMatch(/<th scope="col" aria-sort="none" class="[^"]*">/);
    expect(html).toContain('href="/en/staff?q=a&amp;sort=id&amp;dir=asc"');
    // A column the API does not sort by has no link and no aria-sort.
    expect(html).toMatch(/<th scope="col"><em>Email<\/em><\/th>/);
  });

  it('says so when there are no rows', () => {
    const empty = renderToStaticMarkup(
      <DataTable
        caption="Staff"
        columns={columns}
        rows={[]}
        rowKey={(row) => String(row.id)}
        texts={texts}
      />,
    );
    expect(empty).toMatch(/<td[^>]*colSpan="3"[^>]*>No rows.<\/td>/i);
  });
});

describe('paging by cursor in the address', () => {
  const page = { endCursor: 'c2', hasNextPage: true };

  it('goes forward with the cursor and remembers the way back', () => {
    const first = cursorPaging('/sv/audit', { action: 'staff.role' }, { endCursor: 'c1', hasNextPage: true });
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/sv/audit?action=staff.role&after=c1&trail=-');
    const second = cursorPaging('/sv/audit', { action: 'staff.role', after: 'c1', trail: '-' }, page);
    expect(second.previous).toBe('/sv/audit?action=staff.role');
    expect(second.next).toBe('/sv/audit?action=staff.role&after=c2&trail=-%2Cc1');
    const third = cursorPaging(
      '/sv/audit',
      { after: 'c2', trail: '-,c1' },
      { endCursor: null, hasNextPage: false },
    );
    expect(third.previous).toBe('/sv/audit?after=c1&trail=-');
    expect(third.next).toBeNull();
  });

  it('renders previous and next as links, and the missing one as plain text', () => {
    const html = renderToStaticMarkup(
      <Pager
        label="Pages"
        previous={null}
        next="/sv/audit?after=c1"
        texts={{ previous: 'Previous', next: 'Next' }}
      />,
    );
    expect(html).toContain('<nav');
    expect(html).toContain('aria-label="Pages"');
    expect(html).toMatch(/<span[^>]*aria-disabled="true"[^>]*>Previous<\/span>/);
    expect(html).toMatch(/<a[^>]*href="\/sv\/audit\?after=c1"[^>]*>Next<\/a>/);
  });
});

describe('the way back to the first page', () => {
  it('is a link past the first page, keeping the filter, and none on it', () => {
    const page = { endCursor: 'c3', hasNextPage: true };
    const later = cursorPaging('/sv/products', { q: 'shirt', after: 'c2', trail: '-,c1' }, page);
    expect(later.first).toBe('/sv/products?q=shirt');
    expect(cursorPaging('/sv/products', { q: 'shirt' }, page).first).toBeNull();
    const texts = { previous: 'Previous', next: 'Next', first: 'First page' };
    const html = renderToStaticMarkup(
      <Pager label="Pages" previous={later.previous} next={later.next} first={later.first} texts={texts} />,
    );
    expect(html).toMatch(/<\/nav><p><a href="\/sv\/products\?q=shirt">First page<\/a><\/p>$/);
  });
});

describe('reading the address', () => {
  it('takes a sort only by a column the API sorts by', () => {
    const fallback = { column: 'name', direction: 'asc' } as const;
    expect(readSort({ sort: 'email', dir: 'desc' }, ['name', 'email'], fallback)).toEqual({
      column: 'email',
      direction: 'desc',
    });
    expect(readSort({ sort: 'password', dir: 'sideways' }, ['name'], fallback)).toEqual(fallback);
    expect(param({ q: ['a', 'b'], empty: '' }, 'q')).toBe('a');
    expect(param({ empty: '' }, 'empty')).toBeNull();
  });
});

describe('the filters above a list', () => {
  const words: Record<string, string> = {
    'filter.label': 'Filter',
    'filter.submit': 'Show',
    'filter.clear': 'Clear',
    'filter.search': 'Search',
    'filter.searchHint': 'Part of a name',
  };
  const t = (key: string) => words[key] ?? key;
  const filters = (clearHref: string | null) =>
    renderToStaticMarkup(
      <FilterForm t={t} path="/sv/stock" clearHref={clearHref}>
        <SearchField t={t} value="shirt" />
      </FilterForm>,
    );

  it('are a GET form to the list in a search landmark, cleared by a link only while they filter', () => {
    const form = filters(null);
    expect(form).toMatch(/^<search aria-label="Filter"><form [^>]*>/);
    expect(form).toContain('action="/sv/stock" method="get"');
    expect(form).toMatch(/<input id="q"[^>]*type="search"[^>]*name="q" value="shirt"/);
    expect(form).toContain('<span id="q-hint"');
    expect(form).toContain('<button type="submit"');
    expect(form).not.toContain('Clear');
    expect(filters('/sv/stock')).toMatch(/<a href="\/sv\/stock">Clear<\/a>/);
  });
});
