/** The catalog's export and import as the admin app and `npm run import` call them (ADR 76). */

export const CATALOG_TRANSFER = {
  info: `query { catalogTransfer { maxBytes maxRows sheets { sheet columns { name required written } } markets { alias currency } } }`,
  check: `mutation ($file: File) {
    checkCatalogImport(file: $file) {
      fileType rows createdCount changedCount unchangedCount refusedCount listedMax fingerprint ready
      sheets { sheet rows created changed unchanged refused }
      created { sheet row articleNumber market fields { field old new } }
      changed { sheet row articleNumber market fields { field old new } }
      refused { sheet row articleNumber column problem value expected }
    }
  }`,
};

export interface ReportRow {
  sheet: string;
  row: number;
  articleNumber: string;
  market: string | null;
  fields: { field: string; old: string | null; new: string }[];
}

export interface Report {
  fileType: string | null;
  rows: number;
  createdCount: number;
  changedCount: number;
  unchangedCount: number;
  refusedCount: number;
  fingerprint: string;
  ready: boolean;
  created: ReportRow[];
  changed: ReportRow[];
  refused: {
    sheet: string | null;
    row: number | null;
    articleNumber: string | null;
    column: string | null;
    problem: string;
    value: string | null;
    expected: string | null;
  }[];
}

/** A sheet (or all, as XLSX) downloaded as the member: the answer, to read its status, head and bytes. */
export function exportCatalog(base: string, token: string | null, sheet: string, format: 'csv' | 'xlsx') {
  return fetch(`${base}/admin/catalog/export?sheet=${sheet}&format=${format}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** The dry run through the staff schema, the file as a multipart part (as the admin app sends it). */
export async function checkCatalogImport(
  base: string,
  token: string,
  bytes: Uint8Array,
  name = 'catalog.csv',
) {
  const body = new FormData();
  body.set('operations', JSON.stringify({ query: CATALOG_TRANSFER.check, variables: { file: null } }));
  body.set('map', JSON.stringify({ 0: ['variables.file'] }));
  body.set('0', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${base}/admin/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  const answer = (await response.json()) as {
    data?: { checkCatalogImport: Report };
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.checkCatalogImport;
}

export type RunLine =
  | { progress: { done: number; total: number } }
  | { result: { ok: boolean; reason?: string; written?: number; report: Report } };

/** The run: the file posted as the body, answered as lines of JSON (progress, then the result). */
export async function runCatalogImport(
  base: string,
  token: string,
  bytes: Uint8Array,
  fingerprint: string,
): Promise<{ status: number; lines: RunLine[] }> {
  const response = await fetch(
    `${base}/admin/catalog/import?mode=run&fingerprint=${encodeURIComponent(fingerprint)}`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(bytes),
    },
  );
  const text = await response.text();
  if (!response.headers.get('content-type')?.includes('ndjson'))
    return { status: response.status, lines: [] };
  return {
    status: response.status,
    lines: text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as RunLine),
  };
}

/** The run's result line. */
export const resultOf = (lines: readonly RunLine[]) => {
  const last = lines.at(-1);
  if (!last || !('result' in last)) throw new Error(`No result: ${JSON.stringify(lines)}`);
  return last.result;
};
