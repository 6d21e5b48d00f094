/**
 * How much one request to the commerce API may ask for. The storefront's own documents are
 * measured against these numbers in test/limits.api.test.ts, which prints how much room is left.
 */
export const GRAPHQL_LIMITS = {
  /**
   * Lexical tokens of one document, counted while parsing, so an oversized query is refused before
   * it becomes a syntax tree. The largest storefront document (ProductPage with its fragments) has
   * 207; a thousand aliased product lists have about 25,000.
   */
  maxTokens: 1_000,
  /**
   * Aliases in one operation. Aliases are what turn one request into a thousand product lists;
   * the storefront sends none, a few are left for hand-written queries.
   */
  maxAliases: 10,
  /**
   * Field nesting, fragments flattened. The storefront nests at most 5 deep; the schema has no
   * cycles today, so this is the guard for the day it has one.
   */
  maxDepth: 10,
  /**
   * graphql-armor's structural cost (object 2, scalar 1, times 1.5 per level, fragments flattened).
   * It cannot see `take`, which each list caps by itself. ProductPage, the costliest storefront
   * document, costs 275. The platform's documents are costlier: setCartShippingFee carries the
   * whole cart one level down (1,041), and the original product page asks for a package's options
   * as list products (1,850, though no product is a package). The limit leaves room above that and
   * stays below ten product pages with their variants asked for in one request by aliases (2,268).
   */
  maxCost: 2_000,
  /** Directives in one document: the storefront sends none. */
  maxDirectives: 10,
} as const;

const KB = 1024;

/**
 * Request body size per content type, checked against Content-Length and again while reading,
 * so a larger body is never read whole. A JSON GraphQL request is text the storefront builds
 * (a few kB); multipart is for the contact form's attachment of up to 2 MB plus its form fields.
 */
export const BODY_LIMITS = {
  'application/json': 100 * KB,
  'multipart/form-data': 2 * KB * KB + 64 * KB,
} as const;

/**
 * The staff API's (/admin/graphql): multipart carries a hand-out's or return's photos, six of at
 * most 5 MB each (ADR 63), and only with a bearer token.
 */
export const ADMIN_BODY_LIMITS = {
  'application/json': 100 * KB,
  'multipart/form-data': 6 * 5 * KB * KB + 64 * KB,
} as const;

type BodyLimits = typeof BODY_LIMITS | typeof ADMIN_BODY_LIMITS;

/** Any other content type Yoga reads (GraphQL strings, url-encoded forms) is held to the JSON limit. */
export function bodyLimitFor(contentType: string | null, limits: BodyLimits = BODY_LIMITS): number {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  if (mediaType === 'multipart/form-data') return limits['multipart/form-data'];
  return limits['application/json'];
}
