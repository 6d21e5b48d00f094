import DataLoader from 'dataloader';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import {
  type brands,
  campaignProducts,
  discountCampaigns,
  parameterGroups,
  parameters,
  productParameters,
  productTexts,
  skus,
} from '#src/db/schema.ts';
import { facetIndexOf } from '#src/modules/listing/index.ts';
import { type ImageRow, rememberedImages } from './remembered-products.ts';

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * Batch loaders for one request: each related table is read once per page of products. Categories
 * and brands come with the facet index, whose values they define; images from memory once read,
 * and a list primes its products' campaigns from the index (ADR 43).
 */
export function createCatalogLoaders(db: Database) {
  const byProduct = <T>(load: (ids: number[]) => Promise<T[]>, productId: (row: T) => number) =>
    new DataLoader<number, T[]>(async (ids) => {
      const groups = groupBy(await load([...ids]), productId);
      return ids.map((id) => groups.get(id) ?? []);
    });

  return {
    categories: async () => (await facetIndexOf(db)).categories,
    brands: async () => (await facetIndexOf(db)).brands,
    brand: new DataLoader<number, typeof brands.$inferSelect | undefined>(async (ids) => {
      const index = await facetIndexOf(db);
      return ids.map((id) => index.brands.get(id));
    }),
    skus: byProduct(
      (ids) =>
        db.select().from(skus).where(inArray(skus.productId, ids)).orderBy(asc(skus.position), asc(skus.id)),
      (row) => row.productId,
    ),
    images: new DataLoader<number, ImageRow[]>(async (ids) =>
      rememberedImages(db, await facetIndexOf(db), ids),
    ),
    campaigns: byProduct(
      (ids) => {
        const now = new Date();
        return db
          .select({ productId: campaignProducts.productId, campaign: discountCampaigns })
          .from(campaignProducts)
          .innerJoin(discountCampaigns, eq(discountCampaigns.id, campaignProducts.campaignId))
          .where(
            and(
              inArray(campaignProducts.productId, ids),
              lte(discountCampaigns.startsAt, now),
              or(isNull(discountCampaigns.endsAt), gt(discountCampaigns.endsAt, now)),
            ),
          );
      },
      (row) => row.productId,
    ),
    /** The aliases a product has in languages of their own (ADR 71). */
    languageAliases: byProduct(
      (ids) =>
        db
          .select({
            productId: productTexts.productId,
            languageCode: productTexts.languageCode,
            alias: productTexts.alias,
          })
          .from(productTexts)
          .where(and(inArray(productTexts.productId, ids), isNotNull(productTexts.alias)))
          .then((rows) => rows.map((row) => ({ ...row, alias: row.alias as string }))),
      (row) => row.productId,
    ),
    parameters: byProduct(
      (ids) =>
        db
          .select({
            productId: productParameters.productId,
            value: productParameters.value,
            show: productParameters.show,
            parameter: parameters,
            group: parameterGroups,
          })
          .from(productParameters)
          .innerJoin(parameters, eq(parameters.id, productParameters.parameterId))
          .innerJoin(parameterGroups, eq(parameterGroups.id, parameters.groupId))
          .where(inArray(productParameters.productId, ids))
          .orderBy(asc(parameterGroups.position), asc(parameters.id)),
      (row) => row.productId,
    ),
  };
}

export type CatalogLoaders = ReturnType<typeof createCatalogLoaders>;

declare module '#src/graphql/context.ts' {
  interface RequestContext {
    loaders: CatalogLoaders;
  }
}
