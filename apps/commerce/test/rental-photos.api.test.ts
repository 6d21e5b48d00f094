import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  rentalBookings,
  rentalHandoverPhotos,
  rentalObjects,
  rentalUnits,
} from '#src/db/schema.ts';
import { bookUnit } from '#src/modules/rentals/bookings.ts';
import { isDepotOpen } from '#src/modules/rentals/depot-days.ts';
import { addDays, stockholmDate } from '#src/modules/rentals/period.ts';
import { RENTAL_DESK } from './rental-desk-client.ts';
import { insertStaffMember, signInAs } from './staff-client.ts';
import { useTestApi } from './suite.ts';

/** The service's clock: noon UTC of an open day a week ahead, so a pickup today can be made. */
let today = addDays(stockholmDate(new Date()), 7);
while (!isDepotOpen(today)) today = addDays(today, 1);
const clockAt = Date.parse(`${today}T12:00:00Z`);
const suite = useTestApi({ server: { auth: { clock: () => clockAt } } });
const db = () => suite.db();

const MB = 1024 * 1024;
const png = (size = 64) => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(size - 8, 7)]);
const jpeg = Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.from('a JPEG body')]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([20, 0, 0, 0]), Buffer.from('WEBPVP8 body')]);
const gif = Buffer.from('GIF89a not one of ours');
const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(12)]);

// biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON; each test reads the fields it knows
type Json = any;

type Photo = { bytes: Buffer; name: string; type: string };
const photo = (bytes: Buffer, name = 'photo.png', type = 'image/png'): Photo => ({ bytes, name, type });

const token = { orders: '', support: '', catalog: '' };
let unitId = 0;

beforeAll(async () => {
  for (const role of ['orders', 'support', 'catalog'] as const) {
    token[role] = await signInAs(suite.api().url, (await insertStaffMember(db(), role)).email);
  }
  const [first] = await db().select({ id: rentalObjects.productId }).from(rentalObjects).limit(1);
  if (!first) throw new Error('The demo catalog has no rental objects');
  await db().update(rentalUnits).set({ retiredAt: new Date() }).where(eq(rentalUnits.productId, first.id));
  const [unit] = await db()
    .insert(rentalUnits)
    .values({ productId: first.id, serialNumber: 'PHOTO-0', depotId: 1, hourMeter: 100 })
    .returning({ id: rentalUnits.id });
  unitId = unit?.id as number;
});

/** A document sent as the admin app sends files: a multipart request (GraphQL multipart request spec). */
async function send(
  document: string,
  variables: Record<string, unknown>,
  photos: Photo[],
  role: keyof typeof token = 'orders',
) {
  const body = new FormData();
  body.set(
    'operations',
    JSON.stringify({ query: document, variables: { ...variables, photos: photos.map(() => null) } }),
  );
  body.set(
    'map',
    JSON.stringify(Object.fromEntries(photos.map((_, i) => [String(i), [`variables.photos.${i}`]]))),
  );
  photos.forEach((p, i) => {
    body.set(String(i), new Blob([new Uint8Array(p.bytes)], { type: p.type }), p.name);
  });
  const response = await fetch(`${suite.api().url}/admin/graphql`, {
    method: 'POST',
    headers: token[role] ? { authorization: `Bearer ${token[role]}` } : {},
    body,
  });
  return (await response.json()) as {
    data?: Record<string, Json>;
    errors?: { extensions?: { code?: string } }[];
  };
}

async function multipart(...args: Parameters<typeof send>) {
  const answer = await send(...args);
  expect(answer.errors).toBeUndefined();
  return Object.values(answer.data ?? {})[0] as {
    refusal: string | null;
    message: string | null;
    booking: Json;
  };
}

const photoGet = (path: string, role?: keyof typeof token) =>
  fetch(`${suite.api().url}${path}`, {
    headers: role ? { authorization: `Bearer ${token[role]}` } : {},
  });

/** Every row a refused change could have written. */
const fingerprint = async (bookingId: number) => ({
  booking: (await db().select().from(rentalBookings).where(eq(rentalBookings.id, bookingId)))[0]?.state,
  photos: (await db().select({ n: count() }).from(rentalHandoverPhotos))[0]?.n,
  audit: (await db().select({ n: count() }).from(auditLog))[0]?.n,
});

async function confirmedToday() {
  const [unit] = await db().select().from(rentalUnits).where(eq(rentalUnits.id, unitId));
  const booked = await bookUnit(db(), {
    productId: unit?.productId as number,
    period: { from: today, to: addDays(today, 2) },
    now: new Date(clockAt),
    state: 'confirmed',
    orderId: 1,
  });
  if (!booked.ok) throw new Error(`not booked: ${booked.refusal}`);
  return booked.bookingId;
}

describe('photos of a hand-out and a return', () => {
  let bookingId = 0;
  const reading = () => ({ bookingId, hourMeter: 120, fuelPercent: 90 });

  it('refuses a photo whose bytes are not JPEG, PNG or WebP, one over 5 MB and seven at once, changing nothing', async () => {
    bookingId = await confirmedToday();
    const before = await fingerprint(bookingId);
    const refusals: [Photo[], string][] = [
      [[photo(gif, 'renamed.png')], 'PHOTO_TYPE'],
      [[photo(png()), photo(heic, 'phone.heic', 'image/heic')], 'PHOTO_TYPE'],
      [[photo(png(5 * MB + 1), 'huge.png')], 'PHOTO_TOO_LARGE'],
      [Array.from({ length: 7 }, () => photo(png())), 'TOO_MANY_PHOTOS'],
    ];
    for (const [photos, refusal] of refusals) {
      const answer = await multipart(RENTAL_DESK.handOut, reading(), photos);
      expect(answer.refusal).toBe(refusal);
      expect(answer.message).toBeTruthy();
    }
    expect(await fingerprint(bookingId)).toEqual(before);
  });

  it('keeps JPEG, PNG and WebP with the hand-out in its transaction and serves each, byte for byte, to rentals.read only', async () => {
    const sent = [
      photo(jpeg, 'a.bin', 'application/octet-stream'),
      photo(png(5 * MB)),
      photo(webp, 'c.webp'),
    ];
    const answer = await multipart(RENTAL_DESK.handOut, reading(), sent);
    expect(answer.refusal).toBeNull();
    expect(answer.booking.state).toBe('OUT');
    const [out] = answer.booking.handovers;
    expect(out.photos.map((p: { contentType: string }) => p.contentType)).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
    expect(out.photos.map((p: { sizeBytes: number }) => p.sizeBytes)).toEqual(
      sent.map((p) => p.bytes.length),
    );
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'rental.handOut'));
    expect(audit?.after).toMatchObject({ photoIds: out.photos.map((p: { id: number }) => p.id) });

    for (const [i, p] of out.photos.entries()) {
      const response = await photoGet(p.path, 'support');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(p.contentType);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await response.arrayBuffer()).equals(sent[i]?.bytes as Buffer)).toBe(true);
    }
    const path = out.photos[0].path;
    expect((await photoGet(path)).status).toBe(401);
    expect((await photoGet(path, 'catalog')).status).toBe(403);
    expect((await photoGet('/admin/rentals/photos/2000000000', 'support')).status).toBe(404);
  });

  it('adds photos to the hand-out later with an audit row, never past six, and none to a return not on record', async () => {
    const later = await multipart(RENTAL_DESK.addPhotos, { bookingId, kind: 'OUT' }, [
      photo(png()),
      photo(png()),
    ]);
    expect(later.refusal).toBeNull();
    expect(later.booking.handovers[0].photos).toHaveLength(5);
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'rental.photos'));
    expect(audits).toHaveLength(1);
    const before = await fingerprint(bookingId);
    const tooMany = await multipart(RENTAL_DESK.addPhotos, { bookingId, kind: 'OUT' }, [
      photo(png()),
      photo(jpeg),
    ]);
    expect(tooMany.refusal).toBe('TOO_MANY_PHOTOS');
    const noReturn = await multipart(RENTAL_DESK.addPhotos, { bookingId, kind: 'RETURN' }, [photo(png())]);
    expect(noReturn.refusal).toBe('NO_HANDOVER');
    const none = await multipart(RENTAL_DESK.addPhotos, { bookingId, kind: 'OUT' }, []);
    expect(none.refusal).toBe('PHOTOS_REQUIRED');
    const support = await send(RENTAL_DESK.addPhotos, { bookingId, kind: 'OUT' }, [photo(png())], 'support');
    expect(support.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await fingerprint(bookingId)).toEqual(before);
  });

  it('keeps photos with the return', async () => {
    const answer = await multipart(RENTAL_DESK.return, { ...reading(), hourMeter: 130 }, [photo(jpeg)]);
    expect(answer.refusal).toBeNull();
    const back = answer.booking.handovers.find((h: { kind: string }) => h.kind === 'RETURN');
    expect(back.photos).toHaveLength(1);
  });

  it('refuses a multipart request without a bearer token before reading it', async () => {
    const body = new FormData();
    body.set('operations', JSON.stringify({ query: RENTAL_DESK.addPhotos, variables: {} }));
    body.set('map', '{}');
    const response = await fetch(`${suite.api().url}/admin/graphql`, { method: 'POST', body });
    expect(response.status).toBe(401);
  });
});
