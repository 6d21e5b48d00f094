import { luminance, shade } from './colour.ts';
import type { Ctx } from './drawing.ts';
import { DRAW } from './kinds/index.ts';
import { type ProductImageSpec, type ValidSpec, validate } from './spec.ts';
import { at, el, ellipse, escapeXml, group, rect } from './svg.ts';

/** Every product image is drawn this many pixels wide and high. */
export const PRODUCT_IMAGE_SIZE = 800;
const SIZE = PRODUCT_IMAGE_SIZE;
const GROUND = 620;

const BACKGROUND_TINTS = ['#e6e9ec', '#ece8e2', '#e2e8ec', '#e7eae3'] as const;

function stops(colors: readonly (readonly [number, string])[]): string {
  return colors.map(([offset, color]) => el('stop', { offset, 'stop-color': color })).join('');
}

function linear(id: string, horizontal: boolean, colors: readonly (readonly [number, string])[]): string {
  return el('linearGradient', { id, x2: horizontal ? 1 : 0, y2: horizontal ? 0 : 1 }, stops(colors));
}

function defs(c: Ctx): string {
  return el(
    'defs',
    {},
    [
      el(
        'radialGradient',
        { id: 'bg', cx: 0.5, cy: 0.42, r: 0.75 },
        stops([
          [0, '#ffffff'],
          [0.55, '#f6f7f8'],
          [1, BACKGROUND_TINTS[c.variant] ?? '#e6e9ec'],
        ]),
      ),
      el(
        'radialGradient',
        { id: 'sh' },
        `${el('stop', { offset: 0, 'stop-color': '#000', 'stop-opacity': 0.34 })}${el('stop', { offset: 1, 'stop-color': '#000', 'stop-opacity': 0 })}`,
      ),
      linear('b', false, [
        [0, c.light],
        [0.45, c.base],
        [1, c.dark],
      ]),
      linear('bh', true, [
        [0, c.dark],
        [0.3, c.light],
        [0.65, c.base],
        [1, c.deep],
      ]),
      linear('m', false, [
        [0, '#f3f5f7'],
        [0.5, '#b7bdc3'],
        [1, '#7b838b'],
      ]),
      linear('mh', true, [
        [0, '#7b838b'],
        [0.35, '#eef1f3'],
        [1, '#868e96'],
      ]),
      linear('g', false, [
        [0, '#d9edf7'],
        [0.5, '#8fb3c7'],
        [1, '#4f6f82'],
      ]),
      linear('k', false, [
        [0, '#4a5056'],
        [1, '#1d2024'],
      ]),
      el(
        'pattern',
        { id: 'mesh', width: 8, height: 8, patternUnits: 'userSpaceOnUse' },
        rect(0, 0, 8, 8, '#2b2f33') + rect(1.5, 1.5, 5, 5, '#8d949b'),
      ),
    ].join(''),
  );
}

function makeContext(spec: ValidSpec): Ctx {
  const base = spec.color;
  const lum = luminance(base);
  const flip = spec.variant % 2 === 1;
  const ink = lum > 0.55 ? '#1f2428' : '#ffffff';
  const alt = spec.variant >= 2;
  return {
    base,
    light: shade(base, 0.32),
    dark: shade(base, -0.28),
    deep: shade(base, -0.5),
    accent: alt ? (lum > 0.45 ? '#2d3136' : '#f1f1ee') : shade(base, lum > 0.25 ? -0.45 : 0.45),
    ink,
    variant: spec.variant,
    label(x, y, w, size, rot = 0, fill = ink) {
      const text = spec.label;
      if (!text) return '';
      const fitted = Math.min(size, w / (text.length * 0.64));
      return el(
        'text',
        {
          transform: `${at(x, y, rot)}${flip ? ' scale(-1 1)' : ''}`,
          'font-family': 'Arial,Helvetica,sans-serif',
          'font-size': fitted,
          'font-weight': 700,
          'letter-spacing': 0.5,
          'text-anchor': 'middle',
          dy: '.35em',
          fill,
          stroke: 'none',
          'fill-opacity': 0.9,
        },
        escapeXml(text.toUpperCase()),
      );
    },
  };
}

/**
 * A complete standalone SVG document (800×800): light neutral background, soft
 * ground shadow and the product centred. Deterministic: same spec, same string.
 * Throws RangeError for an unknown kind, a non-hex colour or a variant outside 0..3.
 */
export function renderProductImage(spec: ProductImageSpec): string {
  const valid = validate(spec);
  const c = makeContext(valid);
  const art = DRAW[valid.kind](c);
  const alt = valid.variant >= 2;
  const sx = art.scale * (alt ? 1.04 : 1) * (valid.variant % 2 === 1 ? -1 : 1);
  const sy = art.scale * (alt ? 0.97 : 1);
  const outline = shade(valid.color, -0.62);
  const shadowRx = art.shadow * art.scale;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">`,
    defs(c),
    rect(0, 0, SIZE, SIZE, 'url(#bg)'),
    ellipse(400, GROUND + 6, shadowRx, Math.max(18, shadowRx * 0.09), 'url(#sh)'),
    group(art.art, {
      transform: `translate(400 ${GROUND}) scale(${Math.round(sx * 100) / 100} ${Math.round(sy * 100) / 100}) translate(${art.dx - 400} ${art.dy - GROUND})`,
      stroke: outline,
      'stroke-width': 2.5,
      'stroke-linejoin': 'round',
    }),
    '</svg>',
  ].join('');
}
