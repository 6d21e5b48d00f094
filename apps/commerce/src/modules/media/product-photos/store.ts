import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { PhotoFile } from './photo.ts';

/**
 * Where product photos' files are kept, by the photo's key (ADR 79). A folder on this machine now;
 * an S3-compatible bucket later is another implementation of these three operations.
 */
export interface PhotoStore {
  /** Keeps a photo's files under `key`, all or none. */
  put(key: string, files: readonly PhotoFile[]): Promise<void>;
  /** One of a photo's files as a stream with its size, or null when there is none. */
  open(key: string, name: string): Promise<{ size: number; stream: () => Readable } | null>;
  /** Forgets a photo's files; a key with none is no error. */
  remove(key: string): Promise<void>;
}

const KEY = /^[0-9a-f]{32}$/;
const NAME = /^(original\.(jpg|png|webp)|\d{3,4}\.webp)$/;

/** A new photo's key: 128 random bits as 32 hex digits, never guessed and never reused. */
export const newPhotoKey = () => randomBytes(16).toString('hex');

/**
 * The photos in `folder`/product-photos/{key}/. A photo's files are written to a folder of their
 * own beside it and renamed into place, so a reader sees all of them or none; only names of the
 * forms above are ever joined to the path.
 */
export function folderPhotoStore(folder: string): PhotoStore {
  const root = join(folder, 'product-photos');
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new RangeError('Not a photo key');
    return join(root, key);
  };
  return {
    async put(key, files) {
      const target = pathOf(key);
      const staging = `${target}.${randomBytes(4).toString('hex')}.part`;
      await mkdir(staging, { recursive: true });
      try {
        for (const file of files) {
          if (!NAME.test(file.name)) throw new RangeError(`Not a photo file name: ${file.name}`);
          await writeFile(join(staging, file.name), file.bytes);
        }
        await rename(staging, target);
      } catch (error) {
        await rm(staging, { recursive: true, force: true });
        throw error;
      }
    },
    async open(key, name) {
      if (!KEY.test(key) || !NAME.test(name)) return null;
      const path = join(pathOf(key), name);
      try {
        const { size } = await stat(path);
        return { size, stream: () => createReadStream(path) };
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { recursive: true, force: true });
    },
  };
}
