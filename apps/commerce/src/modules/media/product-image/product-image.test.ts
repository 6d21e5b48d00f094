import { describe, expect, it } from 'vitest';
import type { ImageKind, ProductImageSpec } from './index.ts';
import { IMAGE_KINDS, parseProductImageFileName, productImageFileName, renderProductImage } from './index.ts';

const COLORS = ['#f2a900', '#c8102e', '#1f2328', '#f4f4f2'];

function allSpecs(): ProductImageSpec[] {
  const specs: ProductImageSpec[] = [];
  IMAGE_KINDS.forEach((kind, i) => {
    for (let variant = 0; variant <= 3; variant++) {
      const color = COLORS[(i + variant) % COLORS.length] ?? '#f2a900';
      specs.push({ kind, color, variant }, { kind, color, variant, label: 'MG 25' });
    }
  });
  return specs;
}

/** Rough well-formedness: every opened element is closed, in order. */
function tagsBalanced(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^<>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (name) {
      stack.push(name);
    }
  }
  return stack.length === 0;
}

describe('IMAGE_KINDS', () => {
  it('lists every kind once', () => {
    expect(IMAGE_KINDS).toHaveLength(32);
    expect(new Set(IMAGE_KINDS).size).toBe(IMAGE_KINDS.length);
  });
});

describe('renderProductImage', () => {
  it.each(IMAGE_KINDS.map((kind) => [kind]))('renders %s as a standalone SVG document', (kind) => {
    for (let variant = 0; variant <= 3; variant++) {
      const svg = renderProductImage({ kind, color: '#f2a900', variant, label: 'MG 25' });
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).toContain('viewBox="0 0 800 800"');
      expect(svg).toContain('width="800"');
      expect(svg).toContain('height="800"');
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg.split('<').length).toBe(svg.split('>').length);
      expect(tagsBalanced(svg)).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined|Infinity|null/);
      // More than a background and a shadow: an actual drawing.
      expect(svg.match(/<(path|rect|circle|ellipse)\b/g)?.length ?? 0).toBeGreaterThan(8);
    }
  });

  it('is deterministic', () => {
    for (const spec of allSpecs()) {
      expect(renderProductImage({ ...spec })).toBe(renderProductImage({ ...spec }));
    }
  });

  it('stays below 12 kB for every kind, variant and label', () => {
    for (const spec of allSpecs()) {
      const svg = renderProductImage({ ...spec, label: spec.label && 'WWWWWWWWWWWWWWWWWWWWWWWW' });
      expect(Buffer.byteLength(svg), `${spec.kind}/${spec.variant}`).toBeLessThan(12 * 1024);
    }
  });

  it('derives shades from the body colour', () => {
    const svg = renderProductImage({ kind: 'excavator', color: '#f2a900', variant: 0 });
    expect(svg).toContain('#f2a900');
    const other = renderProductImage({ kind: 'excavator', color: '#1565c0', variant: 0 });
    expect(other).toContain('#1565c0');
    expect(other).not.toContain('#f2a900');
  });

  it('varies with the variant (mirror, proportions, background)', () => {
    const renders = [0, 1, 2, 3].map((variant) =>
      renderProductImage({ kind: 'dumper', color: '#2e7d32', variant }),
    );
    expect(new Set(renders).size).toBe(4);
    expect(renders[1]).toContain('scale(-1 1)');
    expect(renders[0]).not.toContain('scale(-1');
  });

  it('prints the label and escapes it for XML', () => {
    const plain = renderProductImage({ kind: 'oil', color: '#c8102e', variant: 0, label: 'MG 25' });
    expect(plain).toContain('>MG 25</text>');
    const nasty = renderProductImage({
      kind: 'battery',
      color: '#c8102e',
      variant: 1,
      label: '<b>&"x\'</b>',
    });
    expect(nasty).not.toContain('<b>');
    expect(nasty).toContain('&#60;B&#62;&#38;&#34;X&#39;&#60;/B&#62;');
    expect(tagsBalanced(nasty)).toBe(true);
    expect(renderProductImage({ kind: 'oil', color: '#c8102e', variant: 0 })).not.toContain('<text');
  });

  it('accepts short and upper-case hex colours', () => {
    const a = renderProductImage({ kind: 'tyre', color: '#FA0', variant: 0 });
    const b = renderProductImage({ kind: 'tyre', color: '#ffaa00', variant: 0 });
    expect(a).toBe(b);
  });

  it('rejects invalid specs', () => {
    expect(() => renderProductImage({ kind: 'rocket' as ImageKind, color: '#f2a900', variant: 0 })).toThrow(
      RangeError,
    );
    expect(() => renderProductImage({ kind: 'excavator', color: 'orange', variant: 0 })).toThrow(RangeError);
    expect(() => renderProductImage({ kind: 'excavator', color: '#f2a900', variant: 4 })).toThrow(RangeError);
    expect(() => renderProductImage({ kind: 'excavator', color: '#f2a900', variant: 1.5 })).toThrow(
      RangeError,
    );
  });
});

describe('product image file names', () => {
  it('encodes specs as in the examples', () => {
    expect(productImageFileName({ kind: 'excavator', color: '#f2a900', variant: 2 })).toBe(
      'excavator-f2a900-2.svg',
    );
    expect(productImageFileName({ kind: 'excavator', color: '#F2A900', variant: 2, label: 'MG 25' })).toBe(
      'excavator-f2a900-2-mg-25.svg',
    );
    expect(
      productImageFileName({ kind: 'wheel-loader', color: '#c8102e', variant: 0, label: '  Ünï  Pro/300 ' }),
    ).toBe('wheel-loader-c8102e-0-uni-pro-300.svg');
    expect(productImageFileName({ kind: 'oil', color: '#c8102e', variant: 0, label: '***' })).toBe(
      'oil-c8102e-0.svg',
    );
  });

  it('round-trips every kind and variant', () => {
    for (const spec of allSpecs()) {
      const name = productImageFileName(spec);
      expect(name).toMatch(/^[a-z0-9-]+\.svg$/);
      const parsed = parseProductImageFileName(name);
      expect(parsed, name).toEqual(spec);
      expect(productImageFileName(parsed as ProductImageSpec)).toBe(name);
      expect(renderProductImage(parsed as ProductImageSpec)).toBe(renderProductImage(spec));
    }
  });

  it('decodes labels upper-cased', () => {
    expect(parseProductImageFileName('excavator-f2a900-2-mg-25.svg')).toEqual({
      kind: 'excavator',
      color: '#f2a900',
      variant: 2,
      label: 'MG 25',
    });
    expect(parseProductImageFileName('ride-on-mower-2e7d32-3.svg')).toEqual({
      kind: 'ride-on-mower',
      color: '#2e7d32',
      variant: 3,
    });
  });

  it.each([
    '../x.svg',
    'excavator-zzzzzz-1.svg',
    'excavator-f2a900-9.svg',
    'foo-f2a900-1.svg',
    'excavator-f2a900-1.png',
    'excavator-f2a900-1',
    'excavator-f2a900-1.svg.png',
    'excavator-F2A900-1.svg',
    'excavator-f2a90-1.svg',
    'excavator-f2a900-1-.svg',
    'excavator-f2a900-1-mg--25.svg',
    'excavator-f2a900-1-MG-25.svg',
    'excavator-f2a900-1-mg 25.svg',
    '../excavator-f2a900-1.svg',
    'img/excavator-f2a900-1.svg',
    'excavator-f2a900-1\\..svg',
    'excavator-f2a900--1.svg',
    'excavator--f2a900-1.svg',
    '-f2a900-1.svg',
    '',
    `excavator-f2a900-1-${'a'.repeat(41)}.svg`,
  ])('rejects %j', (name) => {
    expect(parseProductImageFileName(name)).toBeNull();
  });

  it('refuses to encode invalid specs', () => {
    expect(() => productImageFileName({ kind: 'excavator', color: 'zzzzzz', variant: 1 })).toThrow(
      RangeError,
    );
    expect(() => productImageFileName({ kind: 'excavator', color: '#f2a900', variant: -1 })).toThrow(
      RangeError,
    );
  });
});
