/** The run's prefix for PostgreSQL databases, under TEST_DATABASE_URL's own name. */
export function runDatabasePrefix(url: string, prefix: string) {
  return `${new URL(url).pathname.slice(1)}_${prefix}`;
}

/** A database of the same server as `url`, by name. */
export function sibling(url: string, name: string) {
  const address = new URL(url);
  address.pathname = `/${name}`;
  return address.toString();
}
