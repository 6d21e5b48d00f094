import { describe, expect, it } from 'vitest';
import { type Channel, type Market, resolveScope } from './markets.ts';

const sv = { id: 'sv-SE', code: 'sv', name: 'Svenska' };
const en = { id: 'en-GB', code: 'en', name: 'English' };
const fi = { id: 'fi-FI', code: 'fi', name: 'Suomi' };

function market(id: number, alias: string, currency: string, langs: Market['allowedLanguages']): Market {
  return {
    id,
    alias,
    defaultLanguageId: langs[0]?.id ?? 'sv-SE',
    virtual: false,
    onlyDisplayInCheckout: false,
    groupKey: 'nordic',
    vatRateBp: 2500,
    allowedLanguages: langs,
    country: { code: alias.toUpperCase(), name: {} },
    currency: { code: currency, name: {} },
  };
}

const channel: Channel = {
  id: '1|se',
  name: 'Demo',
  defaultMarketId: 1,
  markets: [market(1, 'se', 'SEK', [sv, en]), market(2, 'fi', 'EUR', [fi, sv, en])],
};

describe('resolveScope', () => {
  it('picks the market by alias and the language by ISO id or code', () => {
    const scope = resolveScope(channel, 'fi', 'sv-SE');
    expect(scope.market.alias).toBe('fi');
    expect(scope.language.code).toBe('sv');
    expect(scope.money).toEqual({ currency: 'EUR', locale: 'sv-SE' });
    expect(resolveScope(channel, 'fi', 'en').language.id).toBe('en-GB');
  });
  it('falls back to the default market for an unknown alias', () => {
    expect(resolveScope(channel, 'xx', null).market.alias).toBe('se');
  });
  it("falls back to the market's default language for one it does not allow", () => {
    expect(resolveScope(channel, 'se', 'fi-FI').language.id).toBe('sv-SE');
  });
});
