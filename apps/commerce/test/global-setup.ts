import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { runDatabasePrefix } from './database-names.ts';

/**
 * Names this run's database templates and test databases, and removes them all when the run ends,
 * whichever test left one behind.
 */
export default function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'commerce-test-run-'));
  const prefix = `r${randomBytes(3).toString('hex')}_`;
  project.provide('databaseRun', { folder, prefix });
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const { Client } = await import('pg');
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [runDatabasePrefix(url, prefix)],
      );
      for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await client.end();
    }
  };
}
