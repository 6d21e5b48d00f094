import type { Database } from './db/client.ts';
import type { RequestContext } from './graphql/context.ts';
import type { Auth } from './modules/auth/index.ts';
import { createCatalogLoaders } from './modules/catalog/index.ts';
import { type ApiKey, requestScope } from './modules/channels/index.ts';
import { checkoutSessionDigest } from './modules/checkout/index.ts';
import type { PriceChanged } from './modules/listing/index.ts';
import type { Mailer } from './modules/mail/index.ts';
import type { InvalidateStorefronts } from './modules/storefront-cache/index.ts';

/** What the service holds for every request: made once when it starts. */
export interface Services {
  invalidateStorefronts: InvalidateStorefronts;
  priceChanged: PriceChanged;
  auth: Auth;
  mailer: Mailer;
  /** Told of each order a placement committed, not of a replayed one (see orders' RequestContext). */
  orderPlaced: (orderId: number) => void;
  /** Told when a change raised some SKU's stock (back-in-stock mails). */
  stockRaised: () => void;
}

/** The context of one GraphQL request, assembled from what each module provides. */
export function createRequestContext(
  db: Database,
  { channelId, scope }: ApiKey,
  { invalidateStorefronts, priceChanged, auth, mailer, orderPlaced, stockRaised }: Services,
  request: {
    authorization: string | null;
    checkoutSecret: string | null;
    limitRate: RequestContext['limitRate'];
  },
): RequestContext {
  let viewer: ReturnType<Auth['viewerOf']> | undefined;
  return {
    db,
    channelId,
    apiKeyScope: scope,
    ...requestScope(db, channelId),
    loaders: createCatalogLoaders(db),
    invalidateStorefronts,
    priceChanged,
    mailer,
    orderPlaced,
    stockRaised,
    now: auth.clock,
    clearAccountFailures: auth.clearAccountFailures,
    redeemLoginToken: auth.redeemLoginToken,
    limitRate: request.limitRate,
    checkoutSession: checkoutSessionDigest(request.checkoutSecret),
    viewer: () => {
      viewer ??= auth.viewerOf(request.authorization);
      return viewer;
    },
  };
}
