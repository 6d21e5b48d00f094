import type { Table } from 'drizzle-orm';
import {
  campaignProducts,
  documents,
  priceLog,
  prices,
  productImages,
  productParameters,
  products,
  productTexts,
  reviews,
  skus,
} from '#src/db/schema.ts';
import type { GeneratedProduct } from './generate.ts';

/** The tables a generated product fills, each with its rows of a product, in the order they load. */
export const productTables: [Table, (p: GeneratedProduct) => object[]][] = [
  [products, (p) => [p.product]],
  [productTexts, (p) => p.texts.map((t) => ({ productId: p.product.id, ...t }))],
  [skus, (p) => p.skus.map((s) => ({ productId: p.product.id, ...s }))],
  [prices, (p) => p.prices.map((r) => ({ productId: p.product.id, ...r }))],
  [priceLog, (p) => p.priceLog.map((r) => ({ productId: p.product.id, ...r }))],
  [productParameters, (p) => p.parameters.map((r) => ({ productId: p.product.id, ...r }))],
  [
    productImages,
    (p) => p.images.map((fileName, position) => ({ productId: p.product.id, position, fileName })),
  ],
  [campaignProducts, (p) => p.campaignIds.map((campaignId) => ({ campaignId, productId: p.product.id }))],
  // Seeded reviews stand for ones the shop has long shown: published, not waiting for staff.
  [reviews, (p) => p.reviews.map((r) => ({ productId: p.product.id, status: 'approved', ...r }))],
  [documents, (p) => p.documents.map((d) => ({ productId: p.product.id, ...d }))],
];
