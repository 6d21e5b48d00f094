// The structure gate (npm run verify): the rules of .dependency-cruiser.cjs in every app and
// package, each cruised with its own tsconfig so that its `@/` resolves to itself; no source file
// over 400 lines of code; knip (knip.config.ts); and the figures that tell how tangled the imports
// are. `node scripts/verify.ts --figures` prints the figures only and never fails.
import { spawnSync } from 'node:child_process';
import { existsSync, globSync } from 'node:fs';
import { resolve } from 'node:path';
import { cruise, format, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { filesOverSize, maxLinesOfCode } from './structure/file-size.ts';
import {
  crossFeatureImports,
  deepestPageChain,
  importCircles,
  localImportGraph,
} from './structure/import-figures.ts';

const root = resolve(import.meta.dirname, '..');
process.chdir(root);
const figuresOnly = process.argv.includes('--figures');
// The feature every other may import, as .dependency-cruiser.cjs names it.
const kernel = 'shop';

const workspaces = globSync('{apps,packages}/*/tsconfig.json').map((tsconfig) => tsconfig.slice(0, -14));
const rules = await extractDepcruiseOptions('./.dependency-cruiser.cjs');

let failed = false;
for (const workspace of workspaces.sort()) {
  const tsConfig = `${workspace}/tsconfig.json`;
  const folders = ['src', 'test'].map((folder) => `${workspace}/${folder}`).filter(existsSync);
  const { output } = await cruise(
    folders,
    { ...rules, tsConfig: { fileName: tsConfig } },
    {},
    { tsConfig: extractTSConfig(tsConfig) },
  );
  const result = output as ICruiseResult;
  printFigures(workspace, result);
  if (figuresOnly || result.summary.error === 0) continue;
  failed = true;
  console.error((await format(result, { outputType: 'err' })).output);
}

const oversize = filesOverSize(root);
console.log(`source files over ${maxLinesOfCode} lines of code: ${oversize.length}`);
for (const { file, lines } of oversize) console.log(`  ${file}: ${lines}`);
if (oversize.length > 0 && !figuresOnly) failed = true;

if (!figuresOnly) {
  const knip = spawnSync('node_modules/.bin/knip', ['--no-progress'], { stdio: 'inherit' });
  if (knip.status !== 0) failed = true;
}

process.exitCode = failed ? 1 : 0;

function printFigures(workspace: string, result: ICruiseResult) {
  const graph = localImportGraph(result);
  const circles = importCircles(graph);
  console.log(`${workspace}: ${graph.size} modules, ${circles.length} import circles`);
  for (const circle of circles) console.log(`  circle of ${circle.length}: ${circle.join(', ')}`);
  const all = crossFeatureImports(graph);
  if (all.features === 0) return;
  const besidesKernel = crossFeatureImports(graph, [kernel]);
  for (const [what, features] of [
    ['cross-feature imports', all],
    [`besides those into the kernel (features/${kernel})`, besidesKernel],
  ] as const) {
    console.log(
      `  ${what}: ${features.edges} (${features.pairs.length} feature pairs); ` +
        `${features.importing.length} of ${features.features} feature folders import another` +
        (features.importing.length > 0 ? ` (${features.importing.join(', ')})` : ''),
    );
  }
  const deepest = deepestPageChain(graph, circles);
  const staticGraph = localImportGraph(result, { staticOnly: true });
  const deepestStatic = deepestPageChain(staticGraph, importCircles(staticGraph));
  console.log(
    `  deepest import chain below a page: ${deepest.levels} levels ` +
      `(${deepestStatic.levels} by static imports alone)`,
  );
  for (const module of deepest.chain) console.log(`    ${module.slice(workspace.length + 1)}`);
}
