import type { ImportReport } from './documents';

/** What the dry run's form shows after its post: the report and the file kept for the run, or why not. */
export interface CheckState {
  problem: string | null;
  report?: ImportReport;
  fileName?: string;
  /** The file as sent, compressed and in base64, posted again with the run (file-token.server.ts). */
  file?: string;
  /** Counts the checks, so the run's form starts afresh after each. */
  checked: number;
}

export const EMPTY_CHECK: CheckState = { problem: null, checked: 0 };

/** The run's outcome, as the import's last line says it. */
export interface RunResult {
  ok: boolean;
  /** REFUSED (rows refused), STALE (the catalog changed since the dry run), or an app error code. */
  reason?: string;
  written?: number;
  report?: ImportReport;
}

export interface RunState {
  result: RunResult | null;
}

export const EMPTY_RUN: RunState = { result: null };
