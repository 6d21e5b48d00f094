/**
 * `npm run start:cluster`: the shop as it runs on several machines, on this one: two commerce API
 * instances and two storefronts, each pair behind a round-robin proxy, sharing the PostgreSQL of
 * DATABASE_URL and the Redis of REDIS_URL (by default the machine's own). Stops all together.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { appProcesses } from './app-processes.ts';
import { ensureDatabase } from './ensure-database.ts';
import { roundRobin } from './round-robin.ts';
import { keptSecrets } from './secrets.ts';
import { waitFor } from './wait-for.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const commercePort = Number(process.env.COMMERCE_PORT ?? 4000);
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/maskinbutiken';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const apiPorts = [commercePort + 1, commercePort + 2];
const storefrontPorts = [port + 1, port + 2];
const local = (p: number) => `http://localhost:${p}`;
// The instances (and the API's proxy) listen on 127.0.0.1 only, whatever localhost resolves to.
const loopback = (p: number) => `http://127.0.0.1:${p}`;
const secretsFile = `${root}data/secrets.env`;

const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  // The API publishes cache expiries on Redis and every storefront instance listens: none is listed.
  CORS_ORIGINS: local(port),
  SITE_URL: process.env.SITE_URL || local(port),
  // The storefronts reach the API through its proxy, as they would a load balancer.
  COMMERCE_URL: loopback(commercePort),
  // The storefronts' proxy writes the shopper's address as the last hop of X-Forwarded-For.
  TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS || '1',
  // As npm start's: the environment's, else kept in data/secrets.env, never printed.
  ...keptSecrets(secretsFile, process.env),
};

await ensureDatabase(databaseUrl);
if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const start = appProcesses(env);

// The first instance migrates and seeds an empty database; the second starts on what it made.
for (const [i, apiPort] of apiPorts.entries()) {
  start(`Commerce API ${i + 1}`, process.execPath, ['src/main.ts'], `${root}apps/commerce`, {
    COMMERCE_PORT: String(apiPort),
  });
  await waitFor(`${loopback(apiPort)}/readyz`, 600);
}
roundRobin(apiPorts.map((p) => new URL(loopback(p)))).listen(commercePort, '127.0.0.1');
for (const [i, storefrontPort] of storefrontPorts.entries()) {
  start(
    `Storefront ${i + 1}`,
    'npx',
    // Behind their proxy only: each trusts the hop it writes (TRUSTED_PROXY_HOPS). localhost, not
    // 127.0.0.1: bound to an address, next-intl's rewrites redirect to themselves.
    ['next', 'start', '-p', String(storefrontPort), '-H', 'localhost'],
    `${root}apps/storefront`,
    {
      PORT: String(storefrontPort),
    },
  );
}
await Promise.all(storefrontPorts.map((p) => waitFor(`${loopback(p)}/`, 120)));
roundRobin(storefrontPorts.map((p) => new URL(loopback(p)))).listen(port);
console.log(
  `\nThe shop is open on two storefronts and two API instances: http://localhost:${port}/` +
    ` (API: ${loopback(commercePort)}/graphql), on ${new URL(databaseUrl).host} and Redis ${new URL(redisUrl).host}` +
    `\nThe staff API key (X-ApiKey, for price and stock changes) and the metrics token are in ${secretsFile} (or your environment).\n`,
);
