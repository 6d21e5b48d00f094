import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The project's patches to Next (ADR 18: one Location per redirect, a cached page's ETag and bytes
 * worked out once, a segment prefetch without the page's preload hints; ADR 34: the peer's address
 * from the socket), as patch-package applies them on install. Each hunk's lines as they read once applied must stand, in order, in the installed file.
 */
const patchesDir = fileURLToPath(new URL('../../../../patches/', import.meta.url));
const nextDir = dirname(createRequire(import.meta.url).resolve('next/package.json'));

interface Hunk {
  file: string;
  header: string;
  patched: string;
}

function hunksOf(patch: string): Hunk[] {
  const hunks: Hunk[] = [];
  let file = '';
  let current: { header: string; lines: string[] } | null = null;
  const close = () => {
    if (current) hunks.push({ file, header: current.header, patched: current.lines.join('\n') });
    current = null;
  };
  for (const line of patch.split('\n')) {
    const diff = /^diff --git a\/node_modules\/next\/(\S+) /.exec(line);
    if (diff?.[1]) {
      close();
      file = diff[1];
    } else if (line.startsWith('@@')) {
      close();
      current = { header: line, lines: [] };
    } else if (current && (line.startsWith(' ') || line.startsWith('+'))) {
      current.lines.push(line.slice(1));
    } else if (current && !line.startsWith('-') && !line.startsWith('\\')) {
      close();
    }
  }
  close();
  return hunks;
}

const patchFiles = readdirSync(patchesDir).filter((name) => name.startsWith('next+'));
const installedVersion = JSON.parse(readFileSync(join(nextDir, 'package.json'), 'utf8')).version;

describe('the installed Next', () => {
  it('is the version the patch was made for', () => {
    expect(patchFiles).toEqual([`next+${installedVersion}.patch`]);
  });

  const hunks = patchFiles.flatMap((name) => hunksOf(readFileSync(join(patchesDir, name), 'utf8')));

  it('is patched in the files the patch names', () => {
    expect(new Set(hunks.map((hunk) => hunk.file))).toEqual(
      new Set([
        'dist/build/templates/app-page-runtime.js',
        'dist/esm/build/templates/app-page-runtime.js',
        'dist/server/lib/router-server.js',
        'dist/esm/server/lib/router-server.js',
        'dist/server/send-payload.js',
        'dist/esm/server/send-payload.js',
      ]),
    );
  });

  it.each(hunks.map((hunk) => [`${hunk.file} ${hunk.header}`, hunk] as const))('carries %s', (_, hunk) => {
    // A boolean, not toContain: the message names the hunk instead of printing the whole file.
    const applied = readFileSync(join(nextDir, hunk.file), 'utf8').includes(hunk.patched);
    expect(applied, `node_modules/next/${hunk.file} lacks the hunk ${hunk.header}`).toBe(true);
  });
});
