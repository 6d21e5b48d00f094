import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const storefrontPort = Number(process.env.E2E_PORT ?? 3100);
const commercePort = Number(process.env.E2E_COMMERCE_PORT ?? 4100);
export const commerceUrl = `http://localhost:${commercePort}`;
/** A second storefront with markets in the path: /{market}/{locale}/... */
export const marketInPathUrl = `http://localhost:${storefrontPort + 1}`;
/** Shared by the apps under test, as `npm start` shares its own. */
export const revalidateSecret = 'e2e-revalidate-secret';
/** The commerce API's staff key: changes prices and stock as a shop's staff would. */
export const staffApiKey = 'e2e-staff-api-key';

/** The real built apps on a fresh embedded database, driven by Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${storefrontPort}`,
    locale: 'sv-SE',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      command: `rm -rf ../../data/e2e && ${process.execPath} src/main.ts`,
      cwd: `${root}apps/commerce`,
      url: `${commerceUrl}/healthz`,
      env: {
        COMMERCE_PORT: String(commercePort),
        DATA_DIR: `${root}data/e2e`,
        // Both storefronts' catalog caches are expired when data changes.
        STOREFRONT_URLS: `http://localhost:${storefrontPort},http://localhost:${storefrontPort + 1}`,
        REVALIDATE_SECRET: revalidateSecret,
        STAFF_API_KEY: staffApiKey,
        // Its warnings and errors among the test output, not a line per request.
        LOG_LEVEL: 'warn',
      },
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: `npx next start -p ${storefrontPort}`,
      cwd: `${root}apps/storefront`,
      url: `http://localhost:${storefrontPort}/en`,
      env: { COMMERCE_URL: commerceUrl, REVALIDATE_SECRET: revalidateSecret },
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      command: `npx next start -p ${storefrontPort + 1}`,
      cwd: `${root}apps/storefront`,
      url: `${marketInPathUrl}/se/en`,
      env: { COMMERCE_URL: commerceUrl, MARKET_IN_PATH: 'true', REVALIDATE_SECRET: revalidateSecret },
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});
