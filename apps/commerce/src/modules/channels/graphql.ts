import { builder, scopeArgs } from '#src/graphql/builder.ts';
import { currencyText } from './currency.ts';
import { localized } from './localized.ts';
import type { Channel, Language, Market } from './markets.ts';
import type { ThemeVariable } from './theme.ts';

const LanguageType = builder.objectRef<Language>('LanguageType').implement({
  fields: (t) => ({
    id: t.exposeString('id', { description: 'ISO id, e.g. sv-SE' }),
    name: t.exposeString('name'),
    code: t.exposeString('code', { description: 'Route prefix, e.g. sv' }),
  }),
});

interface Named {
  code: string;
  name: Record<string, string>;
  languageCode: string;
}

const CountryType = builder.objectRef<Named>('CountryType').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.string({ resolve: (c) => localized(c.name, c.languageCode) }),
  }),
});

/** A currency named in the request's language (`locale`, e.g. sv-SE or sv). */
export interface CurrencyInLanguage {
  code: string;
  name: string;
  locale: string;
}

export const CurrencyType = builder.objectRef<CurrencyInLanguage>('CurrencyType').implement({
  fields: (t) => ({
    code: t.exposeString('code', { description: 'ISO 4217, e.g. SEK' }),
    name: t.exposeString('name'),
    symbol: t.string({
      description: 'As prices show it in the language, e.g. kr',
      resolve: (c) => currencyText(c.code, c.locale).symbol,
    }),
    rate: t.float({
      nullable: true,
      description:
        "The platform's rate to the channel's default currency: always null, each market has prices of its own and none is converted",
      resolve: () => null,
    }),
  }),
});

type MarketInScope = Market & { languageCode: string };

const MarketType = builder.objectRef<MarketInScope>('MarketType').implement({
  fields: (t) => ({
    id: t.id({ resolve: (m) => String(m.id) }),
    alias: t.exposeString('alias'),
    defaultLanguageId: t.exposeString('defaultLanguageId'),
    virtual: t.exposeBoolean('virtual'),
    onlyDisplayInCheckout: t.exposeBoolean('onlyDisplayInCheckout'),
    groupKey: t.exposeString('groupKey'),
    vatRate: t.float({
      description: 'VAT rate in percent, e.g. 25.5',
      resolve: (m) => m.vatRateBp / 100,
    }),
    allowedLanguages: t.field({ type: [LanguageType], resolve: (m) => m.allowedLanguages }),
    country: t.field({ type: CountryType, resolve: (m) => ({ ...m.country, languageCode: m.languageCode }) }),
    currency: t.field({
      type: CurrencyType,
      resolve: (m) => ({
        code: m.currency.code,
        name: localized(m.currency.name, m.languageCode),
        locale: m.languageCode,
      }),
    }),
  }),
});

const ThemeVariableType = builder.objectRef<ThemeVariable>('ThemeVariableType').implement({
  description: "One style variable of the channel's theme: a CSS custom property and its value.",
  fields: (t) => ({
    name: t.exposeString('name', { description: 'A CSS custom property, e.g. --color-theme' }),
    value: t.exposeString('value', {
      description:
        'One value of a declaration: letters, digits, spaces and # . , % ( ) / + - alone, functions only for colours and maths',
    }),
  }),
});

const ChannelSettingsType = builder.objectRef<Channel>('ChannelSettingsType').implement({
  description: "The channel's own settings for the storefront.",
  fields: (t) => ({
    channelId: t.exposeString('id'),
    theme: t.field({
      type: [ThemeVariableType],
      description:
        'The theme map: style variables the storefront sets on the document root. A stored entry that breaks the rule is left out.',
      resolve: (c) => c.theme,
    }),
  }),
});

const ChannelType = builder.objectRef<Channel & { languageCode: string }>('ChannelType').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    defaultMarketId: t.id({ resolve: (c) => String(c.defaultMarketId) }),
    settings: t.field({ type: ChannelSettingsType, resolve: (c) => c }),
    markets: t.field({
      type: [MarketType],
      resolve: (c) => c.markets.map((m) => ({ ...m, languageCode: c.languageCode })),
    }),
  }),
});

builder.queryField('channel', (t) =>
  t.field({
    type: ChannelType,
    description: "The API key's channel with its markets, named in the request's language.",
    args: scopeArgs,
    resolve: async (_root, args, ctx) => {
      const scope = await ctx.scope(args);
      return { ...scope.channel, languageCode: scope.language.code };
    },
  }),
);
