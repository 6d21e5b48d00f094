import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

export const AUTH_ACTIONS = ['login', 'register', 'password', 'logout'] as const;
export type AuthAction = (typeof AUTH_ACTIONS)[number];

/**
 * Challenges handed out by the first step of a sign-in (`{ sign }`). Kept in the database so that
 * any API instance can take the second step; each is consumed once, before it expires.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    identity: text('identity').primaryKey(),
    action: text('action', { enum: AUTH_ACTIONS }).notNull(),
    /** The username the challenge was asked for, as normalised; the second step must name the same. */
    username: text('username').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('auth_challenges_expires_idx').on(t.expiresAt),
    check('auth_challenges_action_known', sql`${t.action} in ('login', 'register', 'password', 'logout')`),
  ],
);

/** A signed-in session: the family of refresh tokens that one sign-in started. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** How long a refresh token of this session lives after it is issued (remember-me or not). */
    lifetimeSeconds: integer('lifetime_seconds').notNull(),
    /** The session ends here however often it is refreshed. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('auth_sessions_customer_idx').on(t.customerId)],
);

/** Refresh tokens (only their SHA-256): each is used once and replaced; a second use revokes its session. */
export const authRefreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('auth_refresh_tokens_session_idx').on(t.sessionId)],
);

/** Failed attempts per key (`account:{email}`, `ip:{address}`, ...), shared by every API instance. */
export const authThrottles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Requests counted per key (a rule and a subject: a client address, an API key) in fixed windows,
 * shared by every instance of the API through the database.
 */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/** Secrets the service makes for itself when the environment names none (e.g. AUTH_SECRET). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Single-use sign-in links staff make for one customer (`/account?loginToken=`): only the token's
 * SHA-256 is kept; it works once, within minutes, and only after the shopper confirms it.
 */
export const authLoginTokens = pgTable(
  'auth_login_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('auth_login_tokens_expires_idx').on(t.expiresAt)],
);
