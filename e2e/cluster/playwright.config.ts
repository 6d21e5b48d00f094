import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { NECESSARY_COOKIES_CHOSEN } from '../playwright.config';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.E2E_CLUSTER_PORT ?? 3200);
const commercePort = Number(process.env.E2E_CLUSTER_COMMERCE_PORT ?? 4200);
const local = (p: number) => `http://localhost:${p}`;
// The API and its instances listen on 127.0.0.1 only (scripts/cluster.ts).
const loopback = (p: number) => `http://127.0.0.1:${p}`;
/** Shared by the apps under test: the storefronts name each shopper's address to the API with it. */
export const shopperAddressSecret = 'e2e-cluster-shopper-secret';

/** The layout `npm run start:cluster` starts: each pair behind its round-robin proxy (scripts/cluster.ts). */
export const cluster = {
  storefront: local(port),
  storefronts: [local(port + 1), local(port + 2)],
  api: loopback(commercePort),
  apis: [loopback(commercePort + 1), loopback(commercePort + 2)],
};
export const staffApiKey = 'e2e-cluster-staff-api-key';

/**
 * Two API and two storefront processes on PostgreSQL and Redis, driven in Chromium. Run by .ci/run
 * when both answer (E2E_CLUSTER_DATABASE_URL names a database of its own), after a build; not by
 * `npm test`, which has neither.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.cluster.ts',
  workers: 1,
  reporter: [['list']],
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: cluster.storefront,
    locale: 'sv-SE',
    storageState: NECESSARY_COOKIES_CHOSEN,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `${process.execPath} scripts/cluster.ts`,
    cwd: root,
    url: `${cluster.storefront}/`,
    env: {
      PORT: String(port),
      COMMERCE_PORT: String(commercePort),
      SKIP_BUILD: '1',
      DATABASE_URL:
        process.env.E2E_CLUSTER_DATABASE_URL ??
        'postgres://postgres@127.0.0.1:5432/maskinbutiken_e2e_cluster',
      REDIS_URL: process.env.E2E_CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379',
      STAFF_API_KEY: staffApiKey,
      SHOPPER_ADDRESS_SECRET: shopperAddressSecret,
      LOG_LEVEL: 'warn',
    },
    // The first API instance seeds an empty database before anything answers.
    timeout: 600_000,
    reuseExistingServer: false,
  },
});
