import type { FacetIndex } from './facet-index.ts';
import { type ProductMemory, productMemory } from './product-memory.ts';

interface Forgetting {
  forgetProduct(index: FacetIndex, productId: number): void;
  forgetEveryRow(index: FacetIndex, productId: number): void;
  forgetAll(index: FacetIndex): void;
}

/** Every memory held with an index, so that price changes reach them without knowing their rows. */
const memories: Forgetting[] = [];

/**
 * A memory of product rows held with the facet index (ADR 43): a rebuilt index starts with nothing
 * remembered. A price change forgets the product's rows when they hold its price (`priced`); after
 * changes this instance may have missed, every row is forgotten.
 */
export function indexMemory<T>(capacity: number, { priced }: { priced: boolean }) {
  const held = new WeakMap<FacetIndex, ProductMemory<T>>();
  memories.push({
    forgetProduct: (index, productId) => {
      if (priced) held.get(index)?.forget(productId);
    },
    forgetEveryRow: (index, productId) => held.get(index)?.forget(productId),
    forgetAll: (index) => held.delete(index),
  });
  return (index: FacetIndex): ProductMemory<T> => {
    let memory = held.get(index);
    if (!memory) {
      memory = productMemory<T>(capacity);
      held.set(index, memory);
    }
    return memory;
  };
}

/** After a change to a product's price: its priced rows are read again on their next list. */
export function forgetRememberedProduct(index: FacetIndex, productId: number) {
  for (const memory of memories) memory.forgetProduct(index, productId);
}

/** After a change at the catalog desk (texts, images, its being shown): all its rows are read again. */
export function forgetProductRows(index: FacetIndex, productId: number) {
  for (const memory of memories) memory.forgetEveryRow(index, productId);
}

/** After changes this instance may have missed: every product's rows are read again. */
export function forgetRememberedProducts(index: FacetIndex) {
  for (const memory of memories) memory.forgetAll(index);
}
