import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '#src/db/client.ts';
import { readJsonBody } from '#src/read-json-body.ts';
import { runStaffCommand } from './commands.ts';

export const STAFF_COMMAND_PATH = '/internal/staff';

const digest = (text: string) => createHash('sha256').update(text).digest();

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * POST /internal/staff: `npm run staff` asks the running service, which owns the database (one
 * process owns a PGlite folder). Only from this machine, and only with the secret both read from
 * the environment or data/secrets.env (STAFF_CLI_SECRET); without one set it answers no one.
 */
export async function serveStaffCommand(
  deps: { db: Database; now: () => number; adminUrl: string; secret: string | undefined },
  req: IncomingMessage,
  res: ServerResponse,
) {
  if (req.method !== 'POST') return answer(res, 405, { error: 'Use POST.' });
  const sent = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const local = LOOPBACK.test(req.socket.remoteAddress ?? '');
  if (!deps.secret || !sent || !local || !timingSafeEqual(digest(sent), digest(deps.secret))) {
    return answer(res, 401, { error: 'Staff commands need STAFF_CLI_SECRET, from this machine.' });
  }
  const body = await readJsonBody(req, 4 * 1024);
  if (!body.ok) return answer(res, 400, { error: `The command is not readable JSON (${body.problem}).` });
  answer(
    res,
    200,
    await runStaffCommand({ db: deps.db, now: deps.now(), adminUrl: deps.adminUrl }, body.value),
  );
}
