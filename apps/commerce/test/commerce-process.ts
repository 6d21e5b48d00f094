import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_API_KEY, TEST_STAFF_API_KEY } from './harness.ts';
import { TEST_METRICS_TOKEN, TEST_SHOPPER_SECRET } from './keys.ts';

const commerceDir = fileURLToPath(new URL('..', import.meta.url));

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface CommerceProcess {
  url: string;
  pid: number;
  /** What it has printed to stdout so far: its log, at LOG_LEVEL. */
  output(): string;
  /** The exit code, or the signal that ended it. */
  exited: Promise<number | NodeJS.Signals>;
  kill(signal: NodeJS.Signals): void;
  graphql(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<Response>;
}

/**
 * The commerce service as `npm start` runs it (`node src/main.ts`), in a process of its own, on a
 * database seeded already: a test can kill it as an operating system would.
 */
export async function startCommerceProcess(
  database: { url: string | undefined; dataDir: string },
  env: Record<string, string> = {},
): Promise<CommerceProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['src/main.ts'], {
    cwd: commerceDir,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      COMMERCE_PORT: String(port),
      DATABASE_URL: database.url ?? '',
      DATA_DIR: database.dataDir,
      STAFF_API_KEY: TEST_STAFF_API_KEY,
      SHOPPER_ADDRESS_SECRET: TEST_SHOPPER_SECRET,
      METRICS_TOKEN: TEST_METRICS_TOKEN,
      // Nothing to tell: a refused connection, as when no storefront runs.
      STOREFRONT_URLS: 'http://127.0.0.1:9',
      MAIL_OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'commerce-outbox-')),
      SMTP_URL: '',
      LOG_LEVEL: 'error',
      REDIS_URL: '',
      ...env,
    },
  });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  const exited = new Promise<number | NodeJS.Signals>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code ?? 0)),
  );
  const url = `http://127.0.0.1:${port}`;
  await untilReady(url, exited);
  return {
    url,
    pid: child.pid as number,
    output: () => output,
    exited,
    kill: (signal) => child.kill(signal),
    graphql: (query, variables = {}, headers = {}) =>
      fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-apikey': TEST_API_KEY, ...headers },
        body: JSON.stringify({ query, variables }),
      }),
  };
}

async function untilReady(url: string, exited: Promise<unknown>) {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  for (const started = Date.now(); Date.now() - started < 120_000; ) {
    if (gone) throw new Error('The commerce process ended before it was ready');
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The commerce process at ${url} was not ready within 120 s`);
}
