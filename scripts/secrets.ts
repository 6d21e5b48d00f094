import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The secrets `npm start` and `npm run start:cluster` make when the environment sets none. */
export const GENERATED_SECRETS = [
  // Proves to the storefronts that a cache expiry comes from the commerce API.
  'REVALIDATE_SECRET',
  // Changes prices and stock through the API (X-ApiKey).
  'STAFF_API_KEY',
  // Proves to the API that the shopper's address it is told comes from the storefront (ADR 34).
  'SHOPPER_ADDRESS_SECRET',
  // What /metrics asks for (Authorization: Bearer).
  'METRICS_TOKEN',
  // What `npm run staff` proves itself with to the running commerce API (/internal/staff).
  'STAFF_CLI_SECRET',
] as const;

function parse(text: string): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z_]+)=(.*)$/.exec(line.trim());
    if (match) kept[match[1] as string] = match[2] as string;
  }
  return kept;
}

/**
 * Each secret from the environment when it sets one, else the one kept in `file` (KEY=value lines,
 * readable by its owner only), made and written there the first time: a restart keeps the staff
 * key and the storefronts' cached pages, and nothing is printed.
 */
export function keptSecrets(file: string, env: Record<string, string | undefined>): Record<string, string> {
  const kept = existsSync(file) ? parse(readFileSync(file, 'utf8')) : {};
  const missing = GENERATED_SECRETS.filter((name) => !env[name] && !kept[name]);
  if (missing.length > 0) {
    for (const name of missing) kept[name] = randomBytes(32).toString('base64url');
    mkdirSync(dirname(file), { recursive: true });
    const text = Object.entries(kept).map(([name, value]) => `${name}=${value}\n`);
    writeFileSync(file, `# Made by npm start; the environment's values win.\n${text.join('')}`, {
      mode: 0o600,
    });
    chmodSync(file, 0o600);
  }
  return Object.fromEntries(GENERATED_SECRETS.map((name) => [name, (env[name] || kept[name]) as string]));
}
