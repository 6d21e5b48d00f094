import 'server-only';
import { CHANNEL_ID } from '@shop/contract';
import { CACHE_LIFETIMES } from '@/lib/cache-manifest';
import { apiKey, commerceUrl } from '@/lib/config.server';
import { request } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/graphql';
import { type MarketsRouting, marketsFromChannel } from './markets';

export const ChannelQuery = graphql(`
  query Channel($channelId: String, $marketId: String, $languageId: String) {
    channel(channelId: $channelId, marketId: $marketId, languageId: $languageId) {
      defaultMarketId
      settings { theme { name value } }
      markets {
        id
        alias
        defaultLanguageId
        virtual
        onlyDisplayInCheckout
        groupKey
        allowedLanguages { id name code }
        country { name code }
        currency { name code }
      }
    }
  }
`);

let cached: { at: number; value: Promise<MarketsRouting> } | undefined;

/** The channel's markets as routing needs them, shared by every request of this process. */
export function marketsRouting(): Promise<MarketsRouting> {
  if (!cached || Date.now() - cached.at > CACHE_LIFETIMES.marketsMs) {
    const value = request(
      {
        endpoint: `${commerceUrl()}/graphql`,
        apiKey: apiKey(),
        scope: { channelId: CHANNEL_ID, marketId: '', languageId: '' },
      },
      ChannelQuery,
      {},
    ).then(({ channel }) => marketsFromChannel(channel));
    value.catch(() => {
      cached = undefined;
    });
    cached = { at: Date.now(), value };
  }
  return cached.value;
}
