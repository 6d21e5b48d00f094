import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// Apart from npm start's ports (3000, 3100, 4000), so that tests run beside a shop that is open.
const storefrontPort = Number(process.env.E2E_PORT ?? 3200);
const commercePort = Number(process.env.E2E_COMMERCE_PORT ?? 4100);
const adminPort = Number(process.env.E2E_ADMIN_PORT ?? 3180);
export const storefrontUrl = `http://localhost:${storefrontPort}`;
/** The back office (apps/admin). */
export const adminUrl = `http://localhost:${adminPort}`;
// The API listens on 127.0.0.1 only (HOST), whatever localhost resolves to.
export const commerceUrl = `http://127.0.0.1:${commercePort}`;
/** A second storefront with markets in the path: /{market}/{locale}/... */
export const marketInPathUrl = `http://localhost:${storefrontPort + 1}`;
/** Shared by the apps under test, as `npm start` shares its own. */
export const revalidateSecret = 'e2e-revalidate-secret';
/** The commerce API's staff key: changes prices and stock as a shop's staff would. */
export const staffApiKey = 'e2e-staff-api-key';
/** Shared by the apps under test: the storefronts name each shopper's address to the API with it. */
export const shopperAddressSecret = 'e2e-shopper-secret';
/** What `npm run staff` sends to the e2e shop to add members while it runs. */
export const staffCliSecret = 'e2e-staff-cli-secret';
/**
 * The browsers stand in for a proxy in front of the storefronts that names each shopper: a test
 * may send X-Forwarded-For to be a shopper of its own, as the suites did before (ADR 34). A client
 * from any other address is counted by its connection (e2e/shopper-address.spec.ts).
 */
const trustedProxies = '127.0.0.1,::1';

/** A shopper who has chosen necessary cookies only, as every test starts unless it says otherwise. */
export const NECESSARY_COOKIES_CHOSEN = {
  cookies: [
    {
      name: 'mb-cookie-consent',
      value: 'necessary',
      domain: 'localhost',
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
};

/** The real built apps on a fresh embedded database, driven by Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  workers: 2,
  // No retries, in CI or here: a test that fails by chance is a defect to mend, not to repeat.
  retries: 0,
  reporter: [['list']],
  // Guards against a hang, not measures of speed: two browsers, two storefronts and the API share
  // two cores, where a journey with two accessibility checks took 30 s and a client navigation 5 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: storefrontUrl,
    locale: 'sv-SE',
    // Shoppers who have chosen (necessary cookies only): the cookie panel would otherwise open on
    // every test's first page. e2e/consent-analytics.spec.ts starts without a choice.
    storageState: NECESSARY_COOKIES_CHOSEN,
    // Recording every test's trace to keep a failed one's took a third of the machine: run a failed
    // test again with `--retries 1` and its retry records one.
    trace: 'on-first-retry',
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
        // The set-password links the API hands out lead to the back office under test.
        ADMIN_URL: adminUrl,
        SHOPPER_ADDRESS_SECRET: shopperAddressSecret,
        STAFF_CLI_SECRET: staffCliSecret,
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
      env: {
        COMMERCE_URL: commerceUrl,
        REVALIDATE_SECRET: revalidateSecret,
        SHOPPER_ADDRESS_SECRET: shopperAddressSecret,
        TRUSTED_PROXIES: trustedProxies,
      },
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      command: `npx next start -p ${storefrontPort + 1}`,
      cwd: `${root}apps/storefront`,
      url: `${marketInPathUrl}/se/en`,
      env: {
        COMMERCE_URL: commerceUrl,
        MARKET_IN_PATH: 'true',
        REVALIDATE_SECRET: revalidateSecret,
        SHOPPER_ADDRESS_SECRET: shopperAddressSecret,
        TRUSTED_PROXIES: trustedProxies,
      },
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      command: `npx next start -p ${adminPort}`,
      cwd: `${root}apps/admin`,
      url: `${adminUrl}/robots.txt`,
      env: {
        COMMERCE_URL: commerceUrl,
        SHOPPER_ADDRESS_SECRET: shopperAddressSecret,
        TRUSTED_PROXIES: trustedProxies,
      },
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});
