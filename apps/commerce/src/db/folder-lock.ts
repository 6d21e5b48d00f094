import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Beside PGlite's own postmaster.pid, whose pid (-42) names no process. */
const LOCK_FILE = 'commerce.pid';

export class FolderInUseError extends Error {
  readonly pid: number;
  constructor(folder: string, pid: number) {
    super(
      `The database folder ${folder} is open by process ${pid} (a running shop or seed): stop it first. ` +
        `If no such process runs, remove ${join(folder, LOCK_FILE)}.`,
    );
    this.name = 'FolderInUseError';
    this.pid = pid;
  }
}

/** Changes when the machine starts again: a lock written before a power cut names no process. */
function bootId(): string {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return '';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(folder: string): string | undefined {
  try {
    return readFileSync(join(folder, LOCK_FILE), 'utf8');
  } catch {
    return undefined;
  }
}

/** The running process that has the PGlite folder open, if any (this one included). */
export function folderHolder(folder: string): number | undefined {
  const [pid, boot] = (readLock(folder) ?? '').split('\n');
  const holder = Number(pid);
  if (!Number.isInteger(holder) || holder <= 0 || boot !== bootId()) return undefined;
  return isRunning(holder) ? holder : undefined;
}

/**
 * Marks a PGlite folder as open by this process, until the answered release is called. Throws
 * FolderInUseError while a running process holds it: two processes writing one folder corrupt it.
 * A lock left by a process that ended without closing (killed, or a power cut) is taken over.
 */
export function lockFolder(folder: string): () => void {
  const path = join(folder, LOCK_FILE);
  const text = `${process.pid}\n${bootId()}\n`;
  // Written whole beside it, then linked into place: no one reads a half-written lock.
  const draft = `${path}.${process.pid}`;
  writeFileSync(draft, text);
  try {
    for (;;) {
      try {
        linkSync(draft, path);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = folderHolder(folder);
        if (holder !== undefined) throw new FolderInUseError(folder, holder);
        rmSync(path, { force: true });
      }
    }
  } finally {
    rmSync(draft, { force: true });
  }
  return () => {
    if (readLock(folder) === text) rmSync(path, { force: true });
  };
}
