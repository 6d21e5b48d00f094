import {
  cacheNames,
  isStaleCache,
  isStorable,
  localeOfPath,
  offlinePath,
  strategyFor,
  type WorkerConfig,
} from './worker-routing';

const HELPERS = { cacheNames, isStaleCache, isStorable, localeOfPath, offlinePath, strategyFor };
type Helpers = typeof HELPERS;

// The worker's global scope, as far as this file uses it (the storefront compiles against the DOM).
interface WorkerScope {
  location: Location;
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: string, listener: (event: WorkerEvent) => void): void;
}
interface WorkerEvent {
  request: Request;
  waitUntil(promise: Promise<unknown>): void;
  respondWith(response: Promise<Response>): void;
}

/**
 * The worker itself. A new version takes over at once (skipWaiting, clients.claim) and deletes the
 * caches of the old one; ADR 41 says why. Written into `/sw.js` as source, so it uses only its
 * parameters and the worker's globals.
 */
function runWorker(self: WorkerScope, config: WorkerConfig, h: Helpers) {
  const names = h.cacheNames(config.version);

  self.addEventListener('install', (event) => {
    const pages = config.locales.map((locale) => new Request(h.offlinePath(locale), { cache: 'reload' }));
    event.waitUntil(
      caches
        .open(names.offline)
        .then((cache) => cache.addAll(pages))
        .then(() => self.skipWaiting()),
    );
  });

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((keys) =>
          Promise.all(
            keys.filter((key) => h.isStaleCache(key, config.version)).map((key) => caches.delete(key)),
          ),
        )
        .then(() => self.clients.claim()),
    );
  });

  const store = async (name: string, cap: number, request: Request, response: Response) => {
    const facts = {
      status: response.status,
      type: response.type,
      cacheControl: response.headers.get('cache-control'),
    };
    if (!h.isStorable(facts)) return;
    const cache = await caches.open(name);
    await cache.put(request, response);
    const keys = await cache.keys();
    for (const key of keys.slice(0, Math.max(0, keys.length - cap))) await cache.delete(key);
  };

  // From a worker the browser's HTTP cache would answer a page with a stale copy while it asks again
  // (stale-while-revalidate), which it never does for a page load: pages are asked of the server.
  const fromServer = (request: Request) => fetch(request, { cache: 'no-cache' });

  const offlinePage = async (request: Request) => {
    const locale = h.localeOfPath(new URL(request.url).pathname, config);
    return (await caches.match(h.offlinePath(locale), { cacheName: names.offline })) ?? Response.error();
  };

  const cacheFirst = async (event: WorkerEvent, name: string, cap: number) => {
    const stored = await caches.match(event.request, { cacheName: name });
    if (stored) return stored;
    const response = await fetch(event.request);
    event.waitUntil(store(name, cap, event.request, response.clone()));
    return response;
  };

  const networkFirst = async (event: WorkerEvent) => {
    try {
      const response = await fromServer(event.request);
      event.waitUntil(store(names.page, config.caps.pages, event.request, response.clone()));
      return response;
    } catch {
      const stored = await caches.match(event.request, { cacheName: names.page, ignoreVary: true });
      return stored ?? offlinePage(event.request);
    }
  };

  self.addEventListener('fetch', (event) => {
    const { method, url, mode } = event.request;
    const strategy = h.strategyFor({ method, url, mode }, self.location.origin, config);
    if (strategy === 'static') event.respondWith(cacheFirst(event, names.static, config.caps.static));
    if (strategy === 'image') event.respondWith(cacheFirst(event, names.image, config.caps.images));
    if (strategy === 'page') event.respondWith(networkFirst(event));
    if (strategy === 'private-page') {
      event.respondWith(fromServer(event.request).catch(() => offlinePage(event.request)));
    }
  });
}

/** The source of `/sw.js`: the configuration, the pure decisions, and the worker that uses them. */
export function workerScript(config: WorkerConfig): string {
  const helpers = Object.entries(HELPERS).map(([name, fn]) => `const ${name} = ${fn.toString()};`);
  return [
    "'use strict';",
    `const config = ${JSON.stringify(config)};`,
    ...helpers,
    `(${runWorker.toString()})(self, config, { ${Object.keys(HELPERS).join(', ')} });`,
    '',
  ].join('\n');
}
