import 'server-only';
import type { TadaDocumentNode } from 'gql.tada';
import { type Locale, languageIds } from '@/i18n/routing';
import { apiKey, commerceUrl } from '@/lib/config.server';
import { CHANNEL_ID, defaultMarketForLocale } from '@/lib/markets';
import { request } from './client';

/** Catalog data may be this many seconds old before a page shows fresher. */
const CATALOG_REVALIDATE_SECONDS = 60;

/** Runs an operation from a server component, in the page's language and market. */
export function query<Data, Variables extends Record<string, unknown>>(
  locale: Locale,
  document: TadaDocumentNode<Data, Variables>,
  variables: Omit<Variables, 'channelId' | 'marketId' | 'languageId'>,
): Promise<Data> {
  return request(
    {
      endpoint: `${commerceUrl()}/graphql`,
      apiKey: apiKey(),
      scope: {
        channelId: CHANNEL_ID,
        marketId: defaultMarketForLocale[locale],
        languageId: languageIds[locale],
      },
      fetchOptions: { next: { revalidate: CATALOG_REVALIDATE_SECONDS } },
    },
    document,
    variables,
  );
}
