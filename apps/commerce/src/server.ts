import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createInMemoryAPQStore, useAPQ } from '@graphql-yoga/plugin-apq';
import { parseProductPhotoFile } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { createYoga } from 'graphql-yoga';
import { ADMIN_GRAPHQL_PATH, createAdminHandler } from './admin/handler.ts';
import { config } from './config.ts';
import { corsFor } from './cors.ts';
import type { DatabaseHandle } from './db/client.ts';
import { graphqlLimitPlugins } from './graphql-limits.ts';
import { type AuthOptions, clientAddress, createAuth } from './modules/auth/index.ts';
import { serveProductImageUpload } from './modules/catalog/index.ts';
import { CATALOG_IMPORT_CLI_PATH, serveCatalogTransfer } from './modules/catalog-transfer/index.ts';
import { type ApiKey, findApiKey } from './modules/channels/index.ts';
import { CHECKOUT_SESSION_HEADER } from './modules/checkout/index.ts';
import { confirmationOnRegister } from './modules/customers/index.ts';
import { serveDocument } from './modules/documents/index.ts';
import { priceChanges, productChanges } from './modules/listing/index.ts';
import { createMailer, type MailOptions } from './modules/mail/index.ts';
import {
  type CampaignClockOptions,
  createCampaignClock,
  showCampaignChange,
} from './modules/marketing-desk/index.ts';
import {
  folderPhotoStore,
  parseProductImageFileName,
  renderProductImage,
  serveProductPhoto,
} from './modules/media/index.ts';
import { serveOrderDocuments } from './modules/order-documents/index.ts';
import {
  type ConfirmationOptions,
  createConfirmations,
  invoiceLinkKey,
  serveInvoice,
} from './modules/orders/index.ts';
import { createRateLimits, type RateSubjects } from './modules/rate-limits/index.ts';
import { createRentalReminders, type RentalReminderOptions } from './modules/rental-bookings/index.ts';
import { serveRentalPhoto } from './modules/rentals/index.ts';
import { STAFF_COMMAND_PATH, serveStaffCommand } from './modules/staff/index.ts';
import { createStockAlerts, type StockAlertOptions } from './modules/stock-alerts/index.ts';
import { createScheduledPrices, type ScheduledPriceOptions } from './modules/stock-desk/index.ts';
import { CATALOG_TAG, type InvalidateStorefronts, productTag } from './modules/storefront-cache/index.ts';
import { createLogger, type Logger, yogaLogger } from './observability/logger.ts';
import { createMetrics, mayReadMetrics } from './observability/metrics.ts';
import { observeRequests } from './observability/observe-requests.ts';
import { type ReadinessCheck, readiness } from './observability/readiness.ts';
import type { RedisHandle } from './redis/index.ts';
import { useFixedMalformedBodyError, useRequestBodyLimits } from './request-body.ts';
import { createRequestContext } from './request-context.ts';
import { BODY_LIMITS } from './request-limits.ts';
import { schema } from './schema.ts';

type ServerContext = ApiKey & RateSubjects;

/**
 * On every answer: they are data, images and documents, never pages, so nothing in one may run,
 * load anything or be framed, no browser may guess another type, and no address leaks onwards.
 */
const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function unauthorized(res: ServerResponse, message: string) {
  sendJson(res, 401, { errors: [{ message, extensions: { code: 'UNAUTHENTICATED' } }] });
}

/** The decoded path segment, or undefined when its percent-escapes are malformed. */
function decodePathSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export interface CommerceServerOptions {
  /** Expires the storefronts' cached catalog data after a change; by default nothing is told. */
  invalidateStorefronts?: InvalidateStorefronts;
  /** Whether clients may introspect the schema; by default GRAPHQL_INTROSPECTION or NODE_ENV decides. */
  introspection?: boolean;
  /** Browser origins allowed to call /graphql across origins; by default CORS_ORIGINS. */
  corsOrigins?: readonly string[];
  /** Sign-in settings; by default AUTH_SECRET and the real clock. */
  auth?: AuthOptions;
  /** Outgoing mail; by default none is sent: it is kept in the outbox table (main.ts passes SMTP_URL). */
  mail?: MailOptions;
  /** How order confirmations are handed to the mail (pauses between tries, the poll). */
  confirmations?: ConfirmationOptions;
  /** How back-in-stock mails are handed to the mail (pauses between tries, the poll). */
  stockAlerts?: StockAlertOptions;
  /** How the day-before reminders of hires are looked for (the poll). */
  rentalReminders?: RentalReminderOptions;
  /** How prices set ahead are looked for (the poll; the clock is the auth's). */
  scheduledPrices?: ScheduledPriceOptions;
  /** How campaigns' starts and ends are looked for (the poll; the clock is the auth's). */
  campaignClock?: Pick<CampaignClockOptions, 'pollSeconds'>;
  /** Where the JSON log lines go; by default stdout at LOG_LEVEL. */
  logger?: Logger;
  /** The bearer token /metrics asks for; by default METRICS_TOKEN (unset: /metrics answers no one). */
  metricsToken?: string;
  /** Proves the shopper's address the storefront names; by default SHOPPER_ADDRESS_SECRET. */
  shopperAddressSecret?: string;
  /** Shared with the other instances (REDIS_URL): rate limits, sign-in, price changes and cache expiry; by default none. */
  redis?: RedisHandle;
  /** Whether an owner must set up TOTP before anything else; by default OWNER_TOTP or NODE_ENV decides. */
  ownerNeedsTotp?: boolean;
  /** What `npm run staff` proves itself with at /internal/staff; by default STAFF_CLI_SECRET (unset: answers no one). */
  staffCliSecret?: string;
  /** Where product photos' files are kept; by default MEDIA_DIR (ADR 79). */
  mediaDir?: string;
}

/**
 * The commerce HTTP service: /graphql (X-ApiKey required), /admin/graphql (staff, ADR 48), /auth (sign-in), generated product
 * images and document PDFs; /healthz, /readyz and /metrics for the platform (ADR 32).
 */
export interface CommerceServer extends Server {
  /** Stops taking requests and waits for the mail and confirmation rounds under way. */
  shutdown(): Promise<void>;
}

export function createCommerceServer(
  database: DatabaseHandle,
  options: CommerceServerOptions = {},
): CommerceServer {
  const invalidateStorefronts = options.invalidateStorefronts ?? (async () => {});
  const { db } = database;
  const corsOrigins = options.corsOrigins ?? config.corsOrigins;
  const { redis } = options;
  const shopperSecret = options.shopperAddressSecret ?? config.shopperAddressSecret;
  const mailer = createMailer(db, { clock: options.auth?.clock ?? Date.now, ...options.mail });
  const auth = createAuth(db, {
    secret: config.authSecret,
    corsOrigins,
    redis: redis?.commands,
    onRegister: confirmationOnRegister(mailer),
    ...options.auth,
    shopperSecret,
  });
  const linkKey = invoiceLinkKey(db, config.authSecret);
  const photoStore = folderPhotoStore(options.mediaDir ?? config.mediaDir);
  const confirmations = createConfirmations(db, mailer, {
    clock: auth.clock,
    invoiceLinkKey: linkKey,
    ...options.confirmations,
  });
  const stockAlerts = createStockAlerts(db, mailer, { clock: auth.clock, ...options.stockAlerts });
  const rentalReminders = createRentalReminders(db, mailer, {
    clock: auth.clock,
    ...options.rentalReminders,
  });
  const rateLimits = createRateLimits(db, auth.clock, redis?.commands);
  const logger = options.logger ?? createLogger(config.logLevel);
  const metricsToken = options.metricsToken ?? config.metricsToken;
  const metrics = createMetrics();
  const catalogPrices = priceChanges(db, redis, (error) =>
    logger.error({ err: error }, 'Price change not indexed'),
  );
  const catalogProducts = productChanges(db, redis, (error) =>
    logger.error({ err: error }, 'Product change not indexed'),
  );
  const scheduledPrices = createScheduledPrices(db, {
    clock: auth.clock,
    ...options.scheduledPrices,
    onApplied: async (change) => {
      await catalogPrices.priceChanged(change);
      await invalidateStorefronts([CATALOG_TAG, productTag(change.productAlias)]);
    },
  });
  // A campaign's start or end changes its products' prices and names at its moment (ADR 77).
  const campaignClock = createCampaignClock(db, {
    clock: auth.clock,
    ...options.campaignClock,
    onChanged: (change) =>
      showCampaignChange(
        { db, productsChanged: catalogProducts.productsChanged, invalidateStorefronts },
        change.productIds,
      ),
  });
  const readinessChecks: Record<string, ReadinessCheck> = { database: () => db.execute(sql`select 1`) };
  if (redis) {
    readinessChecks.redis = () =>
      Promise.all([redis.commands.ping(), catalogPrices.listening, catalogProducts.listening]);
  }
  const yoga = createYoga<ServerContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // A browser cannot reach it (it sends no X-ApiKey with a navigation), and it loads its code
    // from unpkg.com, which the API's own policy refuses.
    graphiql: false,
    logging: yogaLogger(logger),
    cors: corsFor(corsOrigins),
    // The largest body any content type may have; each type's own limit is applied below.
    maxRequestBodySize: Math.max(...Object.values(BODY_LIMITS)),
    // sendContactForm takes an image as a file part (request-limits.ts holds multipart to 2 MB + 64 kB).
    multipart: true,
    plugins: [
      useRequestBodyLimits(),
      useFixedMalformedBodyError(),
      ...graphqlLimitPlugins({ introspection: options.introspection ?? config.graphqlIntrospection }),
      // A hash the API does not know is answered 200 with PersistedQueryNotFound, and the client
      // sends the full query: a 404 showed as a failed request in every shopper's console. The
      // shop's documents are a fixed set, kept a day (the plugin's default forgot them in 36 s).
      useAPQ({
        store: createInMemoryAPQStore({ ttl: 24 * 60 * 60 * 1000 }),
        responseConfig: { forceStatusCodeOk: true },
      }),
      rateLimits.plugin((context) => context as RateSubjects),
      metrics.countGraphqlErrors(),
    ],
    context: ({ channelId, scope, request, clientAddress, apiKeyDigest }) =>
      createRequestContext(
        db,
        { channelId, scope },
        {
          invalidateStorefronts,
          priceChanged: catalogPrices.priceChanged,
          auth,
          mailer,
          orderPlaced: () => {
            metrics.orderPlaced();
            confirmations.mailQueued();
          },
          stockRaised: stockAlerts.stockRaised,
        },
        {
          authorization: request.headers.get('authorization'),
          checkoutSecret: request.headers.get(CHECKOUT_SESSION_HEADER),
          limitRate: rateLimits.limiterFor({ clientAddress, apiKeyDigest }),
        },
      ),
  });

  const admin = createAdminHandler({
    db,
    auth,
    logger,
    metrics,
    introspection: options.introspection ?? config.graphqlIntrospection,
    shopperSecret,
    ownerNeedsTotp: options.ownerNeedsTotp ?? config.ownerNeedsTotp,
    adminUrl: config.adminUrl,
    authSecret: options.auth?.secret ?? config.authSecret,
    services: {
      invalidateStorefronts,
      stockRaised: stockAlerts.stockRaised,
      orderMailQueued: confirmations.mailQueued,
      priceChanged: catalogPrices.priceChanged,
      scheduledPricesChanged: scheduledPrices.changed,
      campaignsChanged: campaignClock.changed,
      productsChanged: catalogProducts.productsChanged,
      photoStore,
    },
  });

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL | undefined) {
    if (!url) return sendJson(res, 400, { error: 'Malformed request target' });
    if (url.pathname === '/healthz') return sendJson(res, 200, { status: 'ok' });
    if (url.pathname === '/readyz') {
      const { ready, checks } = await readiness(readinessChecks, logger);
      return sendJson(res, ready ? 200 : 503, { status: ready ? 'ok' : 'unavailable', checks });
    }
    if (url.pathname === '/metrics') {
      if (!mayReadMetrics(req.headers.authorization, metricsToken)) {
        return unauthorized(res, 'Send the metrics token as Authorization: Bearer.');
      }
      res.writeHead(200, { 'content-type': metrics.registry.contentType });
      return res.end(await metrics.registry.metrics());
    }
    if (url.pathname.startsWith('/images/products/')) {
      const fileName = decodePathSegment(url.pathname.slice('/images/products/'.length));
      const photo = fileName === undefined ? null : parseProductPhotoFile(fileName);
      if (photo) return serveProductPhoto(photoStore, photo, req, res);
      const spec = fileName === undefined ? null : parseProductImageFileName(fileName);
      if (!spec) return sendJson(res, 404, { error: 'No such image' });
      res.writeHead(200, {
        'content-type': 'image/svg+xml',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      return res.end(renderProductImage(spec));
    }
    if (url.pathname.startsWith('/auth/')) return auth.handle(req, res, url);
    if (url.pathname.startsWith('/invoices/')) {
      return serveInvoice({ db, viewerOf: auth.viewerOf, linkKey, clock: auth.clock }, url, req, res);
    }
    if (url.pathname.startsWith('/documents/')) {
      return serveDocument(db, url.pathname.slice('/documents/'.length), req, res);
    }
    if (url.pathname.startsWith('/admin/catalog/') || url.pathname === CATALOG_IMPORT_CLI_PATH) {
      const access = {
        db,
        clock: auth.clock,
        ownerNeedsTotp: options.ownerNeedsTotp ?? config.ownerNeedsTotp,
        cliSecret: options.staffCliSecret ?? config.staffCliSecret,
        shopperSecret,
        services: {
          priceChanged: catalogPrices.priceChanged,
          invalidateStorefronts,
          stockRaised: stockAlerts.stockRaised,
        },
      };
      if (await serveCatalogTransfer(access, url, req, res)) return;
      const images = {
        ...access,
        store: photoStore,
        productsChanged: catalogProducts.productsChanged,
        invalidateStorefronts,
      };
      if (await serveProductImageUpload(images, url, req, res)) return;
    }
    if (url.pathname === ADMIN_GRAPHQL_PATH) return admin(req, res);
    if (url.pathname === STAFF_COMMAND_PATH) {
      const secret = options.staffCliSecret ?? config.staffCliSecret;
      return serveStaffCommand({ db, now: auth.clock, adminUrl: config.adminUrl, secret }, req, res);
    }
    if (url.pathname.startsWith('/admin/orders')) {
      const ownerNeedsTotp = options.ownerNeedsTotp ?? config.ownerNeedsTotp;
      return serveOrderDocuments({ db, clock: auth.clock, ownerNeedsTotp }, url, req, res);
    }
    if (url.pathname.startsWith('/admin/rentals/photos/')) {
      const ownerNeedsTotp = options.ownerNeedsTotp ?? config.ownerNeedsTotp;
      return serveRentalPhoto({ db, clock: auth.clock, ownerNeedsTotp }, url, req, res);
    }
    if (url.pathname === '/graphql') {
      // A CORS preflight carries no API key; Yoga answers it without running anything.
      if (req.method === 'OPTIONS') {
        return yoga(req, res, { channelId: '', scope: 'storefront', clientAddress: '', apiKeyDigest: '' });
      }
      const key = req.headers['x-apikey'];
      if (typeof key !== 'string' || key === '') {
        return unauthorized(res, 'Missing API key: send it in the X-ApiKey header.');
      }
      const apiKey = await findApiKey(db, key);
      if (!apiKey) return unauthorized(res, 'Unknown API key.');
      return yoga(req, res, {
        ...apiKey,
        clientAddress: clientAddress(req, shopperSecret),
        apiKeyDigest: createHash('sha256').update(key).digest('base64url').slice(0, 22),
      });
    }
    sendJson(res, 404, { error: 'Not found' });
  }

  const observed = observeRequests(handle, logger, metrics);
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    observed(req, res);
  });
  return Object.assign(server, {
    async shutdown() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([
        confirmations.close(),
        stockAlerts.close(),
        rentalReminders.close(),
        scheduledPrices.close(),
        campaignClock.close(),
        mailer.close(),
      ]);
    },
  });
}
