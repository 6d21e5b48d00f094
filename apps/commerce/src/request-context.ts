import type { Database } from './db/client.ts';
import type { RequestContext } from './graphql/context.ts';
import { createCatalogLoaders } from './modules/catalog/loaders.ts';
import { requestScope } from './modules/channels/index.ts';
import type { InvalidateStorefronts } from './modules/storefront-cache/index.ts';

/** The context of one GraphQL request, assembled from what each module provides. */
export function createRequestContext(
  db: Database,
  channelId: string,
  invalidateStorefronts: InvalidateStorefronts,
): RequestContext {
  return {
    db,
    channelId,
    ...requestScope(db, channelId),
    loaders: createCatalogLoaders(db),
    invalidateStorefronts,
  };
}
