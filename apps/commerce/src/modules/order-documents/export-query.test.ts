import { describe, expect, it } from 'vitest';
import { orderExportQuery, stockholmDayStart } from './export-query.ts';

describe('stockholmDayStart', () => {
  it('is local midnight in winter, in summer and on the days the clocks change', () => {
    expect(stockholmDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(stockholmDayStart('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(stockholmDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(stockholmDayStart('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(stockholmDayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(stockholmDayStart('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });
});

describe('orderExportQuery', () => {
  it('reads the list address: stages, a range of whole days, market, customer type, payment, search, sort', () => {
    const query = orderExportQuery(
      new URLSearchParams(
        'stage=placed&stage=shipped&stage=lost&from=2026-11-01&to=2026-11-30&market=se&customerType=ORGANIZATION&payment=invoice&q=%20bygg%20&sort=total&dir=asc',
      ),
    );
    expect(query).toEqual({
      filter: {
        stages: ['placed', 'shipped'],
        from: new Date('2026-10-31T23:00:00Z'),
        to: new Date('2026-11-30T23:00:00Z'),
        market: 'se',
        customerType: 'ORGANIZATION',
        paymentType: 'invoice',
        search: 'bygg',
      },
      sort: { field: 'TOTAL', descending: false },
    });
  });

  it('leaves out what it does not know, newest first', () => {
    expect(
      orderExportQuery(new URLSearchParams('from=2026-02-30&to=igår&customerType=ALIEN&sort=x')),
    ).toEqual({
      filter: {
        stages: null,
        from: null,
        to: null,
        market: null,
        customerType: null,
        paymentType: null,
        search: null,
      },
      sort: { field: 'DATE', descending: true },
    });
  });
});
