import { createHash } from 'node:crypto';
import { amountText, isEan, type Parsed, parseAmount, parseWhole } from './cells.ts';
import { type ImportProblem, type ImportRefusal, refusal } from './problems.ts';
import type { SheetTable } from './read-file.ts';
import { SHEET_KINDS, type SheetKind, TRANSFER_LIMITS } from './sheets.ts';

/** What the catalog holds now for the article numbers a file names (catalog-state.ts reads it). */
export interface CatalogState {
  markets: ReadonlyMap<string, { id: number; alias: string; currency: string; vatRateBp: number }>;
  /** By the SKU's article number. */
  skus: ReadonlyMap<
    string,
    { skuId: number; productId: number; alias: string; gtin: string; inStock: number; threshold: number }
  >;
  /** By a product's article number, or one of its SKUs'. */
  products: ReadonlyMap<string, { productId: number; alias: string }>;
  /** By `${productId}:${marketId}`. */
  prices: ReadonlyMap<string, { selling: number; regular: number; vatRateBp: number }>;
}

export type PriceWrite = {
  type: 'price';
  productId: number;
  alias: string;
  marketId: number;
  market: string;
  vatRateBp: number;
  selling: number;
  regular: number;
  before: { selling: number; regular: number } | null;
};
export type SkuWrite = {
  type: 'sku';
  skuId: number;
  alias: string;
  after: { inStock?: number; threshold?: number; gtin?: string };
  before: { inStock?: number; threshold?: number; gtin?: string };
};

export interface FieldChange {
  field: string;
  /** Null for a row created. */
  old: string | null;
  new: string;
}

export interface PlannedRow {
  sheet: SheetKind;
  row: number;
  articleNumber: string;
  market: string | null;
  created: boolean;
  fields: FieldChange[];
  write: PriceWrite | SkuWrite;
}

export interface SheetCounts {
  sheet: SheetKind;
  rows: number;
  created: number;
  changed: number;
  unchanged: number;
  refused: number;
}

export interface ImportPlan {
  rows: number;
  sheets: SheetCounts[];
  changes: PlannedRow[];
  refusals: ImportRefusal[];
  /**
   * The plan's digest: what each row changes from and to. The run is refused when its own plan's
   * differs, so it writes exactly what the dry run showed, or nothing.
   */
  fingerprint: string;
}

const cellOf = (table: SheetTable, cells: readonly string[], name: string) => {
  const i = table.columns.get(name);
  return i === undefined ? '' : (cells[i] ?? '').trim();
};

type Bounds = { negative: ImportProblem; tooLarge: ImportProblem };
const PRICE: Bounds = { negative: 'NEGATIVE_PRICE', tooLarge: 'PRICE_TOO_LARGE' };
const STOCK: Bounds = { negative: 'NEGATIVE_STOCK', tooLarge: 'STOCK_TOO_LARGE' };

function problemOf(parsed: Parsed<number>, bounds: Bounds): ImportProblem | null {
  if (parsed.ok) return null;
  if (parsed.problem === 'NEGATIVE') return bounds.negative;
  if (parsed.problem === 'TOO_LARGE') return bounds.tooLarge;
  return parsed.problem;
}

/** One sheet's rows judged against the catalog: each refused with every reason, or planned. */
class SheetPlanner {
  readonly planned: PlannedRow[] = [];
  readonly refusals: ImportRefusal[] = [];
  unchanged = 0;
  private readonly firstRowOf = new Map<string, number>();

  private readonly table: SheetTable;
  private readonly state: CatalogState;

  constructor(table: SheetTable, state: CatalogState) {
    this.table = table;
    this.state = state;
  }

  private refuse(
    row: number,
    articleNumber: string,
    problem: ImportProblem,
    column: string | null,
    value: string | null,
    expected: string | null = null,
  ) {
    this.refusals.push(
      refusal(problem, {
        sheet: this.table.kind,
        row,
        articleNumber: articleNumber || null,
        column,
        value,
        expected,
      }),
    );
  }

  /** A number of a column, or null with its refusal noted. */
  private number(
    row: number,
    articleNumber: string,
    cells: readonly string[],
    column: string,
    parse: (text: string) => Parsed<number>,
    bounds: Bounds,
  ) {
    const text = cellOf(this.table, cells, column);
    const parsed = parse(text);
    const problem = problemOf(parsed, bounds);
    if (problem) this.refuse(row, articleNumber, problem, column, text);
    return parsed.ok ? parsed.value : null;
  }

  /** False, with the refusal noted, when an earlier row has the same key. */
  private first(key: string, row: number, articleNumber: string) {
    const earlier = this.firstRowOf.get(key);
    if (earlier !== undefined) {
      this.refuse(row, articleNumber, 'DUPLICATE_ROW', 'article_number', articleNumber, String(earlier));
      return false;
    }
    this.firstRowOf.set(key, row);
    return true;
  }

  private add(planned: Omit<PlannedRow, 'sheet'>) {
    if (planned.fields.length === 0) this.unchanged++;
    else this.planned.push({ sheet: this.table.kind, ...planned });
  }

  plan() {
    for (const { row, cells } of this.table.rows) {
      const articleNumber = cellOf(this.table, cells, 'article_number');
      if (!articleNumber) {
        this.refuse(row, '', 'MISSING_ARTICLE_NUMBER', 'article_number', null);
        continue;
      }
      if (this.table.kind === 'prices') this.priceRow(row, articleNumber, cells);
      else this.skuRow(row, articleNumber, cells);
    }
    return this;
  }

  private priceRow(row: number, articleNumber: string, cells: readonly string[]) {
    const marketAlias = cellOf(this.table, cells, 'market').toLowerCase();
    const currency = cellOf(this.table, cells, 'currency').toUpperCase();
    const market = this.state.markets.get(marketAlias);
    const product = this.state.products.get(articleNumber);
    const refusedBefore = this.refusals.length;
    if (!product) this.refuse(row, articleNumber, 'UNKNOWN_ARTICLE_NUMBER', 'article_number', articleNumber);
    if (!market) {
      this.refuse(
        row,
        articleNumber,
        'UNKNOWN_MARKET',
        'market',
        marketAlias,
        [...this.state.markets.keys()].join(', '),
      );
    } else if (currency !== market.currency) {
      this.refuse(row, articleNumber, 'WRONG_CURRENCY', 'currency', currency, market.currency);
    }
    const parse = (text: string) => parseAmount(text, TRANSFER_LIMITS.priceMax);
    const selling = this.number(row, articleNumber, cells, 'price', parse, PRICE);
    const regularText = cellOf(this.table, cells, 'regular_price');
    const regular =
      regularText === '' ? selling : this.number(row, articleNumber, cells, 'regular_price', parse, PRICE);
    if (selling !== null && regular !== null && selling > regular) {
      this.refuse(row, articleNumber, 'ABOVE_REGULAR', 'price', amountText(selling), amountText(regular));
    }
    if (!product || !market || this.refusals.length > refusedBefore || selling === null || regular === null)
      return;
    if (!this.first(`${product.productId}:${market.id}`, row, articleNumber)) return;
    const current = this.state.prices.get(`${product.productId}:${market.id}`);
    const fields: FieldChange[] = [];
    if (current?.selling !== selling)
      fields.push({
        field: 'price',
        old: current ? amountText(current.selling) : null,
        new: amountText(selling),
      });
    if (current?.regular !== regular)
      fields.push({
        field: 'regular_price',
        old: current ? amountText(current.regular) : null,
        new: amountText(regular),
      });
    this.add({
      row,
      articleNumber,
      market: market.alias,
      created: !current,
      fields,
      write: {
        type: 'price',
        productId: product.productId,
        alias: product.alias,
        marketId: market.id,
        market: market.alias,
        vatRateBp: current?.vatRateBp ?? market.vatRateBp,
        selling,
        regular,
        before: current ? { selling: current.selling, regular: current.regular } : null,
      },
    });
  }

  private skuRow(row: number, articleNumber: string, cells: readonly string[]) {
    const sku = this.state.skus.get(articleNumber);
    const refusedBefore = this.refusals.length;
    if (!sku) this.refuse(row, articleNumber, 'UNKNOWN_ARTICLE_NUMBER', 'article_number', articleNumber);
    const after: SkuWrite['after'] = {};
    if (this.table.kind === 'stock') {
      const parse = (text: string) => parseWhole(text, TRANSFER_LIMITS.stockMax);
      const inStock = this.number(row, articleNumber, cells, 'in_stock', parse, STOCK);
      const threshold = this.number(row, articleNumber, cells, 'low_stock_threshold', parse, STOCK);
      if (inStock !== null) after.inStock = inStock;
      if (threshold !== null) after.threshold = threshold;
    } else {
      const gtin = cellOf(this.table, cells, 'ean');
      if (isEan(gtin)) after.gtin = gtin;
      else this.refuse(row, articleNumber, 'INVALID_EAN', 'ean', gtin);
    }
    if (!sku || this.refusals.length > refusedBefore || !this.first(articleNumber, row, articleNumber))
      return;
    const now = { inStock: sku.inStock, threshold: sku.threshold, gtin: sku.gtin };
    const fields: FieldChange[] = [];
    const before: SkuWrite['before'] = {};
    const named = { inStock: 'in_stock', threshold: 'low_stock_threshold', gtin: 'ean' } as const;
    for (const key of ['inStock', 'threshold', 'gtin'] as const) {
      const value = after[key];
      if (value === undefined || value === now[key]) {
        delete after[key];
        continue;
      }
      (before as Record<string, unknown>)[key] = now[key];
      fields.push({ field: named[key], old: String(now[key]), new: String(value) });
    }
    this.add({
      row,
      articleNumber,
      market: null,
      created: false,
      fields,
      write: { type: 'sku', skuId: sku.skuId, alias: sku.alias, after, before },
    });
  }
}

/** The digest of what a plan writes: each row's key and its fields from and to, in order. */
function fingerprintOf(changes: readonly PlannedRow[]): string {
  const hash = createHash('sha256');
  for (const c of changes) hash.update(JSON.stringify([c.sheet, c.articleNumber, c.market, c.fields]));
  return hash.digest('base64url').slice(0, 32);
}

/**
 * The dry run: every row of every sheet judged against what the catalog holds now, matched by
 * article number only (never by a name), as created, changed (field by field) or refused with
 * every reason. Pure: the same file and catalog give the same plan and fingerprint.
 */
export function planImport(tables: readonly SheetTable[], state: CatalogState): ImportPlan {
  const ordered = [...tables].sort((a, b) => SHEET_KINDS.indexOf(a.kind) - SHEET_KINDS.indexOf(b.kind));
  const planners = ordered.map((table) => new SheetPlanner(table, state).plan());
  const changes = planners.flatMap((p) => p.planned);
  const refusals = planners.flatMap((p) => p.refusals);
  return {
    rows: tables.reduce((n, t) => n + t.rows.length, 0),
    sheets: planners.map((p, i) => {
      const table = ordered[i] as SheetTable;
      return {
        sheet: table.kind,
        rows: table.rows.length,
        created: p.planned.filter((c) => c.created).length,
        changed: p.planned.filter((c) => !c.created).length,
        unchanged: p.unchanged,
        refused: new Set(p.refusals.map((r) => r.row)).size,
      };
    }),
    changes,
    refusals,
    fingerprint: fingerprintOf(changes),
  };
}

/** The article numbers a file's sheets name, as the catalog's state is read for them. */
export function namedArticles(tables: readonly SheetTable[]) {
  const skus = new Set<string>();
  const products = new Set<string>();
  for (const table of tables) {
    const into = table.kind === 'prices' ? products : skus;
    for (const { cells } of table.rows) {
      const articleNumber = cellOf(table, cells, 'article_number');
      if (articleNumber) into.add(articleNumber);
    }
  }
  return { skus: [...skus], products: [...products] };
}
