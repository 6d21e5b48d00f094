import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  cursorPaging,
  type DataColumn,
  type DataColumnMeta,
  DataTable,
  type DataTableTexts,
  dataColumns,
  hrefWith,
  Pager,
  param,
  readSort,
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
