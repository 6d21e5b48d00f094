import { asc, eq, sql } from 'drizzle-orm';
import { config } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { pickupPoints } from '#src/db/schema.ts';
import type { PickupPlace } from './options.ts';

/** The country's pickup points nearest the zip: those whose zip, read as a number, is closest. */
export async function nearestPickupPoints(
  db: Database,
  countryCode: string,
  zip: string,
): Promise<PickupPlace[]> {
  const zipNumber = Number(zip.replace(/\D/g, ''));
  if (!Number.isSafeInteger(zipNumber)) return [];
  return db
    .select({
      id: pickupPoints.id,
      name: pickupPoints.name,
      addressLine1: pickupPoints.addressLine1,
      zip: pickupPoints.zip,
      city: pickupPoints.city,
      countryCode: pickupPoints.countryCode,
      openingHours: pickupPoints.openingHours,
    })
    .from(pickupPoints)
    .where(eq(pickupPoints.countryCode, countryCode))
    .orderBy(sql`abs(${pickupPoints.zipNumber} - ${zipNumber})`, asc(pickupPoints.id))
    .limit(config.checkout.pickupPointsOffered);
}
