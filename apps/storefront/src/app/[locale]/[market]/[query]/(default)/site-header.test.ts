import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '@/lib/config';

const css = readFileSync(new URL('./site-header.module.css', import.meta.url), 'utf8');

describe('the header layout', () => {
  // CSS cannot import the config, so the phone layout's media queries repeat its breakpoint.
  it('switches between phone and wide layout at the configured tablet breakpoint', () => {
    const queries = [...css.matchAll(/@media \(([a-z-]+): ([\d.]+)px\)/g)].map(([, feature, px]) => [
      feature,
      Number(px),
    ]);
    expect(queries).toEqual([
      ['min-width', BREAKPOINTS.tablet],
      ['max-width', BREAKPOINTS.tablet - 0.02],
    ]);
  });
});
