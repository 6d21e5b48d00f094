import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { products } from './catalog.ts';
import { markets } from './channels.ts';
import { CUSTOMER_TYPES } from './customers.ts';
import { staffMembers } from './staff.ts';

/** A range of instants, `[start,end)`; PostgreSQL's exclusion constraint keeps a unit's from overlapping. */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/** Where rental machines are handed out and returned (ADR 60: at the opening hour, local time). */
export const depots = pgTable('depots', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  street: text('street').notNull(),
  zip: text('zip').notNull(),
  city: text('city').notNull(),
  countryCode: text('country_code').notNull(),
  phone: text('phone').notNull(),
  /** Pickup and return time, 'HH:MM' in Europe/Stockholm. */
  handoverTime: text('handover_time').notNull().default('07:00'),
});

/** A product that is rented by the day, weekend or week instead of sold. */
export const rentalObjects = pgTable(
  'rental_objects',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id),
    depotId: integer('depot_id')
      .notNull()
      .references(() => depots.id),
    /** The shortest rental, in days of 24 hours (dygn). */
    minimumDays: integer('minimum_days').notNull().default(1),
    /** Cleaning and service between two rentals of a unit. */
    turnaroundHours: integer('turnaround_hours').notNull().default(0),
    /** The optional damage waiver line, in basis points of the rent; null: none offered. */
    damageWaiverBp: integer('damage_waiver_bp'),
  },
  (t) => [
    check('rental_objects_minimum_positive', sql`${t.minimumDays} >= 1`),
    check('rental_objects_turnaround_sane', sql`${t.turnaroundHours} between 0 and 336`),
    check('rental_objects_waiver_sane', sql`${t.damageWaiverBp} between 1 and 10000`),
  ],
);

/** A rental object's prices per market and customer type, integer minor units including VAT. */
export const rentalPrices = pgTable(
  'rental_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => rentalObjects.productId),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id),
    customerType: text('customer_type', { enum: CUSTOMER_TYPES }).notNull(),
    dayIncVat: integer('day_inc_vat').notNull(),
    weekendIncVat: integer('weekend_inc_vat').notNull(),
    weekIncVat: integer('week_inc_vat').notNull(),
    /** Taken at pickup from private persons and paid back on return; 0: none. */
    depositIncVat: integer('deposit_inc_vat').notNull().default(0),
    vatRateBp: integer('vat_rate_bp').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.marketId, t.customerType] }),
    check('rental_prices_type_known', sql`${t.customerType} in ('PERSON', 'ORGANIZATION')`),
    check(
      'rental_prices_positive',
      sql`${t.dayIncVat} > 0 and ${t.weekendIncVat} > 0 and ${t.weekIncVat} > 0 and ${t.depositIncVat} >= 0`,
    ),
  ],
);

/** One machine of a rental object: the thing that is booked. */
export const rentalUnits = pgTable(
  'rental_units',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => rentalObjects.productId),
    serialNumber: text('serial_number').notNull().unique(),
    hourMeter: integer('hour_meter').notNull().default(0),
    depotId: integer('depot_id')
      .notNull()
      .references(() => depots.id),
    /** Units are taken out of the fleet, never deleted: their bookings stay. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    index('rental_units_product_idx').on(t.productId, t.id),
    // What a booking's (unit, product) refers to: its product is its unit's.
    unique('rental_units_id_product_unique').on(t.id, t.productId),
  ],
);

export const BOOKING_STATES = [
  'held',
  'confirmed',
  'out',
  'returned',
  'cancelled',
  'expired',
  'maintenance',
] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** The states that keep a unit from anyone else: the exclusion constraint's predicate. */
export const BLOCKING_STATES = ['held', 'confirmed', 'out', 'maintenance'] as const;

/**
 * A unit's time taken: a shopper's hold or booking, or a maintenance block. `blocked` is the
 * rental period plus the turnaround; an exclusion constraint (migration 0029) refuses two
 * blocking rows of one unit whose ranges overlap, whatever the application does.
 */
export const rentalBookings = pgTable(
  'rental_bookings',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => rentalUnits.id),
    productId: integer('product_id')
      .notNull()
      .references(() => rentalObjects.productId),
    state: text('state', { enum: BOOKING_STATES }).notNull(),
    /** Pickup and return days, local dates in Europe/Stockholm. */
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    blocked: tstzrange('blocked').notNull(),
    /** A hold belongs to a cart line until it is placed or runs out. */
    cartId: uuid('cart_id'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    orderId: integer('order_id'),
    note: text('note'),
    /** Delivered to the site at this zip and fetched back (ADR 66), priced when the order was placed; null: picked up. */
    deliveryZip: text('delivery_zip'),
    deliveryIncVat: integer('delivery_inc_vat'),
    deliveryExVat: integer('delivery_ex_vat'),
    /** The damage waiver taken with the hire (ADR 68), priced when the order was placed; null: not taken. */
    damageWaiverIncVat: integer('damage_waiver_inc_vat'),
    damageWaiverExVat: integer('damage_waiver_ex_vat'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'rental_bookings_state_known',
      sql`${t.state} in ('held', 'confirmed', 'out', 'returned', 'cancelled', 'expired', 'maintenance')`,
    ),
    check('rental_bookings_dates_ordered', sql`${t.fromDate} < ${t.toDate}`),
    check('rental_bookings_hold_expires', sql`${t.state} <> 'held' or ${t.holdExpiresAt} is not null`),
    check(
      'rental_bookings_delivery_priced',
      sql`(${t.deliveryZip} is null) = (${t.deliveryIncVat} is null) and (${t.deliveryIncVat} is null) = (${t.deliveryExVat} is null)`,
    ),
    check(
      'rental_bookings_damage_waiver_priced',
      sql`(${t.damageWaiverIncVat} is null) = (${t.damageWaiverExVat} is null)`,
    ),
    foreignKey({
      name: 'rental_bookings_unit_product_fk',
      columns: [t.unitId, t.productId],
      foreignColumns: [rentalUnits.id, rentalUnits.productId],
    }),
    index('rental_bookings_product_from_idx').on(t.productId, t.fromDate),
    // An object's blocking rows over a period, whichever way the planner joins them to its units:
    // the exclusion constraint's index leads with the unit, so a search by range alone reads all of
    // it (rental_bookings_unit_product_fk keeps the product id the unit's).
    index('rental_bookings_product_blocked_idx')
      .using('gist', t.productId, t.blocked)
      .where(sql`${t.state} in (${sql.raw(BLOCKING_STATES.map((state) => `'${state}'`).join(', '))})`),
    index('rental_bookings_cart_idx').on(t.cartId),
    index('rental_bookings_order_idx').on(t.orderId),
  ],
);

export const HANDOVER_KINDS = ['out', 'return'] as const;
export type HandoverKind = (typeof HANDOVER_KINDS)[number];

/**
 * What staff saw when a unit left the depot ('out') and came back ('return'): the hour meter, the
 * fuel (or battery) in percent, notes and, on return, the damage found. One of each per booking;
 * written in the transaction that moves the booking's state (ADR 63).
 */
export const rentalHandovers = pgTable(
  'rental_handovers',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => rentalBookings.id),
    kind: text('kind', { enum: HANDOVER_KINDS }).notNull(),
    hourMeter: integer('hour_meter').notNull(),
    fuelPercent: integer('fuel_percent').notNull(),
    notes: text('notes'),
    damage: text('damage'),
    /** Null when the shop's command line did it. */
    staffId: integer('staff_id').references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('rental_handovers_booking_kind_unique').on(t.bookingId, t.kind),
    check('rental_handovers_kind_known', sql`${t.kind} in ('out', 'return')`),
    check('rental_handovers_meter_sane', sql`${t.hourMeter} >= 0`),
    check('rental_handovers_fuel_percent', sql`${t.fuelPercent} between 0 and 100`),
    check('rental_handovers_damage_on_return', sql`${t.kind} = 'return' or ${t.damage} is null`),
  ],
);

export const HANDOVER_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type HandoverPhotoType = (typeof HANDOVER_PHOTO_TYPES)[number];

/**
 * Photos staff took at a hand-out or return (ADR 63), kept as their bytes beside the handover they
 * belong to (the composite key makes a photo without its handover impossible); the type is read
 * from the bytes. The API allows 6 per handover of at most 5 MB each; the checks keep the size honest.
 */
export const rentalHandoverPhotos = pgTable(
  'rental_handover_photos',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id').notNull(),
    kind: text('kind', { enum: HANDOVER_KINDS }).notNull(),
    contentType: text('content_type', { enum: HANDOVER_PHOTO_TYPES }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    bytes: bytea('bytes').notNull(),
    /** Null when the shop's command line did it. */
    staffId: integer('staff_id').references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'rental_handover_photos_handover_fk',
      columns: [t.bookingId, t.kind],
      foreignColumns: [rentalHandovers.bookingId, rentalHandovers.kind],
    }),
    check(
      'rental_handover_photos_type_known',
      sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp')`,
    ),
    check(
      'rental_handover_photos_size',
      sql`${t.sizeBytes} = octet_length(${t.bytes}) and ${t.sizeBytes} between 1 and 5242880`,
    ),
    index('rental_handover_photos_booking_idx').on(t.bookingId, t.kind),
  ],
);

/**
 * What delivering a depot's machine to a site and fetching it back costs, by the start of the
 * site's Swedish zip (ADR 66): the longest prefix that matches decides; a null price says the
 * depot does not deliver there (an island under a served prefix); no match, not either.
 */
export const rentalDeliveryZones = pgTable(
  'rental_delivery_zones',
  {
    depotId: integer('depot_id')
      .notNull()
      .references(() => depots.id),
    zipPrefix: text('zip_prefix').notNull(),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id),
    /** Both trips, integer minor units including VAT (the hire's rate: delivery is part of it). */
    priceIncVat: integer('price_inc_vat'),
  },
  (t) => [
    primaryKey({ columns: [t.depotId, t.zipPrefix, t.marketId] }),
    check('rental_delivery_zones_prefix_digits', sql`${t.zipPrefix} ~ '^[1-9][0-9]{0,4}$'`),
    check('rental_delivery_zones_price_not_negative', sql`${t.priceIncVat} >= 0`),
  ],
);
