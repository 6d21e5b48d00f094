import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const listOf = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const storefrontUrls = listOf(process.env.STOREFRONT_URLS || `http://localhost:${process.env.PORT ?? 3000}`);

/** The commerce service's settings, read once from the environment (documented in .env.example). */
export const config = {
  port: Number(process.env.COMMERCE_PORT ?? 4000),
  /** Unset: embedded PGlite in `dataDir`. */
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? `${repoRoot}data/pglite`,
  /** The demo channel's API key, created by the seed. */
  apiKey: process.env.API_KEY ?? 'demo-storefront-key',
  channelId: '1|se',
  /** The channel's staff key, allowed to change prices and stock; unset: no key may. */
  staffApiKey: process.env.STAFF_API_KEY || undefined,
  /** Proves to the storefronts that a cache expiry comes from here; unset: they are not told. */
  revalidateSecret: process.env.REVALIDATE_SECRET || undefined,
  /** Storefront instances whose catalog cache is expired when data changes. */
  storefrontUrls,
  /** Browser origins allowed to call the API across origins; by default the storefronts'. */
  corsOrigins: process.env.CORS_ORIGINS
    ? listOf(process.env.CORS_ORIGINS)
    : storefrontUrls.map((url) => new URL(url).origin),
  /** Schema introspection: on outside production, and in production only when asked for. */
  graphqlIntrospection: process.env.GRAPHQL_INTROSPECTION
    ? process.env.GRAPHQL_INTROSPECTION === 'true'
    : process.env.NODE_ENV !== 'production',
} as const;
