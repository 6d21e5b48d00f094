import { asc, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { brands, categories, countries, currencies, markets } from '#src/db/schema.ts';

/** What the desk's forms choose from: markets, currencies, the category tree and the brands. */
export async function marketingChoices(db: Database, languageCode: string) {
  const [marketRows, currencyRows, categoryRows, brandRows] = await Promise.all([
    db
      .select({ alias: markets.alias, currency: markets.currencyCode, country: countries.name })
      .from(markets)
      .innerJoin(countries, eq(countries.code, markets.countryCode))
      .orderBy(asc(markets.position), asc(markets.id)),
    db.select({ code: currencies.code }).from(currencies).orderBy(asc(currencies.code)),
    db
      .select({ id: categories.id, parentId: categories.parentId, name: categories.name })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id)),
    db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name)),
  ]);
  const nameOf = (name: Record<string, string>) => name[languageCode] ?? name.sv ?? '';
  // The tree in order: each category followed by those below it.
  const tree: { id: number; name: string; depth: number }[] = [];
  const below = (parentId: number | null, depth: number) => {
    for (const row of categoryRows) {
      if (row.parentId !== parentId || tree.some((c) => c.id === row.id)) continue;
      tree.push({ id: row.id, name: nameOf(row.name), depth });
      below(row.id, depth + 1);
    }
  };
  below(null, 0);
  return {
    markets: marketRows.map((m) => ({ alias: m.alias, currency: m.currency, name: nameOf(m.country) })),
    currencies: currencyRows.map((c) => c.code),
    categories: tree,
    brands: brandRows,
  };
}
