import 'server-only';
import type { TadaDocumentNode } from 'gql.tada';
import { apiKey, commerceUrl } from '@/lib/config.server';
import { request } from '@/lib/graphql/client';
import { query } from '@/lib/graphql/server';
import { CHANNEL_ID, getShopContext } from '@/lib/shop-context.server';
import { WidgetAreaQuery } from './queries';

/**
 * Runs an operation for a preview: never from the data cache, so an editor sees what is stored now.
 * Published content goes through the cached `query()`.
 */
export async function previewQuery<Data, Variables extends Record<string, unknown>>(
  document: TadaDocumentNode<Data, Variables>,
  variables: Omit<Variables, 'channelId' | 'marketId' | 'languageId'>,
): Promise<Data> {
  const { market, languageId } = await getShopContext();
  return request(
    {
      endpoint: `${commerceUrl()}/graphql`,
      apiKey: apiKey(),
      scope: { channelId: CHANNEL_ID, marketId: market, languageId },
      fetchOptions: { cache: 'no-store' },
    },
    document,
    variables,
  );
}

/** One widget area in the page's language and market. */
export async function loadWidgetArea(
  family: string,
  areaName: string,
  options: { alias?: string; preview?: boolean } = {},
) {
  const variables = { family, areaName, alias: options.alias, preview: options.preview ?? false };
  const { widgetArea } = await (options.preview
    ? previewQuery(WidgetAreaQuery, variables)
    : query(WidgetAreaQuery, variables));
  return widgetArea;
}
