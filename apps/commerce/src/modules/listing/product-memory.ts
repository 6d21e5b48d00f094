/**
 * Rows of products that only the seed writes (texts, images) or that every change of tells the
 * index (prices), remembered per product once a list has read them: a list then reads no product
 * rows but its stock. Up to `capacity` products are held, the one least recently read forgotten
 * first; `forget` drops a product at once, and a read that began before a forget keeps what it read
 * to itself, so an older read never covers a change.
 */
export interface ProductMemory<T> {
  /** Each product's row under `key` (a language and market, say), loading those not held. */
  read(
    productIds: readonly number[],
    key: string,
    load: (missing: number[]) => Promise<ReadonlyMap<number, T>>,
  ): Promise<Map<number, T>>;
  forget(productId: number): void;
}

export function productMemory<T>(capacity: number): ProductMemory<T> {
  const byProduct = new Map<number, Map<string, T>>();
  let forgets = 0;
  const hold = (productId: number, key: string, row: T) => {
    let held = byProduct.get(productId);
    if (!held) {
      if (byProduct.size >= capacity) byProduct.delete(byProduct.keys().next().value as number);
      held = new Map();
      byProduct.set(productId, held);
    }
    held.set(key, row);
  };
  return {
    async read(productIds, key, load) {
      const found = new Map<number, T>();
      const missing: number[] = [];
      for (const id of productIds) {
        const held = byProduct.get(id);
        const row = held?.get(key);
        if (held && row !== undefined) {
          // Read again: the most recent goes last; the least recent is forgotten from the front.
          byProduct.delete(id);
          byProduct.set(id, held);
          found.set(id, row);
        } else missing.push(id);
      }
      if (missing.length === 0) return found;
      const before = forgets;
      const loaded = await load(missing);
      for (const [id, row] of loaded) {
        found.set(id, row);
        if (forgets === before) hold(id, key, row);
      }
      return found;
    },
    forget(productId) {
      forgets++;
      byProduct.delete(productId);
    },
  };
}
