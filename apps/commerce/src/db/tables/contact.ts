import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';

export const CONTACT_KINDS = ['sales', 'service', 'parts', 'rental'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** A row of a parts enquiry. */
export interface ContactPart {
  articleNumber: string;
  quantity: number;
}

/**
 * What shoppers sent with the contact forms (ADR 39), kept as sent after the API's checks, with
 * the one image they may attach (its type read from its bytes). The dealer gets each as a mail.
 */
export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: CONTACT_KINDS }).notNull(),
    languageCode: text('language_code').notNull(),
    marketAlias: text('market_alias').notNull(),
    fullName: text('full_name').notNull(),
    company: text('company'),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message'),
    product: text('product'),
    productLink: text('product_link'),
    /** Registration, chassis or serial number. */
    serialNumber: text('serial_number'),
    make: text('make'),
    model: text('model'),
    odometer: integer('odometer'),
    parts: jsonb('parts').$type<ContactPart[]>().notNull().default([]),
    deliveryOption: text('delivery_option'),
    serviceType: text('service_type'),
    rentalObject: text('rental_object'),
    preferredDate: date('preferred_date', { mode: 'string' }),
    rentalFrom: date('rental_from', { mode: 'string' }),
    rentalTo: date('rental_to', { mode: 'string' }),
    imageName: text('image_name'),
    imageType: text('image_type'),
    image: bytea('image'),
    /** The dealer's mail in the outbox. */
    mailId: integer('mail_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('contact_submissions_kind_known', sql`${t.kind} in ('sales', 'service', 'parts', 'rental')`),
    check('contact_submissions_image_limit', sql`octet_length(${t.image}) <= 2097152`),
  ],
);
