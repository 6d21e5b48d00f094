'use server';

import { staffMutation } from '@/lib/graphql/server';
import { CheckCatalogImportMutation } from './documents';
import { packFile, unpackFile } from './file-token.server';
import { MAX_FILE_BYTES, postImportRun, runResultOf } from './run.server';
import type { CheckState, RunState } from './state';

/**
 * The dry run of the file chosen: sent to the API, which judges its type from the bytes, its
 * encoding, its head and every row. The report comes back with the file packed for the run.
 */
export async function checkImportAction(previous: CheckState, form: FormData): Promise<CheckState> {
  const checked = previous.checked + 1;
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return { problem: 'NO_FILE', checked };
  if (file.size > MAX_FILE_BYTES) return { problem: 'FILE_TOO_LARGE', checked };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const result = await staffMutation(CheckCatalogImportMutation, { file: new Blob([bytes]) });
  if (!result.ok) return { problem: result.formError ?? 'UNKNOWN', checked };
  const report = result.data.checkCatalogImport;
  const runnable = report.ready && report.createdCount + report.changedCount > 0;
  return {
    problem: null,
    report,
    fileName: file.name.slice(0, 200),
    ...(runnable ? { file: packFile(bytes) } : {}),
    checked,
  };
}

/**
 * The import, without JavaScript: posted by the run's form, answered when it has ended (the page
 * then shows the result; with JavaScript the form streams its progress from ./run instead).
 */
export async function runImportAction(_previous: RunState, form: FormData): Promise<RunState> {
  const bytes = unpackFile(form.get('file'), MAX_FILE_BYTES);
  const fingerprint = form.get('fingerprint');
  if (!bytes || typeof fingerprint !== 'string') return { result: { ok: false, reason: 'NO_FILE' } };
  return { result: await runResultOf(await postImportRun(bytes, fingerprint.slice(0, 100))) };
}
