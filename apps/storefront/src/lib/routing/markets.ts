import { DEFAULT_MARKET } from '@shop/contract';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/** Whether addresses carry the market (`/{market}/{locale}/...`); read on the server at run time. */
export function marketInPath(): boolean {
  return process.env.MARKET_IN_PATH === 'true';
}

/** What routing needs to know of a market. */
export interface MarketRouting {
  alias: string;
  defaultLocale: Locale;
  locales: Locale[];
  onlyDisplayInCheckout: boolean;
}

export interface MarketsRouting {
  /** The channel's default market, used for unknown aliases. */
  fallback: string;
  markets: MarketRouting[];
}

export function findMarket(markets: MarketsRouting, alias: string | undefined): MarketRouting | undefined {
  return alias ? markets.markets.find((m) => m.alias === alias) : undefined;
}

/**
 * Logs the original's line (the spec's error catalogue) for a market alias the channel lacks: a
 * stale cookie's, an address's. The alias comes from the shopper: only word characters of it are written.
 */
export function warnOfUnknownMarket(alias: string): void {
  console.warn(
    `Market with alias ${alias.replace(/[^\w-]/g, '?').slice(0, 40)} not available in markets array`,
  );
}

/** The market the shopper's alias names; one the channel lacks is logged and is none (routing takes the fallback). */
export function knownMarket(markets: MarketsRouting, alias: string | undefined): MarketRouting | undefined {
  const market = findMarket(markets, alias);
  if (alias && !market) warnOfUnknownMarket(alias);
  return market;
}

/**
 * The market a page in `locale` is shown in when the path has none: the chosen one (cookie) when it
 * allows the language, else the market whose own language it is, else the fallback.
 */
export function marketForLocale(markets: MarketsRouting, locale: Locale, chosen?: string): MarketRouting {
  const candidates = [
    findMarket(markets, chosen),
    markets.markets.find((m) => m.defaultLocale === locale && !m.onlyDisplayInCheckout),
    markets.markets.find((m) => m.locales.includes(locale)),
  ];
  return (
    candidates.find((m) => m?.locales.includes(locale)) ??
    findMarket(markets, markets.fallback) ??
    (markets.markets[0] as MarketRouting)
  );
}

/** Converts the API's channel answer to routing facts. */
export function marketsFromChannel(channel: {
  defaultMarketId: string;
  markets: {
    id: string;
    alias: string;
    defaultLanguageId: string;
    onlyDisplayInCheckout: boolean;
    allowedLanguages: { id: string; code: string }[];
  }[];
}): MarketsRouting {
  const markets = channel.markets.map((m) => {
    const locales = m.allowedLanguages.map((l) => l.code).filter(isLocale);
    const defaultCode = m.allowedLanguages.find((l) => l.id === m.defaultLanguageId)?.code;
    return {
      alias: m.alias,
      defaultLocale: (isLocale(defaultCode) ? defaultCode : (locales[0] ?? DEFAULT_LOCALE)) as Locale,
      locales,
      onlyDisplayInCheckout: m.onlyDisplayInCheckout,
    };
  });
  const fallback =
    channel.markets.find((m) => m.id === channel.defaultMarketId)?.alias ??
    markets[0]?.alias ??
    DEFAULT_MARKET;
  return { fallback, markets };
}
