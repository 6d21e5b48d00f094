import { CHANNEL_ID } from '@shop/contract';
import type { TadaDocumentNode } from 'gql.tada';
import { type Locale, localeInfo } from '@/lib/routing/locales';
import { type ClientOptions, request } from './client';

type Variables<V> = Omit<V, 'channelId' | 'marketId' | 'languageId'>;

/** Where the browser shops: the channel's public API key, a market and the page's language. */
export interface BrowserScope {
  apiKey: string;
  market: string;
  locale: Locale;
}

/**
 * The commerce API as the browser calls it: on this origin (`/graphql`, ADR 28), in the scope's
 * market and language, read when each call is made. Reads send the query's hash first (persisted
 * queries) and may be cancelled; changes are sent in full. Load it where it is used: a page that
 * does not call the API carries none of it.
 */
export function browserClient(scope: () => BrowserScope) {
  function options(persistedQueries: boolean, signal?: AbortSignal): ClientOptions {
    const { apiKey, market, locale } = scope();
    return {
      endpoint: '/graphql',
      apiKey,
      scope: { channelId: CHANNEL_ID, marketId: market, languageId: localeInfo[locale].iso },
      persistedQueries,
      ...(signal ? { fetchOptions: { signal } } : {}),
    };
  }

  return {
    query<Data, V extends Record<string, unknown>>(
      document: TadaDocumentNode<Data, V>,
      variables: Variables<V>,
      signal?: AbortSignal,
    ): Promise<Data> {
      return request(options(true, signal), document, variables);
    },
    mutate<Data, V extends Record<string, unknown>>(
      document: TadaDocumentNode<Data, V>,
      variables: Variables<V>,
    ): Promise<Data> {
      return request(options(false), document, variables);
    },
  };
}
