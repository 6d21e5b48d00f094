import { config } from '#src/config.ts';
import type { LocalizedText } from '#src/db/schema.ts';
import {
  type CartWeight,
  FREIGHT_NAME,
  freightFeeIncVat,
  needsFreight,
  parcelShipsFree,
} from '#src/modules/cart/index.ts';
import { localized } from '#src/modules/channels/index.ts';

export const SHIPPING_KINDS = [
  'HOME_DELIVERY',
  'PICKUP_POINT',
  'FREIGHT',
  'STORE_PICKUP',
  'HIRE_HANDOVER',
] as const;
export type ShippingKind = (typeof SHIPPING_KINDS)[number];

/** The platform's shipping option ids, one per way of shipping. */
export const SHIPPING_IDS: Record<ShippingKind, number> = {
  HOME_DELIVERY: 1,
  PICKUP_POINT: 2,
  STORE_PICKUP: 3,
  FREIGHT: 4,
  HIRE_HANDOVER: 5,
};

export const SHIPPING_NAMES: Record<ShippingKind, LocalizedText> = {
  HOME_DELIVERY: {
    sv: 'Hemleverans',
    da: 'Levering til døren',
    en: 'Home delivery',
    fi: 'Kotiinkuljetus',
    nb: 'Levering hjem',
  },
  PICKUP_POINT: {
    sv: 'Hämta hos ombud',
    da: 'Afhent i pakkeshop',
    en: 'Collect at a pickup point',
    fi: 'Nouto noutopisteestä',
    nb: 'Hent på hentested',
  },
  FREIGHT: FREIGHT_NAME,
  STORE_PICKUP: {
    sv: 'Hämta i butiken i Stockholm',
    da: 'Afhent i butikken i Stockholm',
    en: 'Collect at our Stockholm store',
    fi: 'Nouto myymälästämme Tukholmasta',
    nb: 'Hent i butikken i Stockholm',
  },
  HIRE_HANDOVER: {
    sv: 'Inget att frakta: hyran lämnas ut som bokad',
    da: 'Intet at fragte: lejen udleveres som booket',
    en: 'Nothing to ship: the hire is handed over as booked',
    fi: 'Ei toimitettavaa: vuokrakone luovutetaan varauksen mukaan',
    nb: 'Ingenting å frakte: leien utleveres som booket',
  },
};

/** The name of the way to ship with this platform id, in `language`; undefined for an unknown id. */
export function shippingNameOf(shippingId: number, language: string): string | undefined {
  const kind = SHIPPING_KINDS.find((k) => SHIPPING_IDS[k] === shippingId);
  return kind && localized(SHIPPING_NAMES[kind], language);
}

/** Where a parcel, or the order itself, is collected. */
export interface PickupPlace {
  id: string;
  name: string;
  addressLine1: string;
  zip: string;
  city: string;
  countryCode: string;
  openingHours: LocalizedText;
}

/** The dealer's store, where orders may be collected in its market. */
export const STORE: PickupPlace = {
  id: 'STORE-STOCKHOLM',
  name: 'Maskinbutiken Stockholm',
  addressLine1: 'Årstaängsvägen 21',
  zip: '117 43',
  city: 'Stockholm',
  countryCode: 'SE',
  openingHours: {
    sv: 'Mån–fre 7–18, lör 10–14',
    da: 'Man–fre 7–18, lør 10–14',
    en: 'Mon–Fri 7–18, Sat 10–14',
    fi: 'Ma–pe 7–18, la 10–14',
    nb: 'Man–fre 7–18, lør 10–14',
  },
};

export interface ShippingOption {
  id: number;
  kind: ShippingKind;
  /** What the shopper pays, inc VAT: 0 when the option is free for this cart. */
  feeIncVat: number;
  /** Waived: the items reach the market's threshold, or a promo code gives free shipping. */
  free: boolean;
  deliveryDays: { min: number; max: number };
  /** The places to choose from (pickup points near the zip, or the store). */
  places: PickupPlace[];
}

/**
 * Zips as each country writes them (Swedish ones often with a space: 117 43; Åland's are Finnish
 * zips from 22100, often written AX-22100).
 */
const ZIP_FORMATS: Record<string, RegExp> = {
  SE: /^\d{3} ?\d{2}$/,
  DK: /^\d{4}$/,
  NO: /^\d{4}$/,
  FI: /^\d{5}$/,
  DE: /^\d{5}$/,
  AX: /^(AX-?)?22\d{3}$/i,
};

/** Whether `zip` is a zip of the country; a country without a rule takes 2 to 10 digits and letters. */
export function isZipOf(zip: string, countryCode: string): boolean {
  return (ZIP_FORMATS[countryCode] ?? /^[0-9A-Za-z -]{2,10}$/).test(zip.trim());
}

export interface ShippingFacts {
  marketAlias: string;
  countryCode: string;
  /** The zip the goods go to; no options without a valid one. */
  zip: string | null;
  weight: CartWeight;
  /** The items after discounts, inc VAT: what the free-shipping threshold is judged by. */
  itemsIncVat: number;
  freeShippingByPromo: boolean;
  /** Every line is a hire, handed over at its depot or delivered as booked (ADR 66): nothing ships. */
  onlyHires: boolean;
  /** Pickup points near the zip, nearest first. */
  pickupPoints: PickupPlace[];
}

/**
 * The ways this cart can ship to the zip (ADR 28): parcels (home delivery, and a pickup point for
 * light ones) up to the parcel weight, freight by weight above it, and collecting at the store in its
 * market. Parcels are free from the market's threshold; freight never is. None without a valid zip.
 */
export function shippingOptionsFor(facts: ShippingFacts): ShippingOption[] {
  if (!facts.zip || !isZipOf(facts.zip, facts.countryCode)) return [];
  const rules = config.checkout;
  const standard = config.buying.shipping[facts.marketAlias];
  const fees = rules.shipping[facts.marketAlias];
  if (!standard || !fees) return [];
  if (facts.onlyHires) {
    return [
      {
        id: SHIPPING_IDS.HIRE_HANDOVER,
        kind: 'HIRE_HANDOVER',
        feeIncVat: 0,
        free: true,
        deliveryDays: { min: 0, max: 0 },
        places: [],
      },
    ];
  }
  const free = facts.freeShippingByPromo || parcelShipsFree(facts.itemsIncVat, standard.freeAboveIncVat);
  const { totalKg } = facts.weight;
  const options: ShippingOption[] = [];
  const add = (
    kind: ShippingKind,
    feeIncVat: number,
    waived: boolean,
    days: [number, number],
    places: PickupPlace[] = [],
  ) =>
    options.push({
      id: SHIPPING_IDS[kind],
      kind,
      feeIncVat: waived ? 0 : feeIncVat,
      free: waived,
      deliveryDays: { min: days[0], max: days[1] },
      places,
    });
  if (!needsFreight(facts.weight)) {
    add('HOME_DELIVERY', standard.feeIncVat, free, [1, 3]);
    if (totalKg <= rules.pickupPointMaxKg && facts.pickupPoints.length > 0) {
      add('PICKUP_POINT', fees.pickupPointFeeIncVat, free, [1, 3], facts.pickupPoints);
    }
  } else {
    add('FREIGHT', freightFeeIncVat(fees, totalKg), false, [3, 7]);
  }
  if (facts.marketAlias === rules.storePickupMarket) add('STORE_PICKUP', 0, true, [0, 1], [STORE]);
  return options;
}
