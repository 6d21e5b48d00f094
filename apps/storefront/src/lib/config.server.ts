import 'server-only';
import { DEFAULT_AUTH_PASSWORD_SALT } from './auth/password-digest';

/**
 * Where the storefront's server finds the commerce API; read at run time, not build time. By
 * default 127.0.0.1, where the API listens unless HOST says otherwise, whatever localhost resolves to.
 */
export function commerceUrl(): string {
  return process.env.COMMERCE_URL ?? `http://127.0.0.1:${process.env.COMMERCE_PORT ?? 4000}`;
}

/** The channel's API key (the demo channel's by default). */
export function apiKey(): string {
  return process.env.API_KEY ?? 'demo-storefront-key';
}

/** The salt passwords are hashed with before they are sent (the commerce API's AUTH_PASSWORD_SALT). */
export function authPasswordSalt(): string {
  return process.env.AUTH_PASSWORD_SALT || DEFAULT_AUTH_PASSWORD_SALT;
}

/** Cookies go only over HTTPS in production; a local build over plain HTTP still signs in. */
export function secureCookies(): boolean {
  return process.env.NODE_ENV === 'production' && !(process.env.SITE_URL ?? '').startsWith('http://');
}
