import { asc, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { channels, countries, currencies, languages, marketLanguages, markets } from '#src/db/schema.ts';
import { localized } from './localized.ts';

export interface Language {
  id: string;
  code: string;
  name: string;
}

export interface Market {
  id: number;
  alias: string;
  defaultLanguageId: string;
  virtual: boolean;
  onlyDisplayInCheckout: boolean;
  groupKey: string;
  vatRateBp: number;
  allowedLanguages: Language[];
  country: { code: string; name: Record<string, string> };
  currency: { code: string; name: Record<string, string> };
}

export interface Channel {
  id: string;
  name: string;
  defaultMarketId: number;
  markets: Market[];
}

export async function loadChannel(db: Database, channelId: string): Promise<Channel | null> {
  const [channel] = await db.select().from(channels).where(eq(channels.id, channelId));
  if (!channel) return null;
  const marketRows = await db
    .select({ market: markets, country: countries, currency: currencies })
    .from(markets)
    .innerJoin(countries, eq(countries.code, markets.countryCode))
    .innerJoin(currencies, eq(currencies.code, markets.currencyCode))
    .where(eq(markets.channelId, channelId))
    .orderBy(asc(markets.position));
  const languageRows = await db
    .select({ marketId: marketLanguages.marketId, language: languages })
    .from(marketLanguages)
    .innerJoin(languages, eq(languages.id, marketLanguages.languageId))
    .orderBy(asc(marketLanguages.position));
  const first = marketRows[0];
  if (!first) return null;
  return {
    id: channel.id,
    name: channel.name,
    defaultMarketId: channel.defaultMarketId ?? first.market.id,
    markets: marketRows.map(({ market, country, currency }) => ({
      id: market.id,
      alias: market.alias,
      defaultLanguageId: market.defaultLanguageId,
      virtual: market.virtual,
      onlyDisplayInCheckout: market.onlyDisplayInCheckout,
      groupKey: market.groupKey,
      vatRateBp: market.vatRateBp,
      allowedLanguages: languageRows.filter((l) => l.marketId === market.id).map((l) => l.language),
      country: { code: country.code, name: country.name },
      currency: { code: currency.code, name: currency.name },
    })),
  };
}

export interface Scope {
  channel: Channel;
  market: Market;
  language: Language;
  /** How money is formatted in this scope. */
  money: { currency: string; locale: string };
}

/**
 * The market and language a request answers in. An unknown market falls back to the channel's
 * default market; a language the market does not allow falls back to the market's default language.
 */
export function resolveScope(channel: Channel, marketId?: string | null, languageId?: string | null): Scope {
  const market =
    channel.markets.find((m) => m.alias === marketId || String(m.id) === marketId) ??
    channel.markets.find((m) => m.id === channel.defaultMarketId) ??
    (channel.markets[0] as Market);
  const wanted = languageId?.toLowerCase();
  const language =
    market.allowedLanguages.find((l) => l.id.toLowerCase() === wanted || l.code === wanted) ??
    market.allowedLanguages.find((l) => l.id === market.defaultLanguageId) ??
    (market.allowedLanguages[0] as Language);
  return { channel, market, language, money: { currency: market.currency.code, locale: language.id } };
}

export function localizedName(name: Record<string, string>, scope: Scope): string {
  return localized(name, scope.language.code);
}
