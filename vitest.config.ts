import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const storefrontSrc = fileURLToPath(new URL('./apps/storefront/src', import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@': storefrontSrc,
      'server-only': fileURLToPath(new URL('./apps/storefront/test/server-only.ts', import.meta.url)),
      // Load graphql the way Node does in production (its CommonJS entry), so that the schema
      // builder, loaded by Node, and our code share one copy.
      graphql: 'graphql/index.js',
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'apps/*/src/**/*.test.{ts,tsx}',
            'apps/*/test/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/*/test/**/*.api.test.ts'],
          // Each file has a database of its own (test/databases.ts), so two files run at once.
          globalSetup: ['apps/commerce/test/global-setup.ts'],
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
