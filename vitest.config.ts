import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';

const storefrontSrc = fileURLToPath(new URL('./apps/storefront/src', import.meta.url));
const adminSrc = fileURLToPath(new URL('./apps/admin/src', import.meta.url));

/** `@/` is each web app's own src/, as its tsconfig has it: the back office's files import from theirs. */
const appAlias: Plugin = {
  name: 'app-alias',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!source.startsWith('@/')) return null;
    const src = importer?.startsWith(adminSrc) ? adminSrc : storefrontSrc;
    return this.resolve(`${src}/${source.slice(2)}`, importer, { skipSelf: true });
  },
};

export default defineConfig({
  plugins: [appAlias],
  resolve: {
    alias: {
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
          // Each file starts its own service on its own database: the files of a worker share the
          // modules they import, loaded once, instead of a third of the suite's time reloading them.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
