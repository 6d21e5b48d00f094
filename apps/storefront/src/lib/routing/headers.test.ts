import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUTING_HEADERS, type RoutingDecision, readRoutingHeaders, setRoutingHeaders } from './headers';

const decision = (overrides: Partial<RoutingDecision> = {}): RoutingDecision => ({
  locale: 'en',
  market: 'se',
  pathname: '/en/s/%D0%BF%D0%B8%D0%BB%D0%B0',
  route: { key: 'search', params: { term: 'пила' } },
  ...overrides,
});

describe('routing headers', () => {
  it('carry route parameters of any text from the proxy to the page', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.array(fc.string({ unit: 'binary' }), { maxLength: 3 }),
        (term, path) => {
          const headers = new Headers();
          const sent = decision({
            pathname: `/s/${term}`,
            route: { key: 'product', params: { term, path } },
          });
          setRoutingHeaders(headers, sent);
          expect(readRoutingHeaders(headers)).toEqual({
            market: sent.market,
            pathname: sent.pathname,
            route: sent.route,
          });
        },
      ),
    );
  });

  it('set the language plainly, as next-intl reads it', () => {
    const headers = new Headers();
    setRoutingHeaders(headers, decision({ locale: 'fi' }));
    expect(headers.get(ROUTING_HEADERS.locale)).toBe('fi');
  });

  it('read a page without a route, or with garbled parameters, as having none', () => {
    const headers = new Headers();
    setRoutingHeaders(headers, decision({ route: null }));
    expect(readRoutingHeaders(headers).route).toBeNull();

    headers.set(ROUTING_HEADERS.route, 'search');
    for (const garbled of ['%', '%7B', '%5B1%5D', 'null']) {
      headers.set(ROUTING_HEADERS.params, garbled);
      expect(readRoutingHeaders(headers).route).toEqual({ key: 'search', params: {} });
    }
  });
});
