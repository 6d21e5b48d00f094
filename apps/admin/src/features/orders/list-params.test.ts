import { describe, expect, it } from 'vitest';
import { exportQuery, listVariables, readListParams, stockholmDayStart } from './list-params';

describe("the order list's address", () => {
  it('reads stages, whole Stockholm days, market, customer type, payment, search and sort', () => {
    const list = readListParams({
      stage: ['placed', 'shipped', 'lost'],
      from: '2026-03-29',
      to: '2026-10-25',
      market: 'se',
      customerType: 'ORGANIZATION',
      payment: 'STANDARD',
      q: '  bygg ab ',
      sort: 'total',
      dir: 'asc',
      after: 'abc',
    });
    expect(listVariables(list)).toEqual({
      filter: {
        stages: ['PLACED', 'SHIPPED'],
        from: '2026-03-28T23:00:00.000Z',
        to: '2026-10-25T23:00:00.000Z',
        market: 'se',
        customerType: 'ORGANIZATION',
        paymentType: 'STANDARD',
        search: 'bygg ab',
      },
      sort: { field: 'TOTAL', descending: false },
      first: 50,
      after: 'abc',
    });
    // The export gets the same filters and sort, never the page.
    expect(exportQuery(list)).toBe(
      'stage=placed&stage=shipped&from=2026-03-29&to=2026-10-25&market=se&customerType=ORGANIZATION&payment=STANDARD&q=bygg+ab&sort=total&dir=asc',
    );
  });

  it('leaves out what it does not know: newest first, no filter', () => {
    const list = readListParams({ from: '2026-02-30', market: 'mars', customerType: 'ALIEN', sort: 'x' });
    expect(listVariables(list).filter).toEqual({
      stages: null,
      from: null,
      to: null,
      market: null,
      customerType: null,
      paymentType: null,
      search: null,
    });
    expect(exportQuery(list)).toBe('sort=date&dir=desc');
  });

  it('starts a Stockholm day at local midnight in winter and summer', () => {
    expect(stockholmDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(stockholmDayStart('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });
});
