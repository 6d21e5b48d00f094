import pg from 'pg';

/** Creates the database of DATABASE_URL when the server does not have it yet. */
export async function ensureDatabase(url: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.href });
  await client.connect();
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  await client.end();
}
