// Path patterns of the route table: parsed once, matched against a path's segments.

/**
 * A path pattern: literal segments, `:name` (one segment), `:name?` (an optional last segment),
 * `:name+` (one or more segments), `:name*` (any number) or `:name{1,3}` (one to three segments).
 */
export type Pattern = string;

export type RouteParams = Record<string, string | string[] | undefined>;

interface SegmentMatcher {
  name?: string;
  literal?: string;
  min: number;
  max: number;
}

function parsePattern(pattern: Pattern): SegmentMatcher[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const m = segment.match(/^:([a-zA-Z]+)(\?|\+|\*|\{(\d),(\d)\})?$/);
      if (!m) return { literal: segment, min: 1, max: 1 };
      const [, name, modifier, min, max] = m;
      if (modifier === '?') return { name, min: 0, max: 1 };
      if (modifier === '+') return { name, min: 1, max: Number.POSITIVE_INFINITY };
      if (modifier === '*') return { name, min: 0, max: Number.POSITIVE_INFINITY };
      if (min && max) return { name, min: Number(min), max: Number(max) };
      return { name, min: 1, max: 1 };
    });
}

/** The parameters of the segments the matchers accept (the last may take the rest), or null. */
export function matchSegments(matchers: SegmentMatcher[], segments: string[]): RouteParams | null {
  const params: RouteParams = {};
  let i = 0;
  for (const [index, m] of matchers.entries()) {
    if (m.literal !== undefined) {
      if (segments[i] !== m.literal) return null;
      i++;
      continue;
    }
    const isLast = index === matchers.length - 1;
    const take = isLast ? segments.length - i : 1;
    if (take < m.min || take > m.max) return null;
    const taken = segments.slice(i, i + take);
    params[m.name as string] = m.max > 1 ? taken : taken[0];
    i += take;
  }
  return i === segments.length ? params : null;
}

const compiled = new Map<string, SegmentMatcher[]>();

/** The pattern's segment matchers, parsed once. */
export function matchers(pattern: Pattern) {
  let m = compiled.get(pattern);
  if (!m) {
    m = parsePattern(pattern);
    compiled.set(pattern, m);
  }
  return m;
}
