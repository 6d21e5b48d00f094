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
  theme: [],
};

/** The scope, failing the test when it was refused. */
function scopeOf(marketId?: string | null, languageId?: string | null) {
  const scope = resolveScope(channel, marketId, languageId);
  if ('argument' in scope) throw new Error(`refused: ${scope.message}`);
  return scope;
}

describe('resolveScope', () => {
  it('picks the market by alias or id and the language by ISO id or code', () => {
    const scope = scopeOf('fi', 'sv-SE');
    expect(scope.market.alias).toBe('fi');
    expect(scope.language.code).toBe('sv');
    expect(scope.money).toEqual({ currency: 'EUR', locale: 'sv-SE' });
    expect(scopeOf('fi', 'en').language.id).toBe('en-GB');
    expect(scopeOf('2', null).market.alias).toBe('fi');
    expect(scopeOf('FI', null).market.alias).toBe('fi');
  });
  it('matches a language by full id in any case, else by its two-letter code', () => {
    expect(scopeOf('se', 'SV-se').language.id).toBe('sv-SE');
    for (const languageId of ['en-US', 'EN', 'en', 'en_AU']) {
      expect(scopeOf('se', languageId).language.id).toBe('en-GB');
    }
  });
  it('answers the defaults for a blank market or language', () => {
    for (const blank of [null, undefined, '', '  ']) {
      expect(scopeOf(blank, blank).market.alias).toBe('se');
      expect(scopeOf('fi', blank).language.id).toBe('fi-FI');
    }
  });
  it("falls back to the market's default language for a language of the channel it does not allow", () => {
    expect(scopeOf('se', 'fi-FI').language.id).toBe('sv-SE');
    expect(scopeOf('se', 'fi').language.id).toBe('sv-SE');
  });
  it('refuses a language the channel does not have, naming the ones it has', () => {
    for (const languageId of ['xx', 'zz-ZZ', 'english', '-', 'de-DE']) {
      expect(resolveScope(channel, 'se', languageId)).toEqual({
        argument: 'languageId',
        message: expect.stringContaining('sv-SE, en-GB, fi-FI'),
      });
    }
  });
  it('refuses an unknown market, naming the aliases', () => {
    expect(resolveScope(channel, 'xx', 'sv-SE')).toEqual({
      argument: 'marketId',
      message: expect.stringContaining('se, fi'),
    });
  });
});
