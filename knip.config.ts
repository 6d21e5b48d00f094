// Unused files, exports and dependencies (npm run verify). Tests are entries: what only a test
// uses is still used.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/*.ts', 'bench/*.ts', 'e2e/cluster/playwright.config.ts', 'e2e/cluster/*.cluster.ts'],
      project: ['scripts/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts', '*.ts'],
    },
    'apps/admin': {
      entry: ['src/**/*.test.{ts,tsx}'],
      project: ['src/**/*.{ts,tsx}'],
      // The font file is loaded by path (next/font/local in the locale layout), not imported.
      ignoreDependencies: ['@fontsource-variable/public-sans'],
    },
    'apps/commerce': {
      // The seed's worker threads, started by file name (seed/catalog-load.ts).
      // The permission matrix loads each desk's rows file by name (test/admin-permissions/).
      entry: ['src/seed/*-worker.ts', 'src/**/*.test.ts', 'test/**/*.test.ts', 'test/admin-permissions/*.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts'],
    },
    'apps/storefront': {
      entry: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
      project: ['src/**/*.{ts,tsx}', 'test/**/*.ts'],
      // The font files are loaded by path (next/font/local in the locale layout), not imported.
      ignoreDependencies: ['@fontsource-variable/public-sans'],
    },
    'packages/*': {
      project: ['src/**/*.ts'],
    },
  },
  // A name its own file also uses may stay exported (a signature's type, a limit beside its rule):
  // only exports used nowhere at all fail.
  ignoreExportsUsedInFile: true,
};

export default config;
