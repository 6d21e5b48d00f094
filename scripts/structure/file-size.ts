// No source file over 400 lines of code: blank lines and lines that are only a comment do not count.
import { globSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const maxLinesOfCode = 400;

const sources = ['apps/**/*.{ts,tsx,js,mjs,cjs,css}', 'packages/**/*.{ts,tsx,js,mjs,cjs,css}'];
const others = ['{e2e,bench,scripts}/**/*.{ts,tsx,js,mjs,cjs}', '*.{ts,js,mjs,cjs}'];
const notSource = ['**/node_modules/**', '**/.next/**', '**/*.d.ts'];

// Data, not code: the demo catalog's product lines and the demo shop's text pages.
const dataFiles = ['apps/commerce/src/seed/assortment/*.ts', 'apps/commerce/src/seed/content/pages-*.ts'];

export function linesOfCode(text: string): number {
  return text.split('\n').filter((line) => !/^\s*($|\/\/|\/\*|\*)/.test(line)).length;
}

export function filesOverSize(root: string): { file: string; lines: number }[] {
  const entries = globSync([...sources, ...others], {
    cwd: root,
    exclude: [...notSource, ...dataFiles],
    withFileTypes: true,
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .map((file) => ({ file, lines: linesOfCode(readFileSync(join(root, file), 'utf8')) }))
    .filter(({ lines }) => lines > maxLinesOfCode)
    .sort((a, b) => b.lines - a.lines);
}
