import 'server-only';
import { randomBytes } from 'node:crypto';
import { cookies } from 'next/headers';
import { secureCookies } from './config.server';
import { COOKIES, cookieOptions, LONG_LIVED_SECONDS } from './cookies';

/** The commerce API's header for the checkout secret (ADR 28). */
export const CHECKOUT_SESSION_HEADER = 'x-checkout-session';

const SECRET = /^[A-Za-z0-9_-]{32,128}$/;

/**
 * The browser's checkout secret, from its HttpOnly cookie: the commerce API answers a checkout's
 * personal fields, and an order's invoice, only to the secret that wrote them (ADR 28). Page scripts
 * never see it. With `create`, a browser without one gets one (a year, like its cart); else null.
 */
export async function checkoutSecret({ create }: { create: boolean }): Promise<string | null> {
  const jar = await cookies();
  const kept = jar.get(COOKIES.checkoutSession)?.value;
  if (kept && SECRET.test(kept)) return kept;
  if (!create) return null;
  const secret = randomBytes(24).toString('base64url');
  jar.set(
    COOKIES.checkoutSession,
    secret,
    cookieOptions(LONG_LIVED_SECONDS, { secure: secureCookies(), httpOnly: true }),
  );
  return secret;
}
