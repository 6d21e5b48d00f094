import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseProductPhotoFile, productPhotoFile } from '@shop/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { folderPhotoStore, newPhotoKey } from './store.ts';

const folder = mkdtempSync(join(tmpdir(), 'photo-store-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the folder of product photos', () => {
  it('keeps a photo’s files under its key, all at once, and forgets them', async () => {
    const store = folderPhotoStore(folder);
    const key = newPhotoKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    await store.put(key, [
      { name: 'original.jpg', bytes: Buffer.from('original') },
      { name: '160.webp', bytes: Buffer.from('small') },
    ]);
    expect(readdirSync(join(folder, 'product-photos'))).toEqual([key]);
    const file = await store.open(key, '160.webp');
    expect(file?.size).toBe(5);
    expect(await store.open(key, '320.webp')).toBeNull();
    await store.remove(key);
    expect(existsSync(join(folder, 'product-photos', key))).toBe(false);
    await store.remove(key);
  });

  it('joins no other name or key to its path, and leaves nothing of a refused photo', async () => {
    const store = folderPhotoStore(folder);
    expect(await store.open('../../etc', 'passwd')).toBeNull();
    expect(await store.open(newPhotoKey(), '../original.jpg')).toBeNull();
    await expect(store.put('../x', [])).rejects.toThrow(RangeError);
    const key = newPhotoKey();
    await expect(store.put(key, [{ name: 'evil.sh', bytes: Buffer.from('') }])).rejects.toThrow(RangeError);
    expect(readdirSync(join(folder, 'product-photos')).filter((name) => name.startsWith(key))).toEqual([]);
  });

  it('names a photo’s copies at /images/products/ and reads the names back', () => {
    const key = 'ab'.repeat(16);
    expect(productPhotoFile(key)).toBe(`photo-${key}.webp`);
    expect(parseProductPhotoFile(productPhotoFile(key, 640))).toEqual({ key, width: 640 });
    expect(parseProductPhotoFile(`photo-${key}.webp`)).toEqual({ key, width: null });
    for (const name of [
      `photo-${key}-641.webp`,
      `photo-${key}.jpg`,
      `photo-${key.toUpperCase()}.webp`,
      'excavator-f2a900-2.svg',
    ]) {
      expect(parseProductPhotoFile(name)).toBeNull();
    }
  });
});
