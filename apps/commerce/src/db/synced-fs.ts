import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type Module = Parameters<NodeFS['init']>[1] & { FS: { filesystems: { NODEFS: unknown } } };

interface NodeFileSystem {
  stream_ops?: { fsync?: (stream: { nfd?: number; node: unknown }) => number };
  realPath(node: unknown): string;
  tryFSOperation<T>(operation: () => T): T;
}

function fsyncPath(path: string) {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * PGlite's folder on Node, where PostgreSQL's fsync() reaches the disk. Emscripten's Node file
 * system has no fsync of its own: PostgreSQL's fsync() calls returned at once and fdatasync() is
 * a no-op, so `fsync = on` alone synced nothing (ADR 44). Its stream operations get one here; the
 * write-ahead log is then flushed by fsync() (`wal_sync_method=fsync`, see client.ts).
 */
export class SyncedNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const installFsync = (mod: Module) => {
      const nodefs = mod.FS.filesystems.NODEFS as NodeFileSystem;
      if (!nodefs.stream_ops || typeof nodefs.realPath !== 'function') {
        throw new Error('PGlite changed its Node file system: the database could not sync to disk');
      }
      nodefs.stream_ops.fsync = (stream) =>
        nodefs.tryFSOperation(() => {
          // A file has its own descriptor; a folder (PostgreSQL syncs them after a rename) does not.
          if (stream.nfd !== undefined) fsyncSync(stream.nfd);
          else fsyncPath(nodefs.realPath(stream.node));
          return 0;
        });
    };
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [...(emscriptenOpts.preRun ?? []), installFsync as (mod: unknown) => void],
      },
    };
  }
}

/**
 * Syncs every file and folder under `folder` to disk, folders after what they hold: PGlite writes
 * a new database's files (its initdb) without syncing them, and PostgreSQL never syncs a file it
 * has not written itself.
 */
export function syncFolder(folder: string) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) syncFolder(path);
    else if (entry.isFile()) fsyncPath(path);
  }
  fsyncPath(folder);
}
