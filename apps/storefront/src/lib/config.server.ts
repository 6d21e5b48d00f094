import 'server-only';

/** Where the storefront's server finds the commerce API; read at run time, not build time. */
export function commerceUrl(): string {
  return process.env.COMMERCE_URL ?? `http://localhost:${process.env.COMMERCE_PORT ?? 4000}`;
}

/** The channel's API key (the demo channel's by default). */
export function apiKey(): string {
  return process.env.API_KEY ?? 'demo-storefront-key';
}
