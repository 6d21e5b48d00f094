/**
 * `npm start`: builds the storefront, starts the commerce API (which migrates and seeds the embedded
 * database on first run) and the storefront, and stops both together.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { appProcesses } from './app-processes.ts';
import { waitFor } from './wait-for.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.PORT ?? '3000';
const commercePort = process.env.COMMERCE_PORT ?? '4000';
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: port,
  COMMERCE_PORT: commercePort,
  COMMERCE_URL: process.env.COMMERCE_URL ?? `http://localhost:${commercePort}`,
  // Shared by the two apps only: the commerce API proves with it that a cache expiry comes from it.
  REVALIDATE_SECRET: process.env.REVALIDATE_SECRET || randomBytes(32).toString('base64url'),
  // Changes prices and stock through the API; a new one each run unless set, printed below.
  STAFF_API_KEY: process.env.STAFF_API_KEY || randomBytes(32).toString('base64url'),
};

if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const start = appProcesses(env);

start('The commerce API', process.execPath, ['src/main.ts'], `${root}apps/commerce`);
await waitFor(`http://localhost:${commercePort}/healthz`, 600);
start('The storefront', 'npx', ['next', 'start', '-p', port], `${root}apps/storefront`);
await waitFor(`http://localhost:${port}/`, 120);
console.log(
  `\nThe shop is open: http://localhost:${port}/ (API: http://localhost:${commercePort}/graphql)` +
    `\nStaff API key (X-ApiKey) for price and stock changes: ${env.STAFF_API_KEY}\n`,
);
