/**
 * Tags on cached catalog reads: `catalog` on every read, `product:{alias}` on what one product
 * page shows. The commerce API names the same tags when it expires data.
 */
export type CacheTag = 'catalog' | `product:${string}`;

export const productTag = (alias: string): CacheTag => `product:${alias}`;

export function isCacheTag(value: unknown): value is CacheTag {
  return typeof value === 'string' && (value === 'catalog' || /^product:[^\s]{1,200}$/.test(value));
}
