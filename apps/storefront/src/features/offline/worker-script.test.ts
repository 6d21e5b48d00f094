import { runInNewContext } from 'node:vm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WorkerConfig } from './worker-routing';
import { workerScript } from './worker-script';

const ORIGIN = 'https://shop.example';
const config: WorkerConfig = {
  version: 'build-2',
  locales: ['sv', 'en'],
  defaultLocale: 'sv',
  marketInPath: false,
  neverCache: ['/auth/', '/api/', '/graphql', '/kassan', '/en/checkout'],
  caps: { pages: 2, images: 2, static: 2 },
};

type Req = { method: string; url: string; mode: string };
const href = (request: string | Req) =>
  new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;

/** A Response whose type is `basic`, as a same-origin fetch gives it in a browser, also when cloned. */
function basic(response: Response): Response {
  const clone = response.clone.bind(response);
  return Object.defineProperties(response, {
    type: { value: 'basic' },
    clone: { value: () => basic(clone()) },
  });
}

class FakeCache {
  readonly entries = new Map<string, Response>();
  async match(request: string | Req) {
    return this.entries.get(href(request))?.clone();
  }
  async put(request: string | Req, response: Response) {
    this.entries.delete(href(request));
    this.entries.set(href(request), response);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => ({ url, method: 'GET', mode: 'cors' }));
  }
  async delete(request: string | Req) {
    return this.entries.delete(href(request));
  }
  async addAll(requests: Req[]) {
    for (const request of requests) {
      const response = await network(request);
      if (!response.ok) throw new TypeError('addAll: not ok');
      await this.put(request, response);
    }
  }
}

class FakeCacheStorage {
  readonly all = new Map<string, FakeCache>();
  async open(name: string) {
    if (!this.all.has(name)) this.all.set(name, new FakeCache());
    return this.all.get(name) as FakeCache;
  }
  async keys() {
    return [...this.all.keys()];
  }
  async delete(name: string) {
    return this.all.delete(name);
  }
  async match(request: string | Req, options: { cacheName: string }) {
    return this.all.get(options.cacheName)?.match(request);
  }
}

let online = true;
let fetched: string[] = [];
/** The browser's HTTP cache mode of each page fetched: the worker's own choice, or the default. */
let pageCacheModes: string[] = [];
/** The shop's server: every address answers with its own path, some marked no-store. */
async function network(request: string | Req, init?: { cache?: string }): Promise<Response> {
  if (!online) throw new TypeError('Failed to fetch');
  const url = new URL(href(request));
  fetched.push(url.pathname);
  if (typeof request !== 'string' && request.mode === 'navigate')
    pageCacheModes.push(init?.cache ?? 'default');
  const noStore = url.pathname.startsWith('/kassan') || url.pathname === '/dynamic';
  return basic(
    new Response(`body of ${url.pathname}`, {
      headers: { 'cache-control': noStore ? 'private, no-store' : 's-maxage=60' },
    }),
  );
}

let caches: FakeCacheStorage;
let listeners: Record<string, (event: unknown) => void>;
let claimed: number;
let skipped: number;

function startWorker() {
  listeners = {};
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    clients: { claim: async () => void claimed++ },
    skipWaiting: async () => void skipped++,
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners[type] = listener;
    },
  };
  // A worker resolves relative addresses against its own.
  class WorkerRequest {
    readonly url: string;
    readonly method = 'GET';
    readonly mode = 'cors';
    constructor(input: string) {
      this.url = new URL(input, ORIGIN).href;
    }
  }
  runInNewContext(workerScript(config), {
    self,
    caches,
    fetch: network,
    Request: WorkerRequest,
    Response,
    URL,
  });
}

async function lifecycle(type: 'install' | 'activate') {
  const pending: Promise<unknown>[] = [];
  listeners[type]?.({ waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
  await Promise.all(pending);
}

/** The worker's answer to a request, or null when it leaves the request to the browser. */
async function request(path: string, { method = 'GET', mode = 'cors' } = {}): Promise<string | null> {
  const pending: Promise<unknown>[] = [];
  let answer: Promise<Response> | null = null;
  listeners.fetch?.({
    request: { method, mode, url: `${ORIGIN}${path}` },
    waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    respondWith: (response: Promise<Response>) => {
      answer = response;
    },
  });
  if (!answer) return null;
  const response: Response = await answer;
  await Promise.all(pending);
  return response.type === 'error' ? 'network error' : response.text();
}
const page = (path: string) => request(path, { mode: 'navigate' });
const stored = (kind: string) => [...(caches.all.get(`shop-build-2-${kind}`)?.entries.keys() ?? [])];

beforeEach(async () => {
  online = true;
  fetched = [];
  pageCacheModes = [];
  claimed = 0;
  skipped = 0;
  caches = new FakeCacheStorage();
  startWorker();
});

describe('the service worker /sw.js', () => {
  it('stores the offline page of every language on install, then takes over at once', async () => {
    await lifecycle('install');
    expect(stored('offline')).toEqual([`${ORIGIN}/offline/sv.html`, `${ORIGIN}/offline/en.html`]);
    expect(skipped).toBe(1);
  });

  it('deletes the caches of older versions when it takes over, and controls the open pages', async () => {
    await (await caches.open('shop-build-1-pages')).put('/c/old', basic(new Response('old')));
    await caches.open('shop-build-1-static');
    await caches.open('another-sites-cache');
    await lifecycle('install');
    await lifecycle('activate');
    expect(await caches.keys()).toEqual(['another-sites-cache', 'shop-build-2-offline']);
    expect(claimed).toBe(1);
  });

  it('serves build files and product images from its cache once fetched, keeping the newest few', async () => {
    expect(await request('/_next/static/chunks/a.js')).toBe('body of /_next/static/chunks/a.js');
    online = false;
    expect(await request('/_next/static/chunks/a.js')).toBe('body of /_next/static/chunks/a.js');
    online = true;
    for (const file of ['1.webp', '2.webp', '3.webp']) await request(`/images/products/${file}`);
    expect(stored('images')).toEqual([
      `${ORIGIN}/images/products/2.webp`,
      `${ORIGIN}/images/products/3.webp`,
    ]);
    expect(fetched.filter((path) => path === '/_next/static/chunks/a.js')).toHaveLength(1);
  });

  it('loads pages from the network while online, and shows the stored copy offline', async () => {
    await lifecycle('install');
    expect(await page('/c/byggmaskiner')).toBe('body of /c/byggmaskiner');
    expect(await page('/c/byggmaskiner')).toBe('body of /c/byggmaskiner');
    expect(fetched.filter((path) => path === '/c/byggmaskiner')).toHaveLength(2);
    online = false;
    expect(await page('/c/byggmaskiner')).toBe('body of /c/byggmaskiner');
  });

  it('asks the server for every page, never the browser’s HTTP cache', async () => {
    await page('/c/byggmaskiner');
    await page('/kassan');
    expect(pageCacheModes).toEqual(['no-cache', 'no-cache']);
  });

  it('shows the offline page in the language of a page it never stored', async () => {
    await lifecycle('install');
    online = false;
    expect(await page('/en/c/garden')).toBe('body of /offline/en.html');
    expect(await page('/c/tradgard')).toBe('body of /offline/sv.html');
  });

  it('keeps at most its cap of pages, and none marked no-store', async () => {
    for (const path of ['/a', '/b', '/c', '/dynamic']) await page(path);
    expect(stored('pages')).toEqual([`${ORIGIN}/b`, `${ORIGIN}/c`]);
  });

  it('never stores a checkout page, even one the server would let it keep, and shows the offline page for it', async () => {
    await lifecycle('install');
    expect(await page('/en/checkout')).toBe('body of /en/checkout');
    expect(await page('/kassan')).toBe('body of /kassan');
    expect(stored('pages')).toEqual([]);
    online = false;
    expect(await page('/en/checkout')).toBe('body of /offline/en.html');
  });

  it('leaves the API, sign-in and every POST to the browser', async () => {
    expect(await request('/graphql', { method: 'POST' })).toBeNull();
    expect(await request('/graphql?query=x')).toBeNull();
    expect(await request('/auth/login', { method: 'POST' })).toBeNull();
    expect(await request('/p/machine', { method: 'POST', mode: 'navigate' })).toBeNull();
    expect(await request('/p/machine?_rsc=1')).toBeNull();
    expect(fetched).toEqual([]);
    expect(caches.all.size).toBe(0);
  });

  it('is a new script for a new build', () => {
    expect(workerScript(config)).toContain('"version":"build-2"');
    expect(workerScript({ ...config, version: 'build-3' })).not.toEqual(workerScript(config));
  });
});
