import 'server-only';
import { CHANNEL_ID } from '@shop/contract';
import type { TadaDocumentNode } from 'gql.tada';
import { connection } from 'next/server';
import { caller } from '@/lib/auth/session.server';
import { CACHE_LIFETIMES, CATALOG_TAG, type CacheTag } from '@/lib/cache-manifest';
import { CHECKOUT_SESSION_HEADER } from '@/lib/checkout-secret.server';
import { apiKey, commerceUrl } from '@/lib/config.server';
import { incomingRequestId } from '@/lib/request-id.server';
import { getShopContext } from '@/lib/shop-context.server';
import { type ClientOptions, request } from './client';
import { asMutationResult, type MutationResult, type ProblemFields } from './mutation-result';

type Variables<V> = Omit<V, 'channelId' | 'marketId' | 'languageId'>;

interface QueryOptions {
  /** Tags besides `catalog` that the commerce API expires when the data changes. */
  tags?: CacheTag[];
  /** Another market and language than the request's (a sitemap is asked for outside any page). */
  scope?: { market: string; languageId: string };
  /** Past the data cache: what is stored now (previews of unpublished content, on uncached pages). */
  fresh?: boolean;
  /** How long the read, and so the page, may be kept when that is shorter than a catalog read's. */
  seconds?: number;
}

/** The shopper's sign-in token, sent as the bearer of their own reads and changes. */
interface SignedIn {
  token?: string | null;
  /** The browser's checkout secret (ADR 28), for a checkout's personal fields read or written here. */
  checkoutSecret?: string | null;
}

/** The checkout secret as the commerce API takes it, when there is one. */
const secretHeader = (signedIn: SignedIn): Record<string, string> =>
  signedIn.checkoutSecret ? { [CHECKOUT_SESSION_HEADER]: signedIn.checkoutSecret } : {};

/** The commerce API, from this server, in the scope's market and language. */
async function serverOptions(
  scope: QueryOptions['scope'],
  rest: Pick<ClientOptions, 'fetchOptions' | 'persistedQueries' | 'token' | 'requestId'>,
): Promise<ClientOptions> {
  const { market, languageId } = scope ?? (await getShopContext());
  return {
    endpoint: `${commerceUrl()}/graphql`,
    apiKey: apiKey(),
    scope: { channelId: CHANNEL_ID, marketId: market, languageId },
    ...rest,
  };
}

/**
 * Runs a read from a server component, in the request's language and market. Reads are cached per
 * operation, variables, market and language (the customer type changes no data: both VAT forms
 * come in every price), tagged `catalog` and any `tags` given, unless `fresh`. They send no request
 * id: Next keys its data cache by the headers too, and one cached read serves many requests.
 */
export async function query<Data, V extends Record<string, unknown>>(
  document: TadaDocumentNode<Data, V>,
  variables: Variables<V>,
  options: QueryOptions = {},
): Promise<Data> {
  const fetchOptions: ClientOptions['fetchOptions'] = options.fresh
    ? { cache: 'no-store' }
    : {
        next: {
          revalidate: options.seconds ?? CACHE_LIFETIMES.catalogSeconds,
          tags: [CATALOG_TAG, ...(options.tags ?? [])],
        },
      };
  return request(await serverOptions(options.scope, { fetchOptions }), document, variables);
}

/**
 * Runs a read of one shopper's own data (cart, checkout, account): never cached, and it makes the
 * page that calls it render for each request.
 */
export async function queryPrivate<Data, V extends Record<string, unknown>>(
  document: TadaDocumentNode<Data, V>,
  variables: Variables<V>,
  signedIn: SignedIn = {},
): Promise<Data> {
  await connection();
  return request(
    await serverOptions(undefined, {
      fetchOptions: { cache: 'no-store', headers: secretHeader(signedIn) },
      token: signedIn.token ?? undefined,
      requestId: await incomingRequestId(),
    }),
    document,
    variables,
  );
}

/**
 * Runs a change (a mutation) in the request's language and market: never cached, sent in full, and
 * counted against the shopper's address (which the API takes from this server), not this server's.
 */
export async function mutate<Data, V extends Record<string, unknown>>(
  document: TadaDocumentNode<Data, V>,
  variables: Variables<V>,
  signedIn: SignedIn = {},
): Promise<Data> {
  const { shopper } = await caller();
  const options = await serverOptions(undefined, {
    fetchOptions: { cache: 'no-store', headers: { ...shopper, ...secretHeader(signedIn) } },
    persistedQueries: false,
    token: signedIn.token ?? undefined,
    requestId: await incomingRequestId(),
  });
  return request(options, document, variables);
}

/**
 * Runs a change for a form action and answers its outcome as a value: the data, or the API's
 * refusals as the form's field errors (see `asMutationResult`). It never throws.
 */
export function mutateResult<
  Data,
  V extends Record<string, unknown>,
  Field extends string,
  Problem extends string,
>(
  document: TadaDocumentNode<Data, V>,
  variables: Variables<V>,
  fields: ProblemFields<Field, Problem>,
  signedIn: SignedIn = {},
): Promise<MutationResult<Data, Field, Problem>> {
  return asMutationResult(() => mutate(document, variables, signedIn), fields);
}
