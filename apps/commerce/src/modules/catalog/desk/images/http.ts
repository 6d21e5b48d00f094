import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress } from '#src/modules/auth/index.ts';
import { type PhotoStore, PRODUCT_PHOTO_LIMITS } from '#src/modules/media/index.ts';
import { refuseFile, SEND_METHODS, type StaffFileAccess, staffAllowedTo } from '#src/modules/staff/index.ts';
import { addProductImage, deskImages, type ImageServices, showImageChange } from './images.ts';
import { type ProductImageRefusal, refusalMessage } from './refusals.ts';

const UPLOAD = /^\/admin\/catalog\/products\/(\d{1,9})\/images$/;

export interface ProductImageAccess extends StaffFileAccess, ImageServices {
  store: PhotoStore;
  /** Proves the client address the admin app names, for the audit rows (ADR 34). */
  shopperSecret: string | undefined;
}

const STATUS: Partial<Record<ProductImageRefusal, number>> = {
  PRODUCT_NOT_FOUND: 404,
  NO_IMAGE: 400,
  IMAGE_TOO_LARGE: 413,
  IMAGE_TYPE: 415,
  IMAGE_CORRUPT: 422,
  IMAGE_DIMENSIONS: 422,
  TOO_MANY_IMAGES: 409,
};

/**
 * The body's bytes, or null past `limit`: a larger Content-Length is refused unread, and reading
 * stops as soon as more has arrived (not with `for await`, whose early end destroys the socket and
 * the refusal with it); the refusal closes the connection, so the rest is never read.
 */
function bodyWithin(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= limit) return void chunks.push(chunk);
      req.off('data', onData);
      req.pause();
      resolve(null);
    };
    req.on('data', onData);
    req.once('error', reject);
    req.once('end', () => resolve(Buffer.concat(chunks)));
  });
}

/**
 * POST /admin/catalog/products/{id}/images: a photo for the product, the file itself as the body
 * (any content type: the bytes say what it is), as a member with catalog.write (a staff session or
 * API token as Bearer). Answered 201 with the product's images, the new one last, or refused with
 * the refusal's code: 404 PRODUCT_NOT_FOUND, 400 NO_IMAGE, 413 IMAGE_TOO_LARGE (never read past
 * 20 MB), 415 IMAGE_TYPE, 422 IMAGE_CORRUPT or IMAGE_DIMENSIONS, 409 TOO_MANY_IMAGES. False for
 * any other address.
 */
export async function serveProductImageUpload(
  access: ProductImageAccess,
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const match = UPLOAD.exec(url.pathname);
  if (!match) return false;
  const staff = await staffAllowedTo(access, 'catalog.write', req, res, SEND_METHODS);
  if (!staff) return true;
  const refuse = (refusal: ProductImageRefusal, message = refusalMessage(refusal)) => {
    if (refusal === 'IMAGE_TOO_LARGE') res.setHeader('connection', 'close');
    refuseFile(res, STATUS[refusal] ?? 400, refusal, message);
  };
  const bytes = await bodyWithin(req, PRODUCT_PHOTO_LIMITS.maxBytes);
  if (!bytes) {
    refuse('IMAGE_TOO_LARGE');
    return true;
  }
  const productId = Number(match[1]);
  const actor = { staffId: staff.id, email: staff.email, address: clientAddress(req, access.shopperSecret) };
  const result = await addProductImage(access.db, access.store, { productId, bytes, actor });
  if (!result.ok) {
    refuse(result.refusal, result.message);
    return true;
  }
  await showImageChange(access, result.value);
  const images = await deskImages(access.db, productId);
  res.writeHead(201, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ imageId: result.value.imageId, images }));
  return true;
}
