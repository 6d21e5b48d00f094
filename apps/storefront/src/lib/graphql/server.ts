import 'server-only';
import type { TadaDocumentNode } from 'gql.tada';
import { apiKey, commerceUrl } from '@/lib/config.server';
import { CHANNEL_ID, getShopContext } from '@/lib/shop-context.server';
import type { CacheTag } from './cache-tags';
import { request } from './client';

/** Catalog data may be this many seconds old before a page shows fresher. */
const CATALOG_REVALIDATE_SECONDS = 60;

/**
 * Runs an operation from a server component, in the request's language and market. Reads are
 * cached per operation, variables, market and language (the customer type changes no data: both
 * VAT forms come in every price), tagged `catalog` and any `tags` given, which the commerce API
 * expires when the data changes. `scope` answers in another market and language than the request's
 * (a sitemap, say, is asked for outside any page).
 */
export async function query<Data, Variables extends Record<string, unknown>>(
  document: TadaDocumentNode<Data, Variables>,
  variables: Omit<Variables, 'channelId' | 'marketId' | 'languageId'>,
  options: { tags?: CacheTag[]; scope?: { market: string; languageId: string } } = {},
): Promise<Data> {
  const { market, languageId } = options.scope ?? (await getShopContext());
  return request(
    {
      endpoint: `${commerceUrl()}/graphql`,
      apiKey: apiKey(),
      scope: { channelId: CHANNEL_ID, marketId: market, languageId },
      fetchOptions: {
        next: { revalidate: CATALOG_REVALIDATE_SECONDS, tags: ['catalog', ...(options.tags ?? [])] },
      },
    },
    document,
    variables,
  );
}
