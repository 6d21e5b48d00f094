import 'server-only';
import { commerceUrl } from '@/lib/config.server';

const PHOTO_COPY = /^photo-[0-9a-f]{32}-\d{3,4}\.webp$/;

/**
 * A photo's resized copy as the API serves it (ADR 79). A copy never changes (a new photo has a
 * new name), so the browser may keep it; it stays private to this member's browser all the same.
 */
export async function proxyProductImage(file: string): Promise<Response> {
  if (!PHOTO_COPY.test(file)) return new Response('Not found', { status: 404 });
  let answer: Response;
  try {
    answer = await fetch(`${commerceUrl()}/images/products/${file}`, { cache: 'no-store' });
  } catch {
    return new Response('Unavailable', { status: 503 });
  }
  if (!answer.ok) return new Response('Not found', { status: 404 });
  return new Response(answer.body, {
    headers: {
      'content-type': 'image/webp',
      'cache-control': 'private, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
}
