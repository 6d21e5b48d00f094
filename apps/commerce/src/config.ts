import { fileURLToPath } from 'node:url';
import { CHANNEL_ID } from '@shop/contract';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const listOf = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const storefrontUrls = listOf(process.env.STOREFRONT_URLS || `http://localhost:${process.env.PORT ?? 3000}`);

/**
 * The product's fixed password salt: the client sends base64(SHA-384(password + salt)), never the
 * password. It is public (every browser has it); changing it makes every stored password unusable.
 */
export const DEFAULT_AUTH_PASSWORD_SALT = 'KuGDcQgKvNJOlwPpL9JWAO6V55efX06KSa0/Kobv2XbcWcX2JS1MpgmMtARTXhPq';

/** Standard shipping in a market, in minor units of its currency, inc VAT. */
export interface MarketShipping {
  feeIncVat: number;
  /** Parcels ship free when the items (after discounts, before a gift card) are worth more than this. */
  freeAboveIncVat: number;
}

/** The checkout's shipping in a market, in minor units of its currency, inc VAT (ADR 28). */
export interface MarketCheckoutShipping {
  /** To a pickup point near the zip; free above the market's threshold, as home delivery is. */
  pickupPointFeeIncVat: number;
  /** Freight for heavy machines: a base fee plus a fee per started 100 kg; never free. */
  freightBaseIncVat: number;
  freightPer100KgIncVat: number;
}

/** The dealer's own invoice in a market: how much a customer may owe, in minor units of its currency. */
export interface MarketInvoiceCredit {
  PERSON: number;
  ORGANIZATION: number;
}

/**
 * The commerce service's settings, read once from the environment (documented in .env.example), and
 * the buying rules the API enforces and answers as fields (ADR 17, ADR 23): one place for each number.
 */
export const config = {
  port: Number(process.env.COMMERCE_PORT ?? 4000),
  /** The interface the API listens on: this machine only, unless the storefront runs elsewhere. */
  host: process.env.HOST || '127.0.0.1',
  /** Unset: embedded PGlite in `dataDir`. */
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? `${repoRoot}data/pglite`,
  /** Product photos' files (ADR 79): by default in the data folder, beside what PGlite keeps there. */
  mediaDir: process.env.MEDIA_DIR || `${process.env.DATA_DIR ?? `${repoRoot}data/pglite`}/media`,
  /** Shared by several instances: rate limits, sign-in, price changes, cache expiry. Unset: the database, HTTP. */
  redisUrl: process.env.REDIS_URL || undefined,
  /** Before every Redis key and channel name: shops sharing one Redis keep apart by it. */
  redisPrefix: process.env.REDIS_PREFIX ?? '',
  /** The demo channel's API key, created by the seed. */
  apiKey: process.env.API_KEY ?? 'demo-storefront-key',
  channelId: CHANNEL_ID,
  /** The channel's staff key, allowed to change prices and stock; unset: no key may. */
  staffApiKey: process.env.STAFF_API_KEY || undefined,
  /** Proves to the storefronts that a cache expiry comes from here; unset: they are not told. */
  revalidateSecret: process.env.REVALIDATE_SECRET || undefined,
  /** Storefront instances whose catalog cache is expired over HTTP when data changes (without Redis). */
  storefrontUrls,
  /** Browser origins allowed to call the API across origins; by default the storefronts'. */
  corsOrigins: process.env.CORS_ORIGINS
    ? listOf(process.env.CORS_ORIGINS)
    : storefrontUrls.map((url) => new URL(url).origin),
  /** Schema introspection: on outside production, and in production only when asked for. */
  graphqlIntrospection: process.env.GRAPHQL_INTROSPECTION
    ? process.env.GRAPHQL_INTROSPECTION === 'true'
    : process.env.NODE_ENV !== 'production',
  /** The salt the client hashes passwords with (see DEFAULT_AUTH_PASSWORD_SALT). */
  authPasswordSalt: process.env.AUTH_PASSWORD_SALT || DEFAULT_AUTH_PASSWORD_SALT,
  /** Signs tokens and challenges; unset: one made once and kept in the database, shared by all instances. */
  authSecret: process.env.AUTH_SECRET || undefined,
  /**
   * Shared with the storefront, which sends it beside the shopper's address it names (ADR 34);
   * unset: every client is counted by its own socket's address, the storefront as one.
   */
  shopperAddressSecret: process.env.SHOPPER_ADDRESS_SECRET || undefined,
  /** The storefront's public origin, for links in mails. */
  siteUrl: process.env.SITE_URL || storefrontUrls[0] || 'http://localhost:3000',
  /** Routes of the form /{market}/{locale}/...: links in mails follow the storefront's form. */
  marketInPath: process.env.MARKET_IN_PATH === 'true',
  /** Outgoing mail server, e.g. smtp://user:pass@host:587; unset: mail is kept in the outbox. */
  smtpUrl: process.env.SMTP_URL || undefined,
  mailFrom: process.env.MAIL_FROM || 'Maskinbutiken <no-reply@maskinbutiken.localhost>',
  /** Where the contact forms' enquiries are mailed: the dealer's inbox. */
  contactMailTo: process.env.CONTACT_MAIL_TO || 'kontakt@maskinbutiken.localhost',
  /** The language of those mails (sv, da, en, fi or nb): the dealer's, not the shopper's. */
  contactMailLanguage: process.env.CONTACT_MAIL_LANGUAGE || 'sv',
  /** Where kept mail is also written as .eml files when no SMTP server is set; empty: the table only. */
  mailOutboxDir: process.env.MAIL_OUTBOX_DIR ?? `${repoRoot}data/outbox`,
  /** The least a log line must be to be written: trace, debug, info, warn, error, fatal or silent. */
  logLevel: process.env.LOG_LEVEL || 'info',
  /** The bearer token /metrics asks for; unset: /metrics answers no one. */
  metricsToken: process.env.METRICS_TOKEN || undefined,
  /** Owners must set up TOTP before anything else: required in production unless OWNER_TOTP=optional. */
  /** The admin app's public origin, for the set-password links staff are given. */
  adminUrl: process.env.ADMIN_URL || `http://localhost:${process.env.ADMIN_PORT || 3100}`,
  /** What `npm run staff` sends to the running service (/internal/staff); unset: the service takes no staff commands. */
  staffCliSecret: process.env.STAFF_CLI_SECRET || undefined,
  ownerNeedsTotp: process.env.OWNER_TOTP
    ? process.env.OWNER_TOTP === 'required'
    : process.env.NODE_ENV === 'production',
  buying: {
    /** The most units of one SKU a cart line may hold, whatever the stock. */
    maxQuantityPerLine: 99,
    /** Per market alias; parcels ship free above 499 kr in Sweden (the spec), about as much elsewhere. */
    shipping: {
      se: { feeIncVat: 6_900, freeAboveIncVat: 49_900 },
      dk: { feeIncVat: 4_900, freeAboveIncVat: 34_900 },
      no: { feeIncVat: 6_900, freeAboveIncVat: 49_900 },
      fi: { feeIncVat: 690, freeAboveIncVat: 4_500 },
      eu: { feeIncVat: 990, freeAboveIncVat: 5_900 },
      // Åland, a checkout country only (ADR 70): parcels cross by ferry.
      ax: { feeIncVat: 1_490, freeAboveIncVat: 5_900 },
    } as Readonly<Record<string, MarketShipping>>,
  },
  checkout: {
    shipping: {
      se: { pickupPointFeeIncVat: 4_900, freightBaseIncVat: 99_500, freightPer100KgIncVat: 15_000 },
      dk: { pickupPointFeeIncVat: 3_500, freightBaseIncVat: 69_500, freightPer100KgIncVat: 10_000 },
      no: { pickupPointFeeIncVat: 4_900, freightBaseIncVat: 99_500, freightPer100KgIncVat: 15_000 },
      fi: { pickupPointFeeIncVat: 490, freightBaseIncVat: 8_900, freightPer100KgIncVat: 1_300 },
      eu: { pickupPointFeeIncVat: 790, freightBaseIncVat: 14_900, freightPer100KgIncVat: 2_000 },
      ax: { pickupPointFeeIncVat: 990, freightBaseIncVat: 12_900, freightPer100KgIncVat: 1_800 },
    } as Readonly<Record<string, MarketCheckoutShipping>>,
    /** A cart weighing more than this goes by freight or is picked up; parcels stop here. */
    parcelMaxKg: 100,
    /** A pickup point takes parcels up to this weight. */
    pickupPointMaxKg: 30,
    /** What a product without a weight parameter (a part, a service) counts as. */
    unknownWeightKg: 2,
    /** The store where orders may be picked up (the dealer's, in Stockholm); only its market offers it. */
    storePickupMarket: 'se',
    /** Pickup points offered for a zip: the nearest of the country's. */
    pickupPointsOffered: 3,
    invoice: {
      /** Days from the order to the invoice's due date. */
      paymentTermDays: 30,
      /** What a customer may owe on open invoices, this order included, unless the customer has a limit of its own. */
      creditLimit: {
        se: { PERSON: 20_000_000, ORGANIZATION: 100_000_000 },
        dk: { PERSON: 13_000_000, ORGANIZATION: 65_000_000 },
        no: { PERSON: 20_000_000, ORGANIZATION: 100_000_000 },
        fi: { PERSON: 1_800_000, ORGANIZATION: 8_800_000 },
        eu: { PERSON: 1_000_000, ORGANIZATION: 5_000_000 },
        ax: { PERSON: 1_800_000, ORGANIZATION: 8_800_000 },
      } as Readonly<Record<string, MarketInvoiceCredit>>,
    },
  },
} as const;
