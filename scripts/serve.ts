/**
 * `npm start`: builds the storefront and the back office, starts the commerce API (which migrates
 * and seeds the embedded database on first run), the storefront and the back office, and stops them
 * together.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { appProcesses } from './app-processes.ts';
import { keptSecrets } from './secrets.ts';
import { waitFor } from './wait-for.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.PORT ?? '3000';
const commercePort = process.env.COMMERCE_PORT ?? '4000';
const adminPort = process.env.ADMIN_PORT ?? '3100';
// The API listens on 127.0.0.1 (HOST): the storefront asks it there, whatever localhost resolves to.
const commerceUrl = process.env.COMMERCE_URL ?? `http://127.0.0.1:${commercePort}`;
const secretsFile = `${root}data/secrets.env`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: port,
  COMMERCE_PORT: commercePort,
  COMMERCE_URL: commerceUrl,
  ADMIN_PORT: adminPort,
  // Shared by the two apps (cache expiry, the shopper's address), the staff key and the metrics
  // token: the environment's, else made once and kept in data/secrets.env, never printed.
  ...keptSecrets(secretsFile, process.env),
};

if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const start = appProcesses(env);

start('The commerce API', process.execPath, ['src/main.ts'], `${root}apps/commerce`);
await waitFor(`${commerceUrl}/healthz`, 600);
start('The storefront', 'npx', ['next', 'start', '-p', port], `${root}apps/storefront`);
// Never bound to 127.0.0.1 (next-intl's redirects would loop): the default host, as the storefront.
start('The back office', 'npx', ['next', 'start', '-p', adminPort], `${root}apps/admin`);
await Promise.all([
  waitFor(`http://localhost:${port}/`, 120),
  waitFor(`http://localhost:${adminPort}/robots.txt`, 120),
]);
console.log(
  `\nThe shop is open: http://localhost:${port}/ (API: ${commerceUrl}/graphql)` +
    `\nThe back office: http://localhost:${adminPort}/ (staff API: ${commerceUrl}/admin/graphql)` +
    `\nThe staff API key (X-ApiKey, for price and stock changes) and the metrics token are in ${secretsFile} (or your environment).\n`,
);
