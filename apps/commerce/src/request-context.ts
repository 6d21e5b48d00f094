import type { Database } from './db/client.ts';
import type { RequestContext } from './graphql/context.ts';
import { createCatalogLoaders } from './modules/catalog/loaders.ts';
import { type ApiKey, requestScope } from './modules/channels/index.ts';
import type { InvalidateStorefronts } from './modules/storefront-cache/index.ts';

/** The context of one GraphQL request, assembled from what each module provides. */
export function createRequestContext(
  db: Database,
  { channelId, scope }: ApiKey,
  invalidateStorefronts: InvalidateStorefronts,
): RequestContext {
  return {
    db,
    channelId,
    apiKeyScope: scope,
    ...requestScope(db, channelId),
    loaders: createCatalogLoaders(db),
    invalidateStorefronts,
  };
}
