import { config } from './config.ts';
import { durabilityOf, openDatabase } from './db/client.ts';
import { storeStaffApiKey } from './modules/channels/index.ts';
import { facetIndexOf, searchIndexBytes } from './modules/listing/index.ts';
import { DEMO_OWNER_EMAIL, demoOwnerLink } from './modules/staff/index.ts';
import { storefrontInvalidator, storefrontPublisher } from './modules/storefront-cache/index.ts';
import { createLogger } from './observability/logger.ts';
import { openRedis } from './redis/index.ts';
import { seededLine, seedProgress } from './seed/progress.ts';
import { DEFAULT_CATALOG, seedIfEmpty } from './seed/seed.ts';
import { createCommerceServer } from './server.ts';

const logger = createLogger(config.logLevel);
const opened = performance.now();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
logger.info(`Database: ${database.kind}, ${await durabilityOf(database.db)}`);
// Under the migrations' lock: a second instance starting meanwhile waits, then finds the catalog.
const seeded = await database.startLock(() =>
  seedIfEmpty(database.db, { apiKey: config.apiKey, progress: seedProgress(DEFAULT_CATALOG.products) }),
);
if (seeded) {
  const seconds = (performance.now() - opened) / 1000;
  logger.info(seededLine(DEFAULT_CATALOG.products, seeded, seconds, database.kind));
}
await storeStaffApiKey(database.db, config.channelId, config.staffApiKey);
// With no staff yet, someone must be able to sign in to the back office: the demo owner's link.
const ownerLink = await database.startLock(() => demoOwnerLink(database.db, Date.now(), config.adminUrl));
if (!config.staffApiKey) logger.warn('STAFF_API_KEY is not set: no API key may change prices or stock.');
// Lists and searches are answered from the facet index: build it before the first shopper asks.
const built = performance.now();
const index = await facetIndexOf(database.db);
logger.info(
  `Search index: ${index.size} products in ${index.search.languages.size} languages, ` +
    `${(searchIndexBytes(index.search) / 2 ** 20).toFixed(1)} MB; ` +
    `facet and search index built in ${((performance.now() - built) / 1000).toFixed(1)} s`,
);
const redis = config.redisUrl ? openRedis(config.redisUrl, config.redisPrefix) : undefined;
const server = createCommerceServer(database, {
  redis,
  logger,
  // With Redis every storefront instance listens for the tags; without it each is told over HTTP.
  invalidateStorefronts: redis
    ? storefrontPublisher(redis)
    : storefrontInvalidator(config.storefrontUrls, config.revalidateSecret),
  mail: { smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.mailOutboxDir || undefined },
});
if (!config.smtpUrl) {
  logger.warn(
    `SMTP_URL is not set: mail is kept in the outbox (table mail_outbox, ${config.mailOutboxDir || 'no folder'}).`,
  );
}
server.listen(config.port, config.host, () => {
  logger.info(
    `Commerce API on http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}/graphql (${database.kind}${redis ? ', Redis' : ''})`,
  );
});
if (!config.metricsToken) logger.warn('METRICS_TOKEN is not set: /metrics answers no one.');
if (ownerLink) {
  console.log(
    `\nNo staff has signed in yet. Set the password of the demo owner ${DEMO_OWNER_EMAIL} (once, until ${ownerLink.expiresAt.toISOString()}):\n${ownerLink.url}\n`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server
      .shutdown()
      .then(() => Promise.all([database.close(), redis?.close()]))
      .finally(() => process.exit(0));
  });
}
