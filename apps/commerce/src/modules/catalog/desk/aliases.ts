import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { productFormerAliases, products, productTexts } from '#src/db/schema.ts';

/**
 * The aliases among `aliases` that another product than `productId` answers to: as its own
 * alias, its alias in any language or a former one. The shop finds a product by any of these
 * (ADR 71), so two products sharing one would make an address lead to either.
 */
export async function aliasesTaken(
  tx: Transaction,
  productId: number,
  aliases: readonly (string | null)[],
): Promise<Set<string>> {
  const asked = [...new Set(aliases.filter((a): a is string => Boolean(a)))];
  if (asked.length === 0) return new Set();
  const [own, inLanguages, former] = await Promise.all([
    tx
      .select({ alias: products.alias })
      .from(products)
      .where(and(inArray(products.alias, asked), ne(products.id, productId))),
    tx
      .select({ alias: productTexts.alias })
      .from(productTexts)
      .where(and(inArray(productTexts.alias, asked), ne(productTexts.productId, productId))),
    tx
      .select({ alias: productFormerAliases.alias })
      .from(productFormerAliases)
      .where(and(inArray(productFormerAliases.alias, asked), ne(productFormerAliases.productId, productId))),
  ]);
  return new Set([...own, ...inLanguages, ...former].flatMap((row) => (row.alias ? [row.alias] : [])));
}

/**
 * After a change of aliases: those the product had and has no longer become former aliases,
 * which the shop answers with the product and its address now (the storefront redirects there);
 * a former alias the product has again is one of its own once more.
 */
export async function keepFormerAliases(
  tx: Transaction,
  productId: number,
  had: readonly (string | null)[],
  has: readonly (string | null)[],
) {
  const now = new Set(has.filter((a): a is string => Boolean(a)));
  const gone = [...new Set(had.filter((a): a is string => Boolean(a) && !now.has(a as string)))];
  if (gone.length > 0) {
    await tx
      .insert(productFormerAliases)
      .values(gone.map((alias) => ({ alias, productId })))
      .onConflictDoNothing();
  }
  if (now.size > 0) {
    await tx
      .delete(productFormerAliases)
      .where(
        and(eq(productFormerAliases.productId, productId), inArray(productFormerAliases.alias, [...now])),
      );
  }
}
