import { describe, expect, it } from 'vitest';
import { productMemory } from './product-memory.ts';

/** A loader that answers `row-{id}` and records which ids it was asked for. */
function loader(asked: number[][]) {
  return async (missing: number[]) => {
    asked.push(missing);
    return new Map(missing.map((id) => [id, `row-${id}`]));
  };
}

describe('productMemory', () => {
  it('loads only the products it does not hold under the key', async () => {
    const memory = productMemory<string>(10);
    const asked: number[][] = [];
    await memory.read([1, 2], 'sv|1', loader(asked));
    const rows = await memory.read([2, 3, 1], 'sv|1', loader(asked));
    await memory.read([1], 'en|1', loader(asked));
    expect([...rows]).toEqual([
      [2, 'row-2'],
      [1, 'row-1'],
      [3, 'row-3'],
    ]);
    expect(asked).toEqual([[1, 2], [3], [1]]);
  });

  it('reads a forgotten product again, and keeps nothing a read found while a forget happened', async () => {
    const memory = productMemory<string>(10);
    const asked: number[][] = [];
    await memory.read([1], 'k', loader(asked));
    memory.forget(1);
    let release = () => {};
    const slow = memory.read([1, 2], 'k', async (missing) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return loader(asked)(missing);
    });
    memory.forget(1);
    release();
    expect((await slow).get(1)).toBe('row-1');
    await memory.read([1, 2], 'k', loader(asked));
    expect(asked).toEqual([[1], [1, 2], [1, 2]]);
  });

  it('forgets the product read least recently when full', async () => {
    const memory = productMemory<string>(2);
    const asked: number[][] = [];
    await memory.read([1, 2], 'k', loader(asked));
    await memory.read([1], 'k', loader(asked));
    await memory.read([3], 'k', loader(asked));
    await memory.read([1, 2, 3], 'k', loader(asked));
    expect(asked).toEqual([[1, 2], [3], [2]]);
  });
});
