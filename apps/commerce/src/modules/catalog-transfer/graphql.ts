import { adminBuilder } from '#src/admin/builder.ts';
import { markets } from '#src/db/schema.ts';
import { checkImport } from './import.ts';
import type { FieldChange, SheetCounts } from './plan.ts';
import { IMPORT_PROBLEMS, type ImportRefusal, refusal } from './problems.ts';
import { type ImportReport, importReport, type ReportRow } from './report.ts';
import { type ColumnDefinition, SHEET_KINDS, SHEETS, TRANSFER_LIMITS } from './sheets.ts';

const ProblemEnum = adminBuilder.enumType('CatalogImportProblem', {
  description:
    'Why a file, a sheet or a row of a catalog import is refused; a file with any refusal changes nothing',
  values: IMPORT_PROBLEMS,
});

const FieldChangeType = adminBuilder.objectRef<FieldChange>('CatalogImportFieldChange').implement({
  description: "One column of a row: the value now (null for a row created) and the file's",
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The column, e.g. price, in_stock, ean' }),
    old: t.exposeString('old', { nullable: true }),
    new: t.exposeString('new'),
  }),
});

const RowType = adminBuilder.objectRef<ReportRow>('CatalogImportRow').implement({
  description: 'A row the import creates or changes',
  fields: (t) => ({
    sheet: t.exposeString('sheet', { description: 'products, prices or stock' }),
    row: t.exposeInt('row', { description: 'As a spreadsheet numbers it: the head is row 1' }),
    articleNumber: t.exposeString('articleNumber'),
    market: t.exposeString('market', { nullable: true, description: "A price row's market" }),
    fields: t.field({ type: [FieldChangeType], resolve: (row) => row.fields }),
  }),
});

const RefusalType = adminBuilder.objectRef<ImportRefusal>('CatalogImportRefusal').implement({
  description: "A refused row (or the file, or a sheet's head), with the reason",
  fields: (t) => ({
    sheet: t.exposeString('sheet', { nullable: true }),
    row: t.exposeInt('row', { nullable: true, description: 'Null for the file as a whole' }),
    articleNumber: t.exposeString('articleNumber', { nullable: true }),
    column: t.exposeString('column', { nullable: true }),
    problem: t.field({ type: ProblemEnum, resolve: (r) => r.problem }),
    value: t.exposeString('value', {
      nullable: true,
      description: 'What the cell held, cut to 80 characters',
    }),
    expected: t.exposeString('expected', {
      nullable: true,
      description: "What was expected: the market's currency, the earlier row of a duplicate, the limit",
    }),
  }),
});

const SheetCountsType = adminBuilder.objectRef<SheetCounts>('CatalogImportSheet').implement({
  description: "A sheet's rows by what the import does with them",
  fields: (t) => ({
    sheet: t.exposeString('sheet'),
    rows: t.exposeInt('rows'),
    created: t.exposeInt('created'),
    changed: t.exposeInt('changed'),
    unchanged: t.exposeInt('unchanged'),
    refused: t.exposeInt('refused'),
  }),
});

const ReportType = adminBuilder.objectRef<ImportReport>('CatalogImportReport').implement({
  description: 'A dry run of a catalog import: what it would create, change and refuse. Nothing is written.',
  fields: (t) => ({
    fileType: t.exposeString('fileType', { nullable: true, description: 'CSV or XLSX, read from the bytes' }),
    rows: t.exposeInt('rows', { description: 'Data rows in all sheets' }),
    sheets: t.field({ type: [SheetCountsType], resolve: (r) => r.sheets }),
    createdCount: t.exposeInt('createdCount'),
    changedCount: t.exposeInt('changedCount'),
    unchangedCount: t.exposeInt('unchangedCount'),
    refusedCount: t.exposeInt('refusedCount', { description: 'Rows refused (the file counts as one)' }),
    created: t.field({ type: [RowType], resolve: (r) => r.created }),
    changed: t.field({ type: [RowType], resolve: (r) => r.changed }),
    refused: t.field({ type: [RefusalType], resolve: (r) => r.refused }),
    listedMax: t.exposeInt('listedMax', { description: 'Rows listed of each kind at most' }),
    fingerprint: t.exposeString('fingerprint', {
      description:
        'What the run (POST /admin/catalog/import?mode=run&fingerprint=…) is given: it writes this plan or nothing',
    }),
    ready: t.exposeBoolean('ready', { description: 'Nothing refused: the import may run' }),
  }),
});

const ColumnType = adminBuilder.objectRef<ColumnDefinition>('CatalogTransferColumn').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    required: t.exposeBoolean('required', { description: 'Must be in the file' }),
    written: t.exposeBoolean('written', { description: 'Imported; the others are there to be read' }),
  }),
});

interface TransferInfo {
  sheets: { sheet: string; columns: readonly ColumnDefinition[] }[];
  maxBytes: number;
  maxRows: number;
  markets: { alias: string; currency: string }[];
}

const SheetType = adminBuilder.objectRef<TransferInfo['sheets'][number]>('CatalogTransferSheet').implement({
  fields: (t) => ({
    sheet: t.exposeString('sheet'),
    columns: t.field({ type: [ColumnType], resolve: (s) => [...s.columns] }),
  }),
});

const MarketCurrencyType = adminBuilder
  .objectRef<TransferInfo['markets'][number]>('CatalogTransferMarket')
  .implement({ fields: (t) => ({ alias: t.exposeString('alias'), currency: t.exposeString('currency') }) });

const TransferInfoType = adminBuilder.objectRef<TransferInfo>('CatalogTransfer').implement({
  description:
    "The catalog's export and import: its sheets and columns, its limits and the markets' currencies",
  fields: (t) => ({
    sheets: t.field({ type: [SheetType], resolve: (i) => i.sheets }),
    maxBytes: t.exposeInt('maxBytes'),
    maxRows: t.exposeInt('maxRows'),
    markets: t.field({ type: [MarketCurrencyType], resolve: (i) => i.markets }),
  }),
});

adminBuilder.queryFields((t) => ({
  catalogTransfer: t.field({
    type: TransferInfoType,
    description:
      'What the catalog export and import hold. The files themselves: GET /admin/catalog/export?sheet=products|prices|stock|all&format=csv|xlsx (catalog.read).',
    authScopes: { permission: 'catalog.read' },
    resolve: async (_root, _args, ctx) => ({
      sheets: SHEET_KINDS.map((sheet) => ({ sheet, columns: SHEETS[sheet] })),
      maxBytes: TRANSFER_LIMITS.fileBytes,
      maxRows: TRANSFER_LIMITS.rows,
      markets: await ctx.db
        .select({ alias: markets.alias, currency: markets.currencyCode })
        .from(markets)
        .orderBy(markets.position),
    }),
  }),
}));

const refusedCheck = (refused: ImportRefusal) => ({
  fileType: null,
  rows: 0,
  sheets: [],
  changes: [],
  refusals: [refused],
  fingerprint: '',
});

adminBuilder.mutationFields((t) => ({
  checkCatalogImport: t.field({
    type: ReportType,
    description:
      'The dry run of a catalog import (CSV in UTF-8 with `;`, or XLSX; products, prices or stock sheets, matched by article number): what it would create, change (field by field) and refuse (row and reason). Writes nothing; the run is POST /admin/catalog/import?mode=run with the fingerprint, which writes all or nothing.',
    authScopes: { permission: 'catalog.write' },
    args: {
      file: t.arg({
        type: 'File',
        description: 'The file as a multipart part; none (a form sent empty) is refused as EMPTY_FILE',
      }),
    },
    resolve: async (_root, args, ctx) => {
      if (!args.file) return importReport(refusedCheck(refusal('EMPTY_FILE')));
      if (args.file.size > TRANSFER_LIMITS.fileBytes) {
        const tooLarge = refusal('FILE_TOO_LARGE', {
          value: String(args.file.size),
          expected: String(TRANSFER_LIMITS.fileBytes),
        });
        return importReport({
          fileType: null,
          rows: 0,
          sheets: [],
          changes: [],
          refusals: [tooLarge],
          fingerprint: '',
        });
      }
      const bytes = new Uint8Array(await args.file.arrayBuffer());
      return importReport(await checkImport(ctx.db, bytes));
    },
  }),
}));
