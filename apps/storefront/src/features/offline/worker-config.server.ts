import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { disallowedPaths } from '@/features/seo/robots';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/routing/locales';
import { marketInPath } from '@/lib/routing/markets';
import { prefixTargets } from '@/lib/routing/prefix-targets.server';
import type { WorkerConfig } from './worker-routing';

/** Most pages and product images a browser keeps for offline use, and build files. */
export const WORKER_CACHE_CAPS = { pages: 50, images: 200, static: 300 } as const;

let buildId: Promise<string> | undefined;

/** The id `next build` wrote; `next dev` has none and is one version. */
function currentBuildId(): Promise<string> {
  buildId ??= readFile(join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').then(
    (id) => id.trim(),
    () => 'development',
  );
  return buildId;
}

/**
 * The worker's configuration: what robots may not crawl (the API and every checkout and account
 * route in every language and market, from the route table) is what the worker never stores, and
 * sign-in and invoices too. Fails when the markets cannot be read with markets in the path.
 */
export async function workerConfig(): Promise<WorkerConfig> {
  return {
    version: await currentBuildId(),
    locales: LOCALES,
    defaultLocale: DEFAULT_LOCALE,
    marketInPath: marketInPath(),
    neverCache: ['/auth/', '/invoices/', ...disallowedPaths(await prefixTargets())],
    caps: WORKER_CACHE_CAPS,
  };
}
