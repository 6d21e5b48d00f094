import { BODY, type Ctx, GLASS, INK, METAL, STEEL, TYRE } from './drawing.ts';
import { at, circle, d, group, line, num, path, polar, rect } from './svg.ts';

/** White gloss strip along an arc, for curved bodies and tyres. */
export function gloss(cx: number, cy: number, r: number, from: number, to: number, width: number): string {
  const [x1, y1] = polar(cx, cy, r, from);
  const [x2, y2] = polar(cx, cy, r, to);
  return line(d`M${x1} ${y1}A${r} ${r} 0 0 1 ${x2} ${y2}`, '#fff', width, {
    'stroke-opacity': 0.3,
    'stroke-linecap': 'round',
  });
}

/** A ring segment between radii r1 < r2 from angle a0 to a1 (degrees, clockwise): fenders, guards. */
export function arcBand(
  cx: number,
  cy: number,
  r1: number,
  r2: number,
  a0: number,
  a1: number,
  fill: string,
): string {
  const [ox1, oy1] = polar(cx, cy, r2, a0);
  const [ox2, oy2] = polar(cx, cy, r2, a1);
  const [ix2, iy2] = polar(cx, cy, r1, a1);
  const [ix1, iy1] = polar(cx, cy, r1, a0);
  const large = a1 - a0 > 180 ? 1 : 0;
  return path(
    d`M${ox1} ${oy1}A${r2} ${r2} 0 ${large} 1 ${ox2} ${oy2}L${ix2} ${iy2}A${r1} ${r1} 0 ${large} 0 ${ix1} ${iy1}Z`,
    fill,
  );
}

/** Evenly spaced round dots on a circle (bolts, rivets). */
export function dotRing(
  cx: number,
  cy: number,
  r: number,
  count: number,
  size: number,
  color: string,
): string {
  const gap = (2 * Math.PI * r) / count;
  return circle(cx, cy, r, 'none', {
    stroke: color,
    'stroke-width': size,
    'stroke-dasharray': `0 ${num(gap)}`,
    'stroke-linecap': 'round',
  });
}

export function wheel(cx: number, cy: number, r: number, hub: string = METAL): string {
  return [
    circle(cx, cy, r, TYRE),
    circle(cx, cy, r * 0.88, 'none', {
      stroke: '#3c4248',
      'stroke-width': r * 0.16,
      'stroke-dasharray': `${num(r * 0.17)} ${num(r * 0.12)}`,
    }),
    circle(cx, cy, r * 0.64, '#181b1e', { stroke: 'none' }),
    circle(cx, cy, r * 0.56, hub),
    circle(cx, cy, r * 0.4, '#000', { 'fill-opacity': 0.14, stroke: 'none' }),
    dotRing(cx, cy, r * 0.28, 6, r * 0.07, '#e4e7ea'),
    circle(cx, cy, r * 0.14, METAL),
    gloss(cx, cy, r * 0.8, 200, 285, r * 0.07),
  ].join('');
}

/** Crawler track with idlers, sprocket, rollers and grousers. */
export function track(x: number, y: number, w: number, h: number): string {
  const r = h / 2;
  const rollers: string[] = [];
  const n = Math.max(2, Math.round((w - h) / (h * 0.7)));
  for (let i = 1; i < n; i++)
    rollers.push(circle(x + r + ((w - h) * i) / n, y + h * 0.68, h * 0.13, '#8a9096'));
  return [
    rect(x, y, w, h, TYRE, r),
    rect(x + 3, y + 3, w - 6, h - 6, 'none', r - 3, {
      stroke: '#121416',
      'stroke-width': 7,
      'stroke-dasharray': '10 7',
    }),
    rect(x + h * 0.2, y + h * 0.22, w - h * 0.4, h * 0.56, '#3d4349', h * 0.28),
    circle(x + r, y + r, r * 0.6, METAL),
    circle(x + r, y + r, r * 0.2, STEEL),
    circle(x + w - r, y + r, r * 0.64, '#4b5258'),
    dotRing(x + w - r, y + r, r * 0.5, 9, r * 0.18, '#9aa1a8'),
    circle(x + w - r, y + r, r * 0.22, METAL),
    ...rollers,
  ].join('');
}

/** Operator cab with a slanted front window; (x, y) is the top-left corner. */
export function cab(x: number, y: number, w: number, h: number, roof = INK): string {
  const s = w * 0.2;
  return [
    path(
      d`M${x} ${y + h}V${y + 10}Q${x} ${y} ${x + 10} ${y}H${x + w - s}Q${x + w - s * 0.3} ${y + 2} ${x + w} ${y + h * 0.22}L${x + w + s * 0.3} ${y + h}Z`,
      BODY,
    ),
    path(
      d`M${x + 12} ${y + 14}H${x + w - s - 4}Q${x + w - s * 0.5} ${y + 16} ${x + w - 8} ${y + h * 0.26}L${x + w + s * 0.05} ${y + h - 14}H${x + 12}Z`,
      GLASS,
    ),
    line(d`M${x + w * 0.5} ${y + 14}V${y + h - 14}`, INK, 5),
    path(d`M${x + 18} ${y + 20}L${x + w * 0.38} ${y + 20}L${x + 18} ${y + h * 0.55}Z`, '#fff', {
      'fill-opacity': 0.25,
      stroke: 'none',
    }),
    rect(x - 8, y - 10, w - s + 18, 12, roof, 5),
  ].join('');
}

/** Loader bucket opening to the right; (x, y) is the top-back corner, s the scale. */
export function loaderBucket(x: number, y: number, s: number, c: Ctx): string {
  return group(
    [
      rect(-22, 30, 24, 60, INK, 4),
      path('M18-8H92L108 6L100 20Q90 90 162 150V162H34Q-38 128-28 52Q-20 2 18-8Z', BODY),
      path('M8 0Q-26 30-18 90Q-8 140 40 156', 'none', {
        stroke: '#000',
        'stroke-opacity': 0.16,
        'stroke-width': 14,
      }),
      path('M92-8L108 6L100 20Q90 90 162 150', 'none', { stroke: c.dark, 'stroke-width': 8 }),
      path('M86 20Q82 96 146 148', 'none', { stroke: '#fff', 'stroke-opacity': 0.3, 'stroke-width': 5 }),
      rect(30, 154, 144, 13, METAL, 3),
      circle(-10, 46, 7, METAL),
    ],
    { transform: at(x, y, 0, s) },
  );
}

/** Arc fender (mudguard) over a wheel. */
export const fender = (cx: number, cy: number, r: number, w = 18) =>
  arcBand(cx, cy, r + 6, r + 6 + w, 195, 345, BODY);

/** Cylinder of a hydraulic ram: dark barrel then a shiny rod. */
export function ram(x1: number, y1: number, x2: number, y2: number, w = 14): string {
  const mx = x1 + (x2 - x1) * 0.55;
  const my = y1 + (y2 - y1) * 0.55;
  return [
    line(d`M${mx} ${my}L${x2} ${y2}`, '#c9ced3', w * 0.55, { 'stroke-linecap': 'round' }),
    line(d`M${x1} ${y1}L${mx} ${my}`, INK, w, { 'stroke-linecap': 'round' }),
  ].join('');
}

/** Horizontal ribs / grille slots. */
export function slots(
  x: number,
  y: number,
  w: number,
  count: number,
  gap: number,
  color = INK,
  width = 5,
): string {
  let dd = '';
  for (let i = 0; i < count; i++) dd += d`M${x} ${y + i * gap}h${w}`;
  return line(dd, color, width, { 'stroke-linecap': 'round' });
}

/** Rubber grip / tube segment with round ends. */
export const grip = (dd: string, width: number, color = '#23272b') =>
  line(dd, color, width, { 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });

export const pin = (x: number, y: number, r = 8) =>
  circle(x, y, r, METAL) + circle(x, y, r * 0.35, STEEL, { stroke: 'none' });
