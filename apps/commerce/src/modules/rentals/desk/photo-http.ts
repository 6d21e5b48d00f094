import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type Permission,
  refuseFile,
  type StaffFileAccess,
  staffAllowedTo,
} from '#src/modules/staff/index.ts';
import { photoFile } from './photos.ts';

const PHOTOS_PERMISSION: Permission = 'rentals.read';

const PHOTO = /^\/admin\/rentals\/photos\/(\d{1,9})$/;

/**
 * A hand-out's or return's photo, for staff only (`rentals.read`, as a staff session or API token
 * in `Authorization: Bearer`): GET /admin/rentals/photos/{id}, its bytes as they were sent, never
 * kept by a cache. No token or a refused one: 401; a member without the permission: 403; an
 * unknown photo: 404.
 */
export async function serveRentalPhoto(
  access: StaffFileAccess,
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (!(await staffAllowedTo(access, PHOTOS_PERMISSION, req, res))) return;
  const match = PHOTO.exec(url.pathname);
  const photo = match ? await photoFile(access.db, Number(match[1])) : null;
  if (!match || !photo) return refuseFile(res, 404, 'NOT_FOUND', 'No such photo.');
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
