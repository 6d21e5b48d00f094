import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { COMMAND_LINE_ACTOR } from '#src/modules/audit/index.ts';
import { clientAddress } from '#src/modules/auth/index.ts';
import {
  type Permission,
  refuseFile,
  SEND_METHODS,
  type StaffFileAccess,
  staffAllowedTo,
} from '#src/modules/staff/index.ts';
import { csvExport, writeCatalogXlsx } from './export.ts';
import { checkImport, type ImportServices, runImport } from './import.ts';
import { importReport } from './report.ts';
import { SHEET_KINDS, type SheetKind, TRANSFER_LIMITS } from './sheets.ts';

export const CATALOG_EXPORT_PATH = '/admin/catalog/export';
export const CATALOG_IMPORT_PATH = '/admin/catalog/import';
/** `npm run import` asks the running shop here, from this machine, with STAFF_CLI_SECRET. */
export const CATALOG_IMPORT_CLI_PATH = '/internal/catalog-import';

export interface CatalogTransferAccess extends StaffFileAccess {
  services: ImportServices;
  /** STAFF_CLI_SECRET; unset: the command line's path answers no one. */
  cliSecret: string | undefined;
  /** Proves the client address the admin app names, for the audit rows (ADR 34). */
  shopperSecret: string | undefined;
}

const READ: Permission = 'catalog.read';
const WRITE: Permission = 'catalog.write';

const day = (now: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(now);

/**
 * GET /admin/catalog/export?sheet=products|prices|stock|all&format=csv|xlsx[&market=se]: a sheet
 * as CSV (UTF-8 with its byte order mark, `;`) or the sheets as one workbook, streamed as read.
 * Needs catalog.read. A failure after the head cuts the connection: a download seen to fail,
 * never taken for a whole file.
 */
async function serveExport(
  access: CatalogTransferAccess,
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
) {
  if (!(await staffAllowedTo(access, READ, req, res))) return;
  const sheet = url.searchParams.get('sheet') ?? 'all';
  const format = url.searchParams.get('format') ?? 'xlsx';
  const market = url.searchParams.get('market')?.slice(0, 20) || undefined;
  const kinds: SheetKind[] = sheet === 'all' ? [...SHEET_KINDS] : [sheet as SheetKind];
  if (!kinds.every((kind) => SHEET_KINDS.includes(kind)) || !['csv', 'xlsx'].includes(format)) {
    return refuseFile(
      res,
      400,
      'BAD_USER_INPUT',
      'sheet: products, prices, stock or all; format: csv or xlsx.',
    );
  }
  if (format === 'csv' && kinds.length > 1) {
    return refuseFile(
      res,
      400,
      'BAD_USER_INPUT',
      'A CSV holds one sheet: name it (products, prices or stock).',
    );
  }
  const name = `catalog-${sheet}-${day(access.clock())}.${format}`;
  res.writeHead(200, {
    'content-type':
      format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') return res.end();
  try {
    if (format === 'xlsx') {
      await writeCatalogXlsx(access.db, kinds, res, { market });
      return;
    }
    for await (const chunk of csvExport(access.db, kinds[0] as SheetKind, { market })) {
      if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
    }
    res.end();
  } catch (error) {
    res.destroy(error as Error);
  }
}

/** The request's body, or null (answered 413) past the file limit: never read whole beyond it. */
async function fileBody(req: IncomingMessage, res: ServerResponse): Promise<Uint8Array | null> {
  const limit = TRANSFER_LIMITS.fileBytes;
  const tooLarge = () => {
    res.setHeader('connection', 'close');
    refuseFile(res, 413, 'FILE_TOO_LARGE', `The file may be at most ${limit} bytes.`);
    return null;
  };
  if (Number(req.headers['content-length'] ?? 0) > limit) return tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return tooLarge();
    chunks.push(chunk as Buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

const digest = (text: string) => createHash('sha256').update(text).digest();
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** Who posts the import: a member with catalog.write, or the command line with its secret (from this machine). */
async function importer(
  access: CatalogTransferAccess,
  cli: boolean,
  req: IncomingMessage,
  res: ServerResponse,
) {
  if (!cli) {
    const staff = await staffAllowedTo(access, WRITE, req, res, SEND_METHODS);
    return (
      staff && { staffId: staff.id, email: staff.email, address: clientAddress(req, access.shopperSecret) }
    );
  }
  if (req.method !== 'POST') {
    res.setHeader('allow', 'POST');
    refuseFile(res, 405, 'METHOD_NOT_ALLOWED', 'This takes POST.');
    return null;
  }
  const sent = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const local = LOOPBACK.test(req.socket.remoteAddress ?? '');
  if (access.cliSecret && sent && local && timingSafeEqual(digest(sent), digest(access.cliSecret))) {
    return COMMAND_LINE_ACTOR;
  }
  refuseFile(res, 401, 'UNAUTHENTICATED', 'The command line needs STAFF_CLI_SECRET, from this machine.');
  return null;
}

/**
 * POST /admin/catalog/import?mode=check: the dry run of the file sent as the body (JSON).
 * POST /admin/catalog/import?mode=run&fingerprint=…: the import, answered as it goes as lines of
 * JSON (application/x-ndjson): `{"progress":{"done":n,"total":n}}` after the check and each batch,
 * then `{"result":…}`. Needs catalog.write (a staff session or API token as Bearer).
 */
async function serveImport(
  access: CatalogTransferAccess,
  url: URL,
  cli: boolean,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const actor = await importer(access, cli, req, res);
  if (!actor) return;
  const bytes = await fileBody(req, res);
  if (!bytes) return;
  const headers = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
  if (url.searchParams.get('mode') !== 'run') {
    const report = importReport(await checkImport(access.db, bytes));
    res.writeHead(200, { ...headers, 'content-type': 'application/json; charset=utf-8' });
    return res.end(JSON.stringify({ report }));
  }
  res.writeHead(200, { ...headers, 'content-type': 'application/x-ndjson; charset=utf-8' });
  const line = (value: unknown) => res.write(`${JSON.stringify(value)}\n`);
  try {
    const outcome = await runImport(access.db, access.services, bytes, {
      actor,
      fingerprint: url.searchParams.get('fingerprint') ?? '',
      onProgress: (done, total) => line({ progress: { done, total } }),
    });
    const report = importReport(outcome.check);
    line({
      result: outcome.ok
        ? { ok: true, written: outcome.written, report }
        : { ok: false, reason: outcome.reason, report },
    });
    res.end();
  } catch (error) {
    res.destroy(error as Error);
  }
}

/** The catalog's export and import over HTTP (ADR 76); false for any other address. */
export async function serveCatalogTransfer(
  access: CatalogTransferAccess,
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  if (url.pathname === CATALOG_EXPORT_PATH) await serveExport(access, url, req, res);
  else if (url.pathname === CATALOG_IMPORT_PATH) await serveImport(access, url, false, req, res);
  else if (url.pathname === CATALOG_IMPORT_CLI_PATH) await serveImport(access, url, true, req, res);
  else return false;
  return true;
}
