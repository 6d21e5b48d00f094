import type { IncomingMessage, ServerResponse } from 'node:http';
import { PRODUCT_PHOTO_WIDTHS, type ProductPhotoWidth } from '@shop/contract';
import { variantName } from './photo.ts';
import type { PhotoStore } from './store.ts';

const WIDEST = PRODUCT_PHOTO_WIDTHS[PRODUCT_PHOTO_WIDTHS.length - 1] as ProductPhotoWidth;

/**
 * An uploaded photo's resized copy, `photo-{key}-{width}.webp` (or the widest for
 * `photo-{key}.webp`), as the storefront and the back office ask for it. A key's files never
 * change (a new photo has a new key), so any cache may keep them for a year; a deleted photo's 404.
 */
export async function serveProductPhoto(
  store: PhotoStore,
  photo: { key: string; width: ProductPhotoWidth | null },
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const file = await store.open(photo.key, variantName(photo.width ?? WIDEST));
  if (!file) {
    res.writeHead(404, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    return void res.end(JSON.stringify({ error: 'No such image' }));
  }
  res.writeHead(200, {
    'content-type': 'image/webp',
    'content-length': String(file.size),
    'cache-control': 'public, max-age=31536000, immutable',
  });
  if (req.method === 'HEAD') return void res.end();
  const stream = file.stream();
  stream.on('error', (error) => res.destroy(error));
  stream.pipe(res);
}
