export interface StockRow {
  inStock: number;
  oversellable: number;
  static: number;
  incoming: string | null;
}

/** The API's Stock type; totalStock = inStock + oversellable + static. */
export function stockOf(rows: readonly StockRow[]) {
  const sum = (pick: (r: StockRow) => number) => rows.reduce((n, r) => n + pick(r), 0);
  const inStock = sum((r) => r.inStock);
  const oversellable = sum((r) => r.oversellable);
  const staticStock = sum((r) => r.static);
  const incoming =
    rows
      .map((r) => r.incoming)
      .filter((d): d is string => d !== null)
      .sort()[0] ?? null;
  return {
    inStock,
    oversellable,
    static: staticStock,
    totalStock: inStock + oversellable + staticStock,
    incoming,
  };
}

export type Stock = ReturnType<typeof stockOf>;
