/**
 * The carriers a Nordic machine dealer ships with, and where each shows a parcel by its number.
 * Staff may name another carrier; its parcels then have no tracking link.
 */
export const CARRIERS = [
  { name: 'PostNord', link: 'https://tracking.postnord.com/tracking.html?id={number}' },
  { name: 'DHL', link: 'https://www.dhl.com/se-en/home/tracking.html?tracking-id={number}' },
  { name: 'DB Schenker', link: 'https://www.dbschenker.com/app/tracking-public/?refNumber={number}' },
  { name: 'Bring', link: 'https://tracking.bring.com/tracking/{number}' },
  { name: 'UPS', link: 'https://www.ups.com/track?tracknum={number}' },
  { name: 'Budbee', link: 'https://tracking.budbee.com/{number}' },
] as const;

const byName = new Map<string, string>(CARRIERS.map((c) => [c.name.toLowerCase(), c.link]));

/** The carrier's tracking page for the parcel, or null for a carrier the shop does not know. */
export function trackingLinkOf(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const link = byName.get(carrier.trim().toLowerCase());
  return link ? link.replace('{number}', encodeURIComponent(trackingNumber.trim())) : null;
}
