import type { CatalogRows } from './facet-index-load.ts';
import type { ProductSlots } from './facet-index-values.ts';

/** Every product (slot) in each sort order, ties broken by product id. */
export interface SortOrders {
  latest: Int32Array;
  mostSold: Int32Array;
  price: Map<number, Int32Array>;
  alphabetical: Map<string, Int32Array>;
}

const COLLATION: Record<string, string> = { sv: 'sv', da: 'da', en: 'en', fi: 'fi', nb: 'nb' };

/** Each slot's place among the product names of each language, in that language's collation. */
function nameRanks(nameRows: CatalogRows['nameRows'], { size, slotOf }: ProductSlots) {
  const namesByLanguage = new Map<string, { slot: number; name: string }[]>();
  for (const row of nameRows) {
    const slot = slotOf.get(row.productId);
    if (slot === undefined) continue;
    const list = namesByLanguage.get(row.languageCode) ?? [];
    list.push({ slot, name: row.name });
    namesByLanguage.set(row.languageCode, list);
  }
  const nameRank = new Map<string, Int32Array>();
  for (const [language, list] of namesByLanguage) {
    const collator = new Intl.Collator(COLLATION[language] ?? 'en', { numeric: true });
    list.sort((a, b) => collator.compare(a.name, b.name));
    const rank = new Int32Array(size).fill(size);
    list.forEach((entry, position) => {
      rank[entry.slot] = position;
    });
    nameRank.set(language, rank);
  }
  return nameRank;
}

export function sortOrders(
  rows: CatalogRows,
  slots: ProductSlots,
  priceIn: Map<number, Int32Array>,
): SortOrders {
  const { size, productIds } = slots;
  const createdAt = Float64Array.from(rows.productRows, (row) => row.createdAt.getTime());
  const soldCount = Int32Array.from(rows.productRows, (row) => row.soldCount);
  const bySlot = (compare: (a: number, b: number) => number) =>
    Int32Array.from({ length: size }, (_, slot) => slot).sort(compare);
  const id = (slot: number) => productIds[slot] as number;
  const at = (column: Int32Array | Float64Array, slot: number) => column[slot] as number;
  return {
    latest: bySlot((a, b) => at(createdAt, b) - at(createdAt, a) || id(b) - id(a)),
    mostSold: bySlot((a, b) => at(soldCount, b) - at(soldCount, a) || id(b) - id(a)),
    price: new Map(
      [...priceIn].map(([market, column]) => [
        market,
        bySlot((a, b) => at(column, a) - at(column, b) || id(a) - id(b)),
      ]),
    ),
    alphabetical: new Map(
      [...nameRanks(rows.nameRows, slots)].map(([language, rank]) => [
        language,
        bySlot((a, b) => at(rank, a) - at(rank, b) || id(a) - id(b)),
      ]),
    ),
  };
}
