// Figures that tell how tangled an app's imports are, read from a dependency-cruiser result:
// import circles, imports from one feature folder into another, and the longest chain of imports
// below a page.
import type { ICruiseResult } from 'dependency-cruiser';

export type ImportGraph = Map<string, string[]>;

/** The imports between the workspaces' own modules; `staticOnly` leaves out `import()`. */
export function localImportGraph(result: ICruiseResult, { staticOnly = false } = {}): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const module of result.modules) {
    if (!isLocal(module.source)) continue;
    const targets = module.dependencies
      .filter((dependency) => !(staticOnly && dependency.dynamic))
      .map((dependency) => dependency.resolved)
      .filter(isLocal);
    graph.set(module.source, [...new Set(targets)]);
  }
  return graph;
}

function isLocal(path: string): boolean {
  return /^(apps|packages)\//.test(path) && !path.includes('node_modules/');
}

/** Groups of modules that reach each other through imports (Tarjan's strongly connected components). */
export function importCircles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];

  const visit = (module: string) => {
    index.set(module, index.size);
    lowLink.set(module, index.get(module) ?? 0);
    stack.push(module);
    onStack.add(module);
    for (const target of graph.get(module) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowLink.set(module, Math.min(lowLink.get(module) ?? 0, lowLink.get(target) ?? 0));
      } else if (onStack.has(target)) {
        lowLink.set(module, Math.min(lowLink.get(module) ?? 0, index.get(target) ?? 0));
      }
    }
    if (lowLink.get(module) !== index.get(module)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== module);
    if (component.length > 1 || graph.get(module)?.includes(module)) circles.push(component.sort());
  };

  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return circles;
}

const featurePath = /^(apps\/[^/]+\/src)\/features\/([^/]+)\//;

/** Imports from one feature folder into another; those into `besides` (e.g. a kernel) not counted. */
export function crossFeatureImports(graph: ImportGraph, besides: readonly string[] = []) {
  const features = new Set<string>();
  const pairs = new Set<string>();
  const importing = new Set<string>();
  let edges = 0;
  for (const [from, targets] of graph) {
    const source = featurePath.exec(from);
    if (!source) continue;
    features.add(source[2] ?? '');
    for (const to of targets) {
      const target = featurePath.exec(to);
      if (!target || target[1] !== source[1] || target[2] === source[2]) continue;
      if (besides.includes(target[2] ?? '')) continue;
      edges += 1;
      pairs.add(`${source[2]} -> ${target[2]}`);
      importing.add(source[2] ?? '');
    }
  }
  return { features: features.size, importing: [...importing].sort(), pairs: [...pairs].sort(), edges };
}

/**
 * The most modules a chain of imports passes through from a page (`app/**\/page.tsx`) down, the page
 * counted as level 1. A circle is one level, since a chain cannot be longer than the modules it visits.
 */
export function deepestPageChain(graph: ImportGraph, circles: string[][]) {
  const knot = new Map<string, string>();
  for (const circle of circles) for (const member of circle) knot.set(member, circle[0] ?? member);
  const node = (module: string) => knot.get(module) ?? module;

  const condensed = new Map<string, Set<string>>();
  for (const [from, targets] of graph) {
    const next = condensed.get(node(from)) ?? new Set<string>();
    for (const to of targets) if (node(to) !== node(from)) next.add(node(to));
    condensed.set(node(from), next);
  }

  const depth = new Map<string, { levels: number; below?: string }>();
  const levelsFrom = (start: string): number => {
    const known = depth.get(start);
    if (known) return known.levels;
    let best: { levels: number; below?: string } = { levels: 1 };
    for (const target of condensed.get(start) ?? []) {
      const levels = levelsFrom(target) + 1;
      if (levels > best.levels) best = { levels, below: target };
    }
    depth.set(start, best);
    return best.levels;
  };

  const pages = [...graph.keys()].filter((module) => /\/src\/app\/(.*\/)?page\.tsx$/.test(module));
  let deepest = { levels: 0, chain: [] as string[] };
  for (const page of pages) {
    const levels = levelsFrom(node(page));
    if (levels <= deepest.levels) continue;
    const chain = [page];
    for (let step = depth.get(node(page))?.below; step; step = depth.get(step)?.below) chain.push(step);
    deepest = { levels, chain };
  }
  return deepest;
}
