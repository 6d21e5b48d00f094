import { asc, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { channels, countries, currencies, languages, marketLanguages, markets } from '#src/db/schema.ts';
import { type ThemeVariable, themeVariables } from './theme.ts';

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
  /** The style variables of the channel's theme, each one safe to write (ADR 70). */
  theme: ThemeVariable[];
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
    theme: themeVariables(channel.theme, (refusal) =>
      console.warn(`Channel ${channel.id}: a theme variable is left out: ${refusal}`),
    ),
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

/** A scope argument the channel has no answer for, and why. */
export interface ScopeRefusal {
  argument: 'marketId' | 'languageId';
  message: string;
}

const isBlank = (value?: string | null): value is null | undefined | '' => !value?.trim();

/** The channel's market named by alias (any case) or id; blank means the channel's default market. */
function findMarket(channel: Channel, marketId?: string | null): Market | ScopeRefusal {
  const defaultMarket =
    channel.markets.find((m) => m.id === channel.defaultMarketId) ?? (channel.markets[0] as Market);
  if (isBlank(marketId)) return defaultMarket;
  const wanted = marketId.trim().toLowerCase();
  return (
    channel.markets.find((m) => m.alias.toLowerCase() === wanted || String(m.id) === wanted) ?? {
      argument: 'marketId',
      message: `Unknown market "${marketId}"; the markets are ${channel.markets.map((m) => m.alias).join(', ')}`,
    }
  );
}

/** Every language some market of the channel allows, each once. */
function languagesOf(channel: Channel): Language[] {
  const byId = new Map(channel.markets.flatMap((m) => m.allowedLanguages).map((l) => [l.id, l]));
  return [...byId.values()];
}

/**
 * The language of the market a languageId means: matched by full id (sv-SE) in any case, else by its
 * two-letter code (en-US, EN and en mean English). A language of the channel the market does not
 * allow, or a blank one, means the market's default language (the storefront's fallback).
 */
function findLanguage(channel: Channel, market: Market, languageId?: string | null): Language | ScopeRefusal {
  const marketDefault =
    market.allowedLanguages.find((l) => l.id === market.defaultLanguageId) ??
    (market.allowedLanguages[0] as Language);
  if (isBlank(languageId)) return marketDefault;
  const wanted = languageId.trim().toLowerCase();
  const code = wanted.split(/[-_]/)[0];
  const known = languagesOf(channel);
  const named = known.find((l) => l.id.toLowerCase() === wanted) ?? known.find((l) => l.code === code);
  if (!named) {
    return {
      argument: 'languageId',
      message: `Unknown language "${languageId}"; the languages are ${known.map((l) => l.id).join(', ')}`,
    };
  }
  return market.allowedLanguages.find((l) => l.id === named.id) ?? marketDefault;
}

/** The market and language a request answers in, or the scope argument refused. */
export function resolveScope(
  channel: Channel,
  marketId?: string | null,
  languageId?: string | null,
): Scope | ScopeRefusal {
  const market = findMarket(channel, marketId);
  if ('argument' in market) return market;
  const language = findLanguage(channel, market, languageId);
  if ('argument' in language) return language;
  return { channel, market, language, money: { currency: market.currency.code, locale: language.id } };
}
