/**
 * `npm run staff -- <command>`: adds staff, hands out set-password links and API tokens, lists and
 * disables members. While the shop runs on the embedded database (one process owns a PGlite
 * folder) it asks the running service at /internal/staff with STAFF_CLI_SECRET; with no service
 * running, or on PostgreSQL, it opens the database itself (ADR 48).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { FolderInUseError, folderHolder } from './db/folder-lock.ts';
import { runStaffCommand, STAFF_COMMAND_PATH, type StaffCommandAnswer } from './modules/staff/index.ts';

const USAGE = `Usage: npm run staff -- <command>
  add --email E --role R [--name N] [--password-stdin]   a member; prints their one-time set-password link
                                                         (valid 24 h), or sets the password read from stdin
  token --email E [--name N]                             prints a personal API token (Authorization: Bearer)
  link --email E                                         prints a new set-password link
  disable --email E                                      ends the member's sessions and tokens
  list                                                   every member, role and state
Roles: owner, orders, catalog, marketing, support.`;

const secretsFile = fileURLToPath(new URL('../../../data/secrets.env', import.meta.url));

function usage(problem: string): never {
  console.error(`${problem}\n\n${USAGE}`);
  process.exit(2);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** The secret the service was started with: the environment's, else the one npm start keeps. */
function cliSecret(): string | undefined {
  if (process.env.STAFF_CLI_SECRET) return process.env.STAFF_CLI_SECRET;
  if (!existsSync(secretsFile)) return undefined;
  return /^STAFF_CLI_SECRET=(.+)$/m.exec(readFileSync(secretsFile, 'utf8'))?.[1]?.trim();
}

async function askService(command: unknown): Promise<StaffCommandAnswer> {
  const secret = cliSecret();
  if (!secret) {
    throw new Error(
      `The shop is running on ${config.dataDir}, and no STAFF_CLI_SECRET is set (nor in ${secretsFile}) to ask it with.`,
    );
  }
  const base = process.env.COMMERCE_URL || `http://127.0.0.1:${config.port}`;
  const response = await fetch(`${base}${STAFF_COMMAND_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify(command),
  });
  const body = (await response.json()) as StaffCommandAnswer | { error: string };
  if ('error' in body) throw new Error(`The running shop at ${base} refused: ${body.error}`);
  return body;
}

async function runHere(command: unknown): Promise<StaffCommandAnswer> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await runStaffCommand({ db: database.db, now: Date.now(), adminUrl: config.adminUrl }, command);
  } finally {
    await database.close();
  }
}

/** On the embedded database a running shop owns the folder: it is asked. Else the database is opened here. */
async function run(command: unknown): Promise<StaffCommandAnswer> {
  if (!config.databaseUrl && folderHolder(config.dataDir) !== undefined) return askService(command);
  try {
    return await runHere(command);
  } catch (error) {
    // A shop that started in the meantime owns the folder now.
    if (error instanceof FolderInUseError) return askService(command);
    throw error;
  }
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    role: { type: 'string' },
    name: { type: 'string' },
    'password-stdin': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [name, ...rest] = positionals;
if (!name) usage('Name a command.');
if (rest.length > 0) usage(`Unexpected: ${rest.join(' ')}`);
const password = values['password-stdin'] ? await readStdin() : undefined;
const command = { command: name, email: values.email, role: values.role, name: values.name, password };

try {
  const answer = await run(command);
  if (!answer.ok) {
    console.error(`${answer.refusal}: ${answer.message}`);
    process.exit(answer.refusal === 'INVALID_COMMAND' ? 2 : 1);
  }
  for (const line of answer.lines) console.log(line);
  if (answer.secret) console.log(answer.secret);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
