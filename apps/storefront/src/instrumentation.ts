/**
 * Runs once when a server instance starts. With REDIS_URL it listens for the commerce API's cache
 * expiries (ADR 36); without, the API calls `/api/revalidate` on each listed instance (ADR 6).
 */
export async function register() {
  const { REDIS_URL, REVALIDATE_SECRET, PORT } = process.env;
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !REDIS_URL) return;
  if (!REVALIDATE_SECRET) {
    console.warn('REVALIDATE_SECRET is not set: catalog pages expire only with their lifetime.');
    return;
  }
  const { subscribeToCacheExpiry } = await import('./lib/cache-expiry');
  // `next start` has put the port it listens on in PORT before this runs.
  subscribeToCacheExpiry(REDIS_URL, `http://127.0.0.1:${PORT ?? 3000}`, REVALIDATE_SECRET).listening.catch(
    (error: unknown) => console.warn(`Cache expiry channel not subscribed: ${String(error)}`),
  );
}
