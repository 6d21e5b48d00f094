import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '#src/db/client.ts';
import { credentialOf, type Permission } from '#src/modules/staff/index.ts';
import { photoFile } from './photos.ts';

const PHOTOS_PERMISSION: Permission = 'rentals.read';

const PHOTO = /^\/admin\/rentals\/photos\/(\d{1,9})$/;

function refusal(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
}

/**
 * A hand-out's or return's photo, for staff only (`rentals.read`, as a staff session or API token
 * in `Authorization: Bearer`): GET /admin/rentals/photos/{id}, its bytes as they were sent, never
 * kept by a cache. No token or a refused one: 401; a member without the permission: 403; an
 * unknown photo: 404.
 */
export async function serveRentalPhoto(
  access: { db: Database; clock: () => number; ownerNeedsTotp: boolean },
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    return refusal(res, 405, 'METHOD_NOT_ALLOWED', 'Photos are read with GET.');
  }
  const credential = await credentialOf(access.db, access.clock(), req.headers.authorization, {
    ownerNeedsTotp: access.ownerNeedsTotp,
  });
  if (credential.kind === 'none') return refusal(res, 401, 'UNAUTHENTICATED', credential.reason);
  if (credential.kind === 'awaitingTotp') {
    return refusal(res, 401, 'UNAUTHENTICATED', 'Enter the two-factor code first.');
  }
  if (!credential.staff.permissions.includes(PHOTOS_PERMISSION)) {
    return refusal(res, 403, 'FORBIDDEN', `This needs the permission ${PHOTOS_PERMISSION}.`);
  }
  const match = PHOTO.exec(url.pathname);
  const photo = match ? await photoFile(access.db, Number(match[1])) : null;
  if (!match || !photo) return refusal(res, 404, 'NOT_FOUND', 'No such photo.');
  const extension = photo.contentType.split('/')[1] === 'jpeg' ? 'jpg' : photo.contentType.split('/')[1];
  res.writeHead(200, {
    'content-type': photo.contentType,
    'content-length': String(photo.bytes.length),
    'content-disposition': `inline; filename="booking-${photo.bookingId}-photo-${match[1]}.${extension}"`,
    // A customer's machine and site: never kept by a shared cache, nor by the browser.
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : photo.bytes);
}
