import { workerConfig } from '@/features/offline/worker-config.server';
import { workerScript } from '@/features/offline/worker-script';

export const dynamic = 'force-dynamic';

/**
 * The service worker (ADR 41). `no-cache`: the browser asks again on every check for a new
 * version, and a new build's id makes the script, and so the worker, new.
 */
export async function GET() {
  try {
    return new Response(workerScript(await workerConfig()), {
      headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' },
    });
  } catch (error) {
    // Without the markets the worker would not know every private address: the old one stays.
    console.error('Service worker: the markets could not be read', error);
    return new Response('Service unavailable\n', {
      status: 503,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': '60',
      },
    });
  }
}
