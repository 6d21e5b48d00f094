import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/**
 * What a staff member may do. Owner: everything, staff included; orders: orders and customers;
 * catalog: products, prices and stock; marketing: campaigns, codes, content and reviews; support:
 * reads orders and customers, writes notes and signs in as a customer.
 */
export const STAFF_ROLES = ['owner', 'orders', 'catalog', 'marketing', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The dealer's people who run the shop in the back office. Never deleted, only disabled: the audit trail names them. */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull().unique(),
    name: text('name').notNull().default(''),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** Argon2id, as customers'; null until the member has set a password through their link. */
    passwordHash: text('password_hash'),
    /** The TOTP secret, sealed with the API's secret; null without two-factor. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The time step of the last TOTP code accepted: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    /** The interface's language: sv or en. */
    languageCode: text('language_code').notNull().default('sv'),
    /** Once set, the member's sessions and tokens no longer work. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'staff_members_role_known',
      sql`${t.role} in ('owner', 'orders', 'catalog', 'marketing', 'support')`,
    ),
    check('staff_members_language_known', sql`${t.languageCode} in ('sv', 'en')`),
  ],
);

/** A signed-in back-office session; the admin app holds the token, the API only its SHA-256. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** A session waiting for its TOTP code grants nothing until it is verified. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    address: text('address').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Personal API tokens for scripts (`Authorization: Bearer`), shown once and kept only as a SHA-256. */
export const staffApiTokens = pgTable(
  'staff_api_tokens',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    name: text('name').notNull().default(''),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_api_tokens_staff_idx').on(t.staffId)],
);

/** One-time links to set a password (a new member, or a reset by an owner): valid 24 h, used once. */
export const staffPasswordLinks = pgTable(
  'staff_password_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_password_links_staff_idx').on(t.staffId)],
);

/**
 * Every staff change, written in the change's own transaction: who, when, what, the values before
 * and after, and from which address. A trigger refuses every update and delete of a row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for a change the shop made itself (a command line run without a member). */
    staffId: integer('staff_id').references(() => staffMembers.id),
    /** The member's email then, so the row reads the same after the member changes. */
    actor: text('actor').notNull(),
    /** What was done, e.g. `order.status`, `staff.disable`, `customer.erase`. */
    action: text('action').notNull(),
    /** What it was done to, e.g. `order` and its id. */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    address: text('address').notNull().default(''),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at),
    index('audit_log_staff_idx').on(t.staffId, t.at),
  ],
);

/** Notes staff write on a customer (orders have their notes on their timeline). */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_notes_customer_idx').on(t.customerId, t.createdAt)],
);
