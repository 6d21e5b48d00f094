/**
 * Runs once when a server instance starts. With REDIS_URL it listens for the commerce API's cache
 * expiries (ADR 36); without, the API calls `/api/revalidate` on each listed instance (ADR 6).
 */
export async function register() {
  const { REDIS_URL, REDIS_PREFIX, REVALIDATE_SECRET, PORT } = process.env;
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !REDIS_URL) return;
  if (!REVALIDATE_SECRET) {
    console.warn('REVALIDATE_SECRET is not set: catalog pages expire only with their lifetime.');
    return;
  }
  const { subscribeToCacheExpiry } = await import('./lib/cache-expiry');
  // `next start` has put the port it listens on in PORT before this runs.
  const ownOrigin = `http://127.0.0.1:${PORT ?? 3000}`;
  subscribeToCacheExpiry(REDIS_URL, ownOrigin, REVALIDATE_SECRET, REDIS_PREFIX).listening.catch(
    (error: unknown) => console.warn(`Cache expiry channel not subscribed: ${String(error)}`),
  );
}
