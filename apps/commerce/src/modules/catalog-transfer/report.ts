import type { ImportCheck } from './import.ts';
import type { FieldChange, SheetCounts } from './plan.ts';
import type { ImportRefusal } from './problems.ts';
import { TRANSFER_LIMITS } from './sheets.ts';

export interface ReportRow {
  sheet: string;
  row: number;
  articleNumber: string;
  market: string | null;
  fields: FieldChange[];
}

/** A dry run as the staff API and the command line answer it: whole counts, the first rows of each list. */
export interface ImportReport {
  fileType: string | null;
  rows: number;
  sheets: SheetCounts[];
  createdCount: number;
  changedCount: number;
  unchangedCount: number;
  refusedCount: number;
  created: ReportRow[];
  changed: ReportRow[];
  refused: ImportRefusal[];
  /** Rows listed of each kind at most; the counts say how many there are. */
  listedMax: number;
  /** What the run must be given to write this plan; empty when the file cannot be imported. */
  fingerprint: string;
  /** Nothing refused: the import may run. */
  ready: boolean;
}

export function importReport(check: ImportCheck, listed: number = TRANSFER_LIMITS.listed): ImportReport {
  const row = ({ sheet, row, articleNumber, market, fields }: ImportCheck['changes'][number]): ReportRow => ({
    sheet,
    row,
    articleNumber,
    market,
    fields,
  });
  const created = check.changes.filter((c) => c.created);
  const changed = check.changes.filter((c) => !c.created);
  const ready = check.refusals.length === 0;
  return {
    fileType: check.fileType,
    rows: check.rows,
    sheets: check.sheets,
    createdCount: created.length,
    changedCount: changed.length,
    unchangedCount: check.sheets.reduce((n, s) => n + s.unchanged, 0),
    refusedCount: new Set(check.refusals.map((r) => `${r.sheet}:${r.row}`)).size,
    created: created.slice(0, listed).map(row),
    changed: changed.slice(0, listed).map(row),
    refused: check.refusals.slice(0, listed),
    listedMax: listed,
    fingerprint: ready ? check.fingerprint : '',
    ready,
  };
}
