/**
 * Locally generated product illustrations for the demo catalog.
 *
 * Every image is a standalone 800×800 SVG: a light studio background, a soft
 * ground shadow and the product drawn from shared primitives (wheels, tracks,
 * cabs, buckets, shading gradients derived from the body colour). Rendering is
 * a pure function of the spec, so a server can rebuild an image from its file
 * name alone (see productImageFileName / parseProductImageFileName).
 */

export type ImageKind =
  | 'excavator'
  | 'wheel-loader'
  | 'dumper'
  | 'plate-compactor'
  | 'skid-steer'
  | 'lawn-mower'
  | 'robot-mower'
  | 'ride-on-mower'
  | 'chainsaw'
  | 'trimmer'
  | 'leaf-blower'
  | 'hedge-trimmer'
  | 'snow-blower'
  | 'pressure-washer'
  | 'generator'
  | 'quad-bike'
  | 'utv'
  | 'trailer'
  | 'filter'
  | 'blade'
  | 'belt'
  | 'battery'
  | 'oil'
  | 'tyre'
  | 'spark-plug'
  | 'chain'
  | 'bucket'
  | 'helmet'
  | 'gloves'
  | 'jacket'
  | 'service'
  | 'rental';

export const IMAGE_KINDS: readonly ImageKind[] = Object.freeze([
  'excavator',
  'wheel-loader',
  'dumper',
  'plate-compactor',
  'skid-steer',
  'lawn-mower',
  'robot-mower',
  'ride-on-mower',
  'chainsaw',
  'trimmer',
  'leaf-blower',
  'hedge-trimmer',
  'snow-blower',
  'pressure-washer',
  'generator',
  'quad-bike',
  'utv',
  'trailer',
  'filter',
  'blade',
  'belt',
  'battery',
  'oil',
  'tyre',
  'spark-plug',
  'chain',
  'bucket',
  'helmet',
  'gloves',
  'jacket',
  'service',
  'rental',
] as const);

export interface ProductImageSpec {
  kind: ImageKind;
  /** Main body colour as hex, e.g. '#f2a900'. */
  color: string;
  /** 0..3: mirror (odd), proportions and accent details (>= 2), background tint. */
  variant: number;
  /** Optional short model text printed on the body or packaging, e.g. 'MG 25'. */
  label?: string;
}

const SIZE = 800;
const GROUND = 620;
const MAX_LABEL_CHARS = 24;
const MAX_SLUG_CHARS = 40;

// ---------------------------------------------------------------------------
// Spec validation and colours
// ---------------------------------------------------------------------------

const KIND_SET: ReadonlySet<string> = new Set(IMAGE_KINDS);

function isImageKind(value: unknown): value is ImageKind {
  return typeof value === 'string' && KIND_SET.has(value);
}

/** '#F2A900', 'f2a900', '#fa0' -> '#f2a900'; null when not a hex colour. */
function normalizeHex(color: string): string | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  const hex = m?.[1]?.toLowerCase();
  if (!hex) return null;
  return hex.length === 3 ? `#${[...hex].map((ch) => ch + ch).join('')}` : `#${hex}`;
}

function isVariant(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 3;
}

interface ValidSpec {
  kind: ImageKind;
  color: string;
  variant: number;
  label: string;
}

function validate(spec: ProductImageSpec): ValidSpec {
  if (!isImageKind(spec.kind)) throw new RangeError(`Unknown product image kind: ${String(spec.kind)}`);
  const color = typeof spec.color === 'string' ? normalizeHex(spec.color) : null;
  if (!color) throw new RangeError(`Invalid product image colour: ${String(spec.color)}`);
  if (!isVariant(spec.variant))
    throw new RangeError(`Product image variant must be 0..3, got ${String(spec.variant)}`);
  const label = (spec.label ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_LABEL_CHARS).trim();
  return { kind: spec.kind, color, variant: spec.variant, label };
}

type Rgb = readonly [number, number, number];

function toRgb(hex: string): Rgb {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex([r, g, b]: Rgb): string {
  const h = (x: number) =>
    Math.round(Math.min(255, Math.max(0, x)))
      .toString(16)
      .padStart(2, '0');
  return `#${h(r)}${h(g)}${h(b)}`;
}

/** Mix towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  return toHex(toRgb(hex).map((ch) => ch + (target - ch) * t) as unknown as Rgb);
}

function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

// ---------------------------------------------------------------------------
// SVG primitives
// ---------------------------------------------------------------------------

type Attrs = Record<string, string | number | undefined>;

const num = (v: number): string => String(Math.round(v * 10) / 10);

/** Template tag that rounds interpolated numbers: d`M${x} ${y}`. */
function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += num(v) + (strings[i + 1] ?? '');
  });
  return out;
}

function el(tag: string, attrs: Attrs, inner?: string): string {
  let s = `<${tag}`;
  for (const [k, v] of Object.entries(attrs)) {
    if (v !== undefined) s += ` ${k}="${typeof v === 'number' ? num(v) : v}"`;
  }
  return inner === undefined ? `${s}/>` : `${s}>${inner}</${tag}>`;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, rx?: number, a: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, rx: rx || undefined, fill, ...a });
const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...a });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...a });
const path = (dd: string, fill: string, a: Attrs = {}) => el('path', { d: dd, fill, ...a });
/** A stroked, unfilled path (tubes, hoses, handles, ribs). */
const line = (dd: string, color: string, width: number, a: Attrs = {}) =>
  el('path', { d: dd, fill: 'none', stroke: color, 'stroke-width': width, ...a });
const group = (inner: string | string[], a: Attrs = {}) =>
  el('g', a, Array.isArray(inner) ? inner.join('') : inner);
const at = (x: number, y: number, rot = 0, s = 1) =>
  `translate(${num(x)} ${num(y)})${rot ? ` rotate(${num(rot)})` : ''}${s !== 1 ? ` scale(${num(s)})` : ''}`;

function polar(cx: number, cy: number, r: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}

// Shared paints (gradients are declared once in <defs>).
const BODY = 'url(#b)';
const BODY_H = 'url(#bh)';
const METAL = 'url(#m)';
const METAL_H = 'url(#mh)';
const GLASS = 'url(#g)';
const RUBBER = 'url(#k)';
const TYRE = '#25292d';
const INK = '#2d3237';
const STEEL = '#555c63';
const WHITE = '#f7f7f5';

interface Ctx {
  base: string;
  light: string;
  dark: string;
  deep: string;
  /** Decal / stripe colour; varies with the variant. */
  accent: string;
  /** Readable text colour on the body colour. */
  ink: string;
  variant: number;
  /** Model text placed at (x, y), fitted into width w; stays readable when mirrored. */
  label(x: number, y: number, w: number, size: number, rot?: number, fill?: string): string;
}

interface Drawing {
  art: string;
  /** Half width of the ground shadow. */
  shadow: number;
  /** Extra scale around the ground centre to fill the frame. */
  scale: number;
  /** Shift (before scaling) that centres the product and puts hand-held tools on the ground. */
  dx: number;
  dy: number;
}

const drawing = (art: string | string[], shadow = 280, scale = 1, dy = 0, dx = 0): Drawing => ({
  art: Array.isArray(art) ? art.join('') : art,
  shadow,
  scale,
  dx,
  dy,
});

/** White gloss strip along an arc, for curved bodies and tyres. */
function gloss(cx: number, cy: number, r: number, from: number, to: number, width: number): string {
  const [x1, y1] = polar(cx, cy, r, from);
  const [x2, y2] = polar(cx, cy, r, to);
  return line(d`M${x1} ${y1}A${r} ${r} 0 0 1 ${x2} ${y2}`, '#fff', width, {
    'stroke-opacity': 0.3,
    'stroke-linecap': 'round',
  });
}

/** A ring segment between radii r1 < r2 from angle a0 to a1 (degrees, clockwise): fenders, guards. */
function arcBand(
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
function dotRing(cx: number, cy: number, r: number, count: number, size: number, color: string): string {
  const gap = (2 * Math.PI * r) / count;
  return circle(cx, cy, r, 'none', {
    stroke: color,
    'stroke-width': size,
    'stroke-dasharray': `0 ${num(gap)}`,
    'stroke-linecap': 'round',
  });
}

function wheel(cx: number, cy: number, r: number, hub: string = METAL): string {
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
function track(x: number, y: number, w: number, h: number): string {
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
function cab(x: number, y: number, w: number, h: number, roof = INK): string {
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
function loaderBucket(x: number, y: number, s: number, c: Ctx): string {
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
const fender = (cx: number, cy: number, r: number, w = 18) =>
  arcBand(cx, cy, r + 6, r + 6 + w, 195, 345, BODY);

/** Cylinder of a hydraulic ram: dark barrel then a shiny rod. */
function ram(x1: number, y1: number, x2: number, y2: number, w = 14): string {
  const mx = x1 + (x2 - x1) * 0.55;
  const my = y1 + (y2 - y1) * 0.55;
  return [
    line(d`M${mx} ${my}L${x2} ${y2}`, '#c9ced3', w * 0.55, { 'stroke-linecap': 'round' }),
    line(d`M${x1} ${y1}L${mx} ${my}`, INK, w, { 'stroke-linecap': 'round' }),
  ].join('');
}

/** Horizontal ribs / grille slots. */
function slots(x: number, y: number, w: number, count: number, gap: number, color = INK, width = 5): string {
  let dd = '';
  for (let i = 0; i < count; i++) dd += d`M${x} ${y + i * gap}h${w}`;
  return line(dd, color, width, { 'stroke-linecap': 'round' });
}

/** Rubber grip / tube segment with round ends. */
const grip = (dd: string, width: number, color = '#23272b') =>
  line(dd, color, width, { 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });

const pin = (x: number, y: number, r = 8) =>
  circle(x, y, r, METAL) + circle(x, y, r * 0.35, STEEL, { stroke: 'none' });

// ---------------------------------------------------------------------------
// Machines
// ---------------------------------------------------------------------------

function excavator(c: Ctx): Drawing {
  return drawing([
    rect(225, 515, 220, 30, '#3a4046', 6),
    track(140, 540, 380, 80),
    path('M142 438Q142 426 156 426H230V528H160Q142 528 142 510Z', c.dark),
    rect(180, 420, 290, 108, BODY, 12),
    rect(180, 506, 290, 9, c.accent, 0, { stroke: 'none' }),
    slots(200, 445, 40, 4, 14, c.deep, 6),
    cab(352, 290, 100, 134),
    c.label(298, 478, 96, 26),
    path('M452 492L438 458Q500 330 578 236Q594 218 614 230L626 250Q612 262 602 272Q534 360 494 490Z', BODY),
    line('M446 456Q508 332 582 240', '#fff', 4, { 'stroke-opacity': 0.35 }),
    ram(484, 502, 566, 340),
    pin(566, 340, 6),
    ram(520, 318, 600, 214, 12),
    path('M588 228Q596 200 622 204L686 462L654 476Z', BODY),
    ram(626, 268, 662, 438, 10),
    path('M640 458L694 452Q722 516 686 572L664 596H604L612 582Q652 556 640 458Z', BODY),
    path('M612 582L586 590L610 598ZM634 578L612 600L640 596Z', METAL),
    line('M652 470Q676 520 654 574', '#000', 5, { 'stroke-opacity': 0.18 }),
    pin(470, 476),
    pin(606, 240),
    pin(668, 464, 9),
  ]);
}

function wheelLoader(c: Ctx): Drawing {
  return drawing(
    [
      rect(150, 452, 470, 46, INK, 8),
      path('M128 470L132 420Q136 394 166 392L328 388L336 470Z', BODY),
      rect(116, 468, 30, 58, c.dark, 6),
      slots(150, 410, 36, 4, 14, c.deep, 5),
      rect(182, 344, 13, 48, INK, 3),
      c.label(270, 428, 100, 26),
      cab(300, 238, 128, 152),
      path('M420 476L426 412Q430 396 448 396H540L570 476Z', BODY),
      ram(468, 470, 580, 418),
      path('M422 346L462 330L566 418L652 488L624 526L546 452Z', BODY),
      line('M462 340L560 424L640 490', '#fff', 4, { 'stroke-opacity': 0.3 }),
      pin(444, 350),
      loaderBucket(632, 452, 0.98, c),
      pin(632, 504),
      wheel(236, 542, 80, BODY),
      wheel(528, 542, 80, BODY),
      fender(236, 542, 80),
      fender(528, 542, 80),
      rect(132, 446, 202, 8, c.accent, 0, { stroke: 'none' }),
    ],
    280,
    0.92,
    0,
    -44,
  );
}

function dumper(c: Ctx): Drawing {
  return drawing([
    rect(176, 498, 430, 40, INK, 8),
    path('M150 510V442Q152 420 172 418H336L344 510Z', BODY),
    slots(166, 440, 30, 4, 14, c.deep, 5),
    line('M176 420L186 282H288L296 420', INK, 12, { 'stroke-linejoin': 'round' }),
    rect(218, 338, 28, 84, RUBBER, 10),
    rect(224, 398, 96, 24, RUBBER, 9),
    line('M352 420L334 362', INK, 9),
    ellipse(332, 358, 28, 8, 'none', { stroke: INK, 'stroke-width': 7, transform: 'rotate(-12 332 358)' }),
    path('M364 372L646 396Q672 400 666 432L622 504Q612 518 596 518H384Q370 516 368 500Z', BODY),
    line('M366 374L646 397', c.light, 9),
    line('M430 392V512M500 398V514M570 404V512', c.dark, 6),
    c.label(468, 454, 110, 26),
    rect(380, 490, 250, 8, c.accent, 0, { stroke: 'none' }),
    wheel(244, 560, 62),
    wheel(532, 560, 62),
    fender(532, 560, 62, 14),
  ]);
}

function plateCompactor(c: Ctx): Drawing {
  return drawing(
    [
      path(
        'M220 576H566Q598 576 604 552H614Q614 612 560 612H228Q214 612 214 598V584Q214 576 220 576Z',
        STEEL,
      ),
      line('M226 584H566', '#fff', 3, { 'stroke-opacity': 0.3 }),
      path('M296 578L318 530H472L494 578Z', '#33383d'),
      line('M290 420L302 290Q306 270 326 270H468Q490 270 494 290L506 420', '#3b4148', 11, {
        'stroke-linejoin': 'round',
      }),
      path('M262 532L276 430Q280 410 302 410H498Q520 410 524 430L540 532Z', BODY),
      rect(262, 508, 278, 8, c.accent, 0, { stroke: 'none' }),
      c.label(400, 470, 150, 28),
      rect(318, 330, 156, 84, '#454b51', 10),
      slots(330, 350, 70, 4, 14, '#2b2f33', 5),
      rect(332, 298, 112, 42, BODY, 14),
      circle(360, 298, 12, INK),
      circle(482, 362, 28, METAL),
      circle(482, 362, 12, STEEL),
      grip('M286 504Q220 430 164 318', 15, '#3b4148'),
      grip('M166 322L140 282', 24),
      grip('M176 330Q196 340 206 364', 6),
    ],
    240,
    1.08,
  );
}

function skidSteer(c: Ctx): Drawing {
  return drawing(
    [
      path('M200 560V420Q200 400 220 400H540Q560 400 562 420L570 560Z', BODY),
      path('M184 470L190 360Q192 344 208 344H284V470Z', BODY),
      slots(198, 366, 60, 5, 17, c.deep, 5),
      rect(282, 256, 182, 164, INK, 12),
      rect(296, 270, 154, 136, GLASS, 6),
      line('M318 270V406M340 270V406M362 270V406M384 270V406M406 270V406M428 270V406', '#2a2f34', 3),
      rect(274, 246, 198, 14, INK, 5),
      path(
        'M212 330Q215 312 240 312L470 318Q490 320 500 332L626 462L598 484L478 364L242 358Q214 356 212 330Z',
        BODY,
      ),
      line('M244 322L468 326', '#fff', 4, { 'stroke-opacity': 0.3 }),
      pin(240, 334, 10),
      c.label(380, 520, 130, 26),
      rect(200, 540, 370, 8, c.accent, 0, { stroke: 'none' }),
      loaderBucket(612, 468, 0.88, c),
      pin(612, 494),
      wheel(290, 562, 60),
      wheel(480, 562, 60),
    ],
    270,
    0.96,
    0,
    -36,
  );
}

// ---------------------------------------------------------------------------
// Garden machines
// ---------------------------------------------------------------------------

function lawnMower(c: Ctx): Drawing {
  return drawing(
    [
      path('M138 424L278 440L306 566H176Q140 562 138 530Z', '#3b4148'),
      line('M162 452L282 466M156 486L292 498M156 520L298 530', '#596168', 4),
      line('M140 424L278 440', '#23272b', 8),
      grip('M284 492L180 272Q174 258 160 254', 12, '#8d949b'),
      grip('M164 256L140 244', 24),
      grip('M176 276Q198 306 226 306', 6),
      path('M240 586L242 530Q252 472 330 462H536Q606 468 626 540L632 586Z', BODY),
      rect(240, 570, 392, 16, c.dark, 6),
      line('M300 480Q420 470 560 478', '#fff', 5, { 'stroke-opacity': 0.35 }),
      c.label(432, 530, 160, 28),
      rect(364, 388, 150, 80, '#3c4147', 14),
      path('M370 396Q372 360 410 356H470Q506 360 508 396Z', '#23272b'),
      rect(500, 402, 38, 52, METAL, 8),
      circle(404, 356, 10, c.accent),
      wheel(300, 572, 50),
      wheel(586, 580, 42),
    ],
    260,
    1.08,
  );
}

function robotMower(c: Ctx): Drawing {
  return drawing(
    [
      path('M150 590Q146 548 192 508Q260 446 400 440Q560 438 632 508Q666 544 660 590Z', BODY),
      path('M154 590Q160 560 190 540Q400 600 656 560Q662 574 660 590Z', c.dark),
      path('M250 488Q400 430 560 472Q600 486 620 508Q420 470 250 488Z', c.light, { stroke: 'none' }),
      path('M318 476Q400 452 500 462Q540 468 556 484Q440 474 318 488Z', '#1d2125'),
      ellipse(454, 466, 22, 8, '#d93a2f'),
      circle(360, 478, 4, '#37d67a', { stroke: 'none' }),
      c.label(430, 540, 150, 28),
      rect(150, 582, 510, 18, '#2b3035', 9),
      arcBand(250, 572, 50, 62, 180, 360, c.deep),
      wheel(250, 572, 48),
      wheel(560, 596, 24),
      gloss(400, 800, 340, 240, 290, 6),
    ],
    290,
    1.15,
  );
}

function rideOnMower(c: Ctx): Drawing {
  return drawing([
    rect(290, 560, 250, 34, '#4a5056', 12),
    line('M300 566H530', '#fff', 3, { 'stroke-opacity': 0.25 }),
    rect(200, 498, 400, 30, INK, 8),
    path('M158 512L164 470Q170 440 200 438H334Q346 440 346 456V512Z', BODY),
    path('M214 440L220 382Q222 352 250 352Q264 354 262 370L258 418H334Q348 422 344 442Z', RUBBER),
    grip('M404 440L376 364', 10, INK),
    ellipse(372, 356, 36, 9, 'none', {
      stroke: '#1f2327',
      'stroke-width': 8,
      transform: 'rotate(-14 372 356)',
    }),
    path('M398 524V432Q400 412 424 410L566 418Q640 430 654 482L658 524Z', BODY),
    line('M424 422L566 428Q620 436 640 470', '#fff', 5, { 'stroke-opacity': 0.35 }),
    rect(398, 492, 258, 9, c.accent, 0, { stroke: 'none' }),
    rect(640, 454, 18, 62, INK, 5),
    ellipse(646, 462, 10, 14, '#fff6c8'),
    c.label(520, 468, 110, 26),
    wheel(252, 548, 74),
    fender(252, 548, 74, 16),
    wheel(560, 580, 44),
  ]);
}

function chainsaw(c: Ctx): Drawing {
  return drawing(
    [
      path('M440 466L706 476Q732 490 706 504L440 516Z', METAL, {
        stroke: '#2b2f33',
        'stroke-width': 9,
        'stroke-dasharray': '7 4',
      }),
      line('M470 491H670', STEEL, 4, { 'stroke-opacity': 0.6 }),
      circle(704, 490, 8, STEEL),
      grip('M262 468H190Q146 468 146 508Q146 552 190 554H262', 24),
      path('M214 500L238 500L236 520L216 518Z', '#2b2f33'),
      path('M252 560L256 440Q262 396 312 392H432Q472 398 480 440L482 532Q480 562 450 562Z', BODY),
      path('M268 440Q272 410 312 406H420', 'none', {
        stroke: '#fff',
        'stroke-opacity': 0.35,
        'stroke-width': 5,
      }),
      path('M404 436H482L486 536H404Z', '#2b2f33'),
      circle(430, 460, 6, METAL),
      circle(462, 512, 6, METAL),
      circle(330, 480, 38, '#2b2f33'),
      dotRing(330, 480, 28, 12, 6, '#4a5056'),
      circle(330, 480, 10, STEEL),
      grip('M290 548L300 420Q310 332 380 330Q424 332 430 362', 17),
      path('M436 332Q462 326 476 336L484 424L456 428Z', '#2b2f33'),
      slots(300, 404, 80, 2, 12, c.deep, 4),
      c.label(392, 546, 76, 20),
      rect(256, 548, 224, 7, c.accent, 0, { stroke: 'none' }),
    ],
    270,
    1.1,
    46,
  );
}

function trimmer(c: Ctx): Drawing {
  return drawing(
    [
      line('M244 290L612 534', '#2f3439', 18, { 'stroke-linecap': 'round' }),
      line('M244 290L612 534', '#b9c0c6', 8, { 'stroke-linecap': 'round' }),
      grip('M300 326L352 360', 26),
      grip('M410 398Q370 330 416 306Q458 296 462 344L446 410', 11),
      path('M548 566A86 34 -8 0 1 716 544L712 562A80 28 -8 0 0 556 584Z', BODY),
      path('M596 524L628 546L622 570L592 556Z', '#3a4046'),
      ellipse(628, 582, 40, 13, '#2b2f33'),
      rect(598, 560, 60, 22, BODY, 6),
      line('M590 584L520 598M668 580L738 570', '#ff8a1f', 3),
      group(
        [
          path('M-92 -30Q-90 -56 -58 -58H52Q80 -54 82 -26L80 26Q76 46 52 46H-60Q-92 44 -94 18Z', BODY),
          rect(-60, 36, 80, 34, '#c4a35a', 12, { 'fill-opacity': 0.75 }),
          circle(-70, -6, 22, '#2b2f33'),
          dotRing(-70, -6, 15, 8, 5, '#4a5056'),
          slots(-20, -40, 70, 2, 12, c.deep, 4),
          c.label(20, 14, 90, 22),
          rect(-92, 26, 172, 6, c.accent, 0, { stroke: 'none' }),
        ],
        { transform: at(214, 266, 34) },
      ),
    ],
    260,
  );
}

function leafBlower(c: Ctx): Drawing {
  return drawing(
    [
      path('M446 452L698 530Q712 536 708 552L700 574L446 522Z', BODY_H),
      line('M520 478L512 544M600 504L594 562', c.deep, 5),
      ellipse(704, 552, 8, 22, '#2b2f33', { transform: 'rotate(18 704 552)' }),
      grip('M262 420Q256 322 326 320H386Q434 322 440 380', 24),
      path(
        'M196 560Q180 470 232 420Q282 384 362 390Q442 396 462 452L472 540Q472 572 442 574H230Q204 574 196 560Z',
        BODY,
      ),
      line('M236 430Q290 398 362 402', '#fff', 5, { 'stroke-opacity': 0.35 }),
      circle(302, 494, 60, '#2b2f33'),
      circle(302, 494, 46, 'none', { stroke: '#4a5056', 'stroke-width': 6 }),
      circle(302, 494, 30, 'none', { stroke: '#4a5056', 'stroke-width': 6 }),
      circle(302, 494, 12, STEEL),
      c.label(414, 540, 86, 22),
      rect(200, 552, 272, 7, c.accent, 0, { stroke: 'none' }),
    ],
    270,
    1.1,
    38,
  );
}

function hedgeTrimmer(c: Ctx): Drawing {
  let teeth = 'M420 454';
  for (let x = 420; x < 690; x += 22) teeth += d`L${x + 11} 430L${x + 22} 454`;
  teeth += 'L714 466';
  for (let x = 690; x > 420; x -= 22) teeth += d`L${x - 11} 502L${x - 22} 478`;
  teeth += 'Z';
  return drawing(
    [
      path(teeth, METAL),
      rect(412, 456, 292, 20, '#5d646b', 4),
      line('M430 466H690', '#2b2f33', 3, { 'stroke-dasharray': '3 19' }),
      path('M132 478Q132 456 154 456H228V548H156Q132 548 132 526ZM156 478V526H210V478Z', RUBBER, {
        'fill-rule': 'evenodd',
      }),
      path('M204 534L210 450Q220 408 270 404H386Q420 410 428 442L432 512Q428 540 398 542H226Z', BODY),
      line('M226 446Q236 420 272 418H380', '#fff', 5, { 'stroke-opacity': 0.35 }),
      rect(420, 412, 18, 100, '#2b2f33', 6),
      grip('M300 408Q300 330 356 326Q404 326 408 380L414 414', 14),
      slots(240, 470, 60, 3, 14, c.deep, 4),
      c.label(350, 494, 100, 24),
      rect(206, 524, 224, 7, c.accent, 0, { stroke: 'none' }),
    ],
    270,
    1.1,
    64,
  );
}

function snowBlower(c: Ctx): Drawing {
  return drawing([
    grip('M272 474L176 288', 14, '#3b4148'),
    grip('M178 292L156 258', 24),
    rect(174, 316, 56, 22, INK, 4, { transform: 'rotate(-62 202 327)' }),
    rect(248, 468, 214, 72, BODY, 10),
    rect(300, 382, 146, 96, '#454b51', 12),
    slots(312, 404, 64, 4, 14, '#2b2f33', 5),
    rect(310, 360, 92, 30, '#23272b', 10),
    circle(432, 412, 16, METAL),
    path('M506 420L516 300Q522 272 560 270L604 274Q620 282 604 294L562 298Q550 300 550 314L546 420Z', BODY),
    path('M556 272L612 270Q626 272 618 290L604 294Z', c.dark),
    path('M440 618V440Q442 412 470 410H612Q694 416 704 504L710 618Z', BODY),
    path('M470 600V446Q472 430 490 430H606Q670 436 680 502L686 600Z', '#2b3035'),
    line('M474 520H682', '#8b9299', 9),
    line(
      'M488 456Q540 520 500 588M540 448Q592 520 552 594M592 448Q644 520 604 594M640 458Q684 520 652 592',
      METAL_H,
      13,
      {
        'stroke-linecap': 'round',
      },
    ),
    circle(580, 520, 22, '#6b737a'),
    circle(580, 520, 9, METAL),
    rect(434, 604, 282, 14, METAL, 4),
    c.label(392, 500, 90, 24),
    wheel(300, 566, 56),
  ]);
}

function pressureWasher(c: Ctx): Drawing {
  return drawing(
    [
      grip('M300 336L292 186Q292 170 310 170H334', 16),
      path('M280 592L276 330Q278 298 312 296H478Q510 298 512 330L518 592Z', BODY),
      line('M296 318Q300 308 320 308H470', '#fff', 5, { 'stroke-opacity': 0.35 }),
      rect(330, 326, 120, 48, '#2b2f33', 8),
      circle(360, 350, 14, c.accent),
      circle(412, 350, 16, WHITE),
      line('M412 350L422 340', '#d93a2f', 3),
      circle(398, 470, 70, '#2b2f33'),
      circle(398, 470, 56, 'none', { stroke: '#3f454b', 'stroke-width': 10 }),
      circle(398, 470, 38, 'none', { stroke: '#3f454b', 'stroke-width': 10 }),
      circle(398, 470, 18, BODY),
      grip('M458 500Q520 520 540 470', 8, '#2b2f33'),
      line('M548 240V566', '#c2c8ce', 8, { 'stroke-linecap': 'round' }),
      rect(542, 560, 12, 22, '#2b2f33', 3),
      path('M536 214H562L564 262L586 318L568 326L546 276H536Z', '#2b2f33'),
      line('M548 282Q562 304 552 318', '#2b2f33', 5),
      c.label(396, 566, 150, 26),
      rect(454, 592, 64, 22, INK, 6),
      wheel(318, 586, 40),
    ],
    200,
    1.16,
  );
}

function generator(c: Ctx): Drawing {
  return drawing([
    rect(180, 330, 440, 266, 'none', 30, { stroke: '#2f3439', 'stroke-width': 16 }),
    path('M228 362Q230 332 264 330H538Q570 332 572 362L570 404H230Z', BODY),
    line('M250 344H548', '#fff', 5, { 'stroke-opacity': 0.35 }),
    circle(310, 330, 16, METAL),
    c.label(470, 374, 130, 26),
    rect(214, 410, 196, 170, '#454b51', 10),
    slots(228, 428, 56, 6, 14, '#2b2f33', 5),
    circle(330, 500, 56, '#2b2f33'),
    dotRing(330, 500, 42, 14, 7, '#4a5056'),
    circle(330, 500, 14, STEEL),
    rect(418, 416, 172, 160, BODY_H, 12),
    rect(434, 432, 140, 92, '#2b2f33', 8),
    circle(466, 470, 16, '#e9ecef'),
    circle(520, 470, 16, '#e9ecef'),
    circle(466, 470, 3, INK),
    circle(520, 470, 3, INK),
    rect(540, 500, 24, 12, c.accent, 3),
    line('M180 560H620M240 330V596M560 330V596', '#2f3439', 14),
    rect(170, 590, 60, 16, INK, 5),
    rect(570, 590, 60, 16, INK, 5),
  ]);
}

// ---------------------------------------------------------------------------
// Vehicles
// ---------------------------------------------------------------------------

function quadBike(c: Ctx): Drawing {
  return drawing([
    rect(300, 470, 200, 82, '#3b3f44', 10),
    line('M310 520Q260 520 200 490', '#aab1b7', 10, { 'stroke-linecap': 'round' }),
    rect(330, 500, 130, 10, METAL, 3),
    wheel(240, 546, 78),
    wheel(564, 548, 74),
    path('M126 508Q132 440 198 428H336Q352 430 352 452L354 474H322Q304 456 242 456Q176 460 158 508Z', BODY),
    path('M300 472L336 420H482L504 472Z', BODY),
    path('M246 426Q248 396 280 392L432 400Q448 404 446 420L246 428Z', RUBBER),
    path(
      'M420 420L440 372Q450 356 470 356L560 360Q622 366 650 420Q664 450 660 480H630Q624 450 566 448Q508 450 500 480H482Z',
      BODY,
    ),
    line('M460 370L560 372Q612 378 636 414', '#fff', 5, { 'stroke-opacity': 0.35 }),
    ellipse(644, 410, 10, 16, '#fff6c8'),
    grip('M470 392L456 330L492 318', 9, INK),
    circle(494, 318, 9, '#23272b'),
    line('M150 424H290M170 424V440M270 424V440', '#8d949b', 6, { 'stroke-linecap': 'round' }),
    line('M530 356H620M548 356V366M604 356V368', '#8d949b', 6, { 'stroke-linecap': 'round' }),
    c.label(560, 430, 90, 22),
    rect(426, 458, 70, 8, c.accent, 0, { stroke: 'none' }),
  ]);
}

function utv(c: Ctx): Drawing {
  return drawing([
    rect(160, 492, 500, 34, INK, 8),
    path('M128 476V408Q128 398 140 398H298L306 476Z', BODY),
    rect(140, 404, 150, 10, c.dark, 3),
    line('M302 474L318 254L500 248L566 404M408 250L424 422', '#2b2f33', 12, { 'stroke-linejoin': 'round' }),
    rect(298, 236, 218, 18, INK, 6),
    rect(334, 330, 32, 110, RUBBER, 12),
    rect(336, 420, 86, 24, RUBBER, 10),
    line('M500 420L470 372', INK, 8),
    ellipse(468, 368, 22, 7, 'none', {
      stroke: '#1f2327',
      'stroke-width': 6,
      transform: 'rotate(-40 468 368)',
    }),
    path('M282 508V470H520L530 508Z', BODY),
    path('M498 472L518 414Q532 398 568 400L648 412Q690 424 694 472Z', BODY),
    line('M540 412L640 420Q672 428 684 452', '#fff', 5, { 'stroke-opacity': 0.35 }),
    ellipse(684, 440, 9, 14, '#fff6c8'),
    c.label(400, 490, 130, 24),
    rect(130, 460, 176, 8, c.accent, 0, { stroke: 'none' }),
    wheel(222, 556, 68),
    wheel(586, 556, 68),
    fender(222, 556, 68, 16),
    fender(586, 556, 68, 16),
  ]);
}

function trailer(c: Ctx): Drawing {
  return drawing([
    line('M560 518L712 540M560 546L712 540', '#4a5056', 14, { 'stroke-linecap': 'round' }),
    path('M700 528H730Q742 530 740 544L730 552H700Z', '#2b2f33'),
    line('M650 530V590', '#8d949b', 10),
    circle(650, 598, 16, TYRE),
    path('M130 392L164 356H596L562 392Z', '#3b4148'),
    line('M160 360H592', c.light, 6),
    path('M562 392L596 356V498L562 532Z', c.dark),
    rect(130, 390, 432, 142, BODY, 4),
    line('M130 392H562', c.light, 8),
    line('M190 400V524M250 400V524M310 400V524M382 400V524M442 400V524M502 400V524', c.dark, 6),
    rect(140, 528, 430, 16, INK, 4),
    rect(124, 496, 12, 30, '#d93a2f', 3),
    c.label(346, 450, 130, 28),
    wheel(346, 560, 58),
    arcBand(346, 560, 64, 78, 190, 350, METAL),
  ]);
}

// ---------------------------------------------------------------------------
// Parts and accessories
// ---------------------------------------------------------------------------

/** Upright cylinder in 3/4 view: side with horizontal shading plus top ellipse. */
function cylinder(
  cx: number,
  top: number,
  bottom: number,
  rx: number,
  ry: number,
  fill: string,
  topFill: string,
): string {
  return [
    path(d`M${cx - rx} ${top}V${bottom}A${rx} ${ry} 0 0 0 ${cx + rx} ${bottom}V${top}Z`, fill),
    ellipse(cx, top, rx, ry, topFill),
  ].join('');
}

/** A band wrapped around a cylinder (labels, stripes). */
function cylinderBand(cx: number, y: number, h: number, rx: number, ry: number, fill: string): string {
  return path(
    d`M${cx - rx} ${y}V${y + h}A${rx} ${ry} 0 0 0 ${cx + rx} ${y + h}V${y}A${rx} ${ry} 0 0 1 ${cx - rx} ${y}Z`,
    fill,
  );
}

function filter(c: Ctx): Drawing {
  return drawing(
    [
      cylinder(400, 250, 578, 170, 44, BODY_H, METAL),
      line('M250 540V576M280 548V588M310 553V596M490 553V596M520 548V588M550 540V576', c.deep, 6),
      cylinderBand(400, 350, 130, 170, 44, WHITE),
      cylinderBand(400, 350, 18, 170, 44, c.accent),
      c.label(400, 440, 220, 40, 0, INK),
      ellipse(400, 250, 118, 30, 'none', { stroke: '#23272b', 'stroke-width': 14 }),
      ellipse(400, 250, 80, 20, 'none', {
        stroke: '#6b737a',
        'stroke-width': 9,
        'stroke-dasharray': '0 22',
        'stroke-linecap': 'round',
      }),
      ellipse(400, 250, 34, 9, '#2b2f33'),
    ],
    190,
  );
}

function blade(c: Ctx): Drawing {
  const bar = 'M130 390H670Q690 390 690 410V434Q690 454 670 454H130Q110 454 110 434V410Q110 390 130 390Z';
  return drawing(
    group(
      [
        path(bar, c.deep, { transform: 'translate(0 14)' }),
        path(bar, BODY),
        path('M112 392H236L252 414H112Z', c.light, { stroke: 'none' }),
        path('M688 452H564L548 430H688Z', c.dark, { stroke: 'none' }),
        rect(112, 436, 180, 16, METAL, 3),
        rect(508, 392, 180, 16, METAL, 3),
        path('M384 406H416L428 422L416 438H384L372 422Z', '#2b2f33'),
        circle(324, 422, 8, '#2b2f33'),
        circle(476, 422, 8, '#2b2f33'),
        c.label(596, 428, 120, 20),
      ],
      { transform: 'rotate(-24 400 420)' },
    ),
    230,
    1.08,
    50,
  );
}

/** Closed belt path around two pulleys (outer tangents). */
function beltPath(x1: number, y1: number, r1: number, x2: number, y2: number, r2: number): string {
  const theta = Math.atan2(y2 - y1, x2 - x1);
  const alpha = Math.acos((r1 - r2) / Math.hypot(x2 - x1, y2 - y1));
  const pt = (x: number, y: number, r: number, a: number) =>
    [x + r * Math.cos(a), y + r * Math.sin(a)] as const;
  const [a1x, a1y] = pt(x1, y1, r1, theta - alpha);
  const [a2x, a2y] = pt(x2, y2, r2, theta - alpha);
  const [b2x, b2y] = pt(x2, y2, r2, theta + alpha);
  const [b1x, b1y] = pt(x1, y1, r1, theta + alpha);
  return d`M${a1x} ${a1y}L${a2x} ${a2y}A${r2} ${r2} 0 0 1 ${b2x} ${b2y}L${b1x} ${b1y}A${r1} ${r1} 0 1 1 ${a1x} ${a1y}Z`;
}

function pulley(cx: number, cy: number, r: number, holes: number): string {
  const parts = [
    circle(cx, cy, r, METAL),
    circle(cx, cy, r * 0.86, BODY),
    circle(cx, cy, r * 0.72, 'none', { stroke: '#000', 'stroke-opacity': 0.15, 'stroke-width': r * 0.06 }),
  ];
  for (let i = 0; i < holes; i++) {
    const [hx, hy] = polar(cx, cy, r * 0.5, (360 / holes) * i - 90);
    parts.push(circle(hx, hy, r * 0.14, '#2b2f33'));
  }
  parts.push(
    circle(cx, cy, r * 0.2, METAL),
    rect(cx - r * 0.04, cy - r * 0.28, r * 0.08, r * 0.1, '#2b2f33', 0, { stroke: 'none' }),
  );
  return parts.join('');
}

function belt(c: Ctx): Drawing {
  const loop = beltPath(300, 440, 140, 570, 330, 78);
  const [ax, ay] = [300 + 160 * Math.cos(0.9), 440 + 160 * Math.sin(0.9)];
  return drawing(
    [
      line(loop, '#1e2226', 30, { 'stroke-linejoin': 'round' }),
      line(loop, '#3a4046', 8, { 'stroke-dasharray': '4 10' }),
      pulley(300, 440, 140, 5),
      pulley(570, 330, 78, 4),
      gloss(300, 440, 128, 200, 270, 6),
      rect(ax - 10, ay - 6, 170, 84, BODY, 10, { transform: `rotate(-16 ${num(ax)} ${num(ay)})` }),
      circle(ax + 12, ay + 14, 7, WHITE, { transform: `rotate(-16 ${num(ax)} ${num(ay)})` }),
      c.label(ax + 82, ay + 44, 120, 26, -16),
    ],
    250,
  );
}

function battery(c: Ctx): Drawing {
  return drawing(
    [
      path('M190 340L256 284H612L546 340Z', '#3b4148'),
      path('M546 340L612 284V552L546 608Z', c.dark),
      rect(190, 340, 356, 268, BODY, 6),
      cylinder(290, 290, 312, 24, 8, METAL_H, '#d4d8dc'),
      cylinder(496, 290, 312, 24, 8, METAL_H, '#d4d8dc'),
      ellipse(290, 290, 24, 8, '#d93a2f'),
      ellipse(496, 290, 24, 8, '#2b2f33'),
      line('M280 262H300M290 252V272M486 262H506', INK, 5),
      grip('M340 320Q392 268 444 320', 10),
      rect(218, 380, 300, 170, WHITE, 8),
      rect(218, 380, 300, 26, c.accent, 8),
      c.label(368, 470, 240, 46, 0, INK),
      rect(240, 508, 200, 10, c.base, 3),
      circle(480, 520, 12, '#37d67a'),
      line('M200 350H536', '#fff', 4, { 'stroke-opacity': 0.35 }),
    ],
    250,
    1.05,
  );
}

function oil(c: Ctx): Drawing {
  return drawing(
    [
      grip('M404 286Q408 230 456 228H508Q550 232 548 290', 30, c.dark),
      path(
        'M250 596V326Q252 292 286 286L298 252H354L366 286H516Q550 292 550 330V596Q550 618 528 618H272Q250 618 250 596Z',
        BODY_H,
      ),
      rect(286, 200, 80, 54, c.accent, 8),
      line('M298 208V246M312 208V246M326 208V246M340 208V246M354 208V246', '#000', 3, {
        'stroke-opacity': 0.25,
      }),
      rect(270, 322, 14, 250, '#fff', 6, { 'fill-opacity': 0.35, stroke: 'none' }),
      rect(272, 440, 10, 130, '#c8902a', 5, { stroke: 'none' }),
      rect(300, 372, 226, 206, WHITE, 10),
      rect(300, 372, 226, 30, c.accent, 10),
      path('M413 420Q440 456 440 474A27 27 0 0 1 386 474Q386 456 413 420Z', BODY),
      c.label(413, 536, 190, 30, 0, INK),
      line('M320 560H506', c.base, 6),
    ],
    200,
    1.1,
  );
}

function tyre(c: Ctx): Drawing {
  const [cx, cy, r, dx] = [368, 410, 206, 86];
  let treads = '';
  for (let y = cy - r; y < cy + r; y += 26)
    treads += rect(cx, y, dx + r, 13, '#393f45', 0, { stroke: 'none' });
  return drawing(
    [
      el('clipPath', { id: 'tc' }, circle(cx + dx, cy, r, '#000') + rect(cx, cy - r, dx, 2 * r, '#000')),
      rect(cx, cy - r, dx, 2 * r, '#1e2226'),
      circle(cx + dx, cy, r, '#1e2226'),
      group(treads, { 'clip-path': 'url(#tc)' }),
      circle(cx + dx / 2, cy, r, 'none', { stroke: '#15181b', 'stroke-width': 5, 'clip-path': 'url(#tc)' }),
      circle(cx, cy, r, '#2a2f34'),
      circle(cx, cy, r - 14, 'none', { stroke: '#3d4349', 'stroke-width': 24, 'stroke-dasharray': '26 18' }),
      circle(cx, cy, r * 0.8, 'none', { stroke: '#22272b', 'stroke-width': 4 }),
      circle(cx, cy, r * 0.56, METAL),
      circle(cx, cy, r * 0.5, BODY),
      circle(cx, cy, r * 0.34, c.dark),
      dotRing(cx, cy, r * 0.22, 5, 12, '#e4e7ea'),
      circle(cx, cy, r * 0.12, METAL),
      gloss(cx, cy, r * 0.9, 200, 280, 8),
      c.label(cx, cy + r * 0.68, 150, 24, 0, '#9aa1a8'),
    ],
    250,
  );
}

/** Box in 3/4 view: front rectangle, top and right side faces. */
function box(x: number, y: number, w: number, h: number, depth: number, c: Ctx): string {
  const dx = depth;
  const dy = depth * 0.6;
  return [
    path(d`M${x} ${y}L${x + dx} ${y - dy}H${x + w + dx}L${x + w} ${y}Z`, c.light),
    path(d`M${x + w} ${y}L${x + w + dx} ${y - dy}V${y + h - dy}L${x + w} ${y + h}Z`, c.dark),
    rect(x, y, w, h, BODY),
  ].join('');
}

function sparkPlug(c: Ctx): Drawing {
  let threads = '';
  for (let y = 440; y < 550; y += 11) threads += d`M488 ${y + 6}L552 ${y}`;
  return drawing(
    [
      box(170, 300, 210, 310, 60, c),
      rect(184, 400, 182, 90, WHITE, 6),
      c.label(275, 446, 160, 34, 0, INK),
      rect(184, 340, 182, 16, c.accent, 3),
      group(
        [
          rect(505, 176, 30, 26, METAL, 4),
          path('M494 204H546L550 336H490Z', WHITE),
          line('M492 232H548M492 262H548M491 292H549', '#c9cdd1', 5),
          rect(484, 334, 72, 22, METAL, 3),
          rect(468, 354, 104, 72, METAL_H, 5),
          line('M502 356V424M538 356V424', '#000', 2, { 'stroke-opacity': 0.2 }),
          rect(478, 424, 84, 12, '#9aa1a8', 3),
          rect(488, 436, 64, 118, METAL_H),
          line(threads, '#6b737a', 3),
          rect(512, 554, 16, 16, '#f0e9dc'),
          line('M548 552V588H516', '#9aa1a8', 8, { 'stroke-linejoin': 'round' }),
        ],
        { transform: 'rotate(10 520 400)' },
      ),
    ],
    240,
  );
}

function chain(c: Ctx): Drawing {
  const loop = { cx: 400, cy: 420, rx: 262, ry: 160, transform: 'rotate(-10 400 420)', fill: 'none' };
  return drawing(
    [
      el('ellipse', {
        ...loop,
        rx: 276,
        ry: 174,
        stroke: '#30353a',
        'stroke-width': 14,
        'stroke-dasharray': '16 30',
      }),
      el('ellipse', { ...loop, stroke: '#5d646b', 'stroke-width': 28 }),
      el('ellipse', { ...loop, stroke: '#c3c9cf', 'stroke-width': 20, 'stroke-dasharray': '17 6' }),
      el('ellipse', {
        ...loop,
        stroke: '#6b737a',
        'stroke-width': 6,
        'stroke-dasharray': '0 23',
        'stroke-linecap': 'round',
      }),
      rect(290, 350, 220, 140, BODY, 16, { transform: 'rotate(-10 400 420)' }),
      circle(318, 386, 9, WHITE, { transform: 'rotate(-10 400 420)' }),
      rect(290, 462, 220, 10, c.accent, 0, { stroke: 'none', transform: 'rotate(-10 400 420)' }),
      c.label(414, 426, 160, 32, -10),
    ],
    260,
  );
}

function bucket(c: Ctx): Drawing {
  // Near side plate on the right, mouth facing left; the far side is offset up-left by (-110, -50).
  const teeth: string[] = [];
  for (const t of [0.1, 0.37, 0.63, 0.9]) {
    const [x, y] = [160 + 110 * t, 562 + 50 * t];
    teeth.push(
      path(
        d`M${x + 6} ${y - 12}L${x - 46} ${y - 2}Q${x - 56} ${y + 4} ${x - 46} ${y + 10}L${x + 6} ${y + 12}Z`,
        METAL,
      ),
    );
  }
  return drawing(
    [
      path('M190 280L300 330L270 612L160 562Z', c.deep),
      line('M214 300Q252 430 222 566', '#fff', 8, { 'stroke-opacity': 0.12 }),
      path('M190 280L410 268L520 318L300 330Z', c.light),
      ...teeth,
      line('M160 562L270 612', '#9aa1a8', 16, { 'stroke-linecap': 'round' }),
      path('M300 330L520 318Q650 340 652 470Q648 560 560 612H270Z', BODY),
      line('M300 330L270 612', c.dark, 10),
      line('M316 344L510 334', '#fff', 6, { 'stroke-opacity': 0.3 }),
      line('M520 318Q650 340 652 470Q648 560 560 612', '#000', 10, { 'stroke-opacity': 0.14 }),
      path('M330 304L340 232Q368 202 398 232L408 298Z', c.dark),
      path('M420 300L430 228Q458 198 488 228L498 294Z', c.dark),
      pin(369, 248, 15),
      pin(459, 244, 15),
      rect(300, 596, 270, 16, METAL, 4),
      c.label(470, 470, 170, 34),
    ],
    250,
  );
}

function helmet(c: Ctx): Drawing {
  const muff = (x: number) =>
    [
      grip(d`M${x} 470L${x} 504`, 14, INK),
      ellipse(x, 540, 46, 66, '#2b2f33'),
      ellipse(x, 540, 34, 54, BODY),
      ellipse(x, 540, 16, 26, c.dark),
    ].join('');
  return drawing(
    [
      muff(214),
      muff(586),
      path('M214 470Q206 282 400 262Q594 282 586 470Z', BODY),
      path('M384 268Q400 262 416 268L418 352Q400 362 382 352Z', c.light),
      path('M260 380Q280 310 360 284', 'none', {
        stroke: '#fff',
        'stroke-opacity': 0.4,
        'stroke-width': 9,
        'stroke-linecap': 'round',
      }),
      path('M196 458Q400 500 604 458L608 482Q400 526 192 482Z', c.dark),
      path('M250 494Q400 522 550 494L540 604Q400 632 260 604Z', 'url(#mesh)'),
      path('M250 494Q400 522 550 494L540 604Q400 632 260 604Z', 'none', {
        stroke: '#2b2f33',
        'stroke-width': 9,
      }),
      line('M238 540L254 540M546 540L562 540', '#2b2f33', 8),
      c.label(400, 410, 150, 30),
    ],
    220,
    1.05,
  );
}

function glove(c: Ctx, transform: string, back: string, withLabel: boolean): string {
  const fingers: [number, number, number][] = [
    [-72, -150, 118],
    [-34, -178, 140],
    [4, -172, 134],
    [40, -146, 108],
  ];
  return group(
    [
      rect(-80, 60, 140, 110, c.deep, 14),
      line('M-66 80V158M-46 80V158M-26 80V158M-6 80V158M14 80V158M34 80V158', '#000', 3, {
        'stroke-opacity': 0.2,
      }),
      rect(-142, -30, 70, 40, back, 20, { transform: 'rotate(-38 -90 -10)' }),
      ...fingers.map(([x, y, h]) => rect(x, y, 36, h, back, 18)),
      rect(-84, -70, 164, 140, back, 36),
      path('M-60 -56H50Q60 -40 50 -24H-60Q-70 -40 -60 -56Z', c.dark),
      line('M-64 20Q0 34 64 20', '#000', 3, { 'stroke-opacity': 0.2, 'stroke-dasharray': '6 5' }),
      withLabel ? c.label(-10, 120, 110, 22, 0, '#ffffff') : '',
    ],
    { transform },
  );
}

function gloves(c: Ctx): Drawing {
  return drawing(
    [
      glove(c, 'translate(330 420) rotate(-14)', c.dark, false),
      glove(c, 'translate(460 440) rotate(12)', BODY, true),
    ],
    230,
  );
}

function jacket(c: Ctx): Drawing {
  return drawing(
    [
      path(
        'M330 206L292 222L218 258Q192 272 186 308L158 560L226 572L252 362L258 600H542L548 362L574 572L642 560L614 308Q608 272 582 258L508 222L470 206Q400 246 330 206Z',
        BODY,
      ),
      path('M330 206Q400 246 470 206L482 186Q400 222 318 186Z', c.deep),
      path('M158 560L226 572L222 600L154 588Z', c.deep),
      path('M642 560L574 572L578 600L646 588Z', c.deep),
      rect(258, 576, 284, 26, c.deep, 4),
      path('M252 300L548 300L548 330L252 330Z', c.accent, { 'fill-opacity': 0.9 }),
      rect(256, 450, 288, 28, '#d5dade'),
      line('M256 464H544', '#fff', 4, { 'stroke-opacity': 0.7 }),
      path('M174 430L238 438L236 466L170 458Z', '#d5dade'),
      path('M626 430L562 438L564 466L630 458Z', '#d5dade'),
      line('M400 232V598', '#2b2f33', 6),
      line('M400 240V596', '#aab1b7', 2, { 'stroke-dasharray': '3 3' }),
      path('M290 500H370V560H290Z', c.dark),
      path('M430 500H510V560H430Z', c.dark),
      rect(426, 352, 86, 38, WHITE, 5),
      c.label(469, 371, 74, 18, 0, INK),
    ],
    250,
    1.05,
  );
}

function gear(cx: number, cy: number, r: number, teeth: number): string {
  const step = 360 / teeth;
  let dd = '';
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    const pts = [
      polar(cx, cy, r * 0.82, a - step * 0.5),
      polar(cx, cy, r * 0.82, a - step * 0.3),
      polar(cx, cy, r, a - step * 0.2),
      polar(cx, cy, r, a + step * 0.2),
      polar(cx, cy, r * 0.82, a + step * 0.3),
    ];
    dd += pts.map(([x, y], j) => `${i === 0 && j === 0 ? 'M' : 'L'}${num(x)} ${num(y)}`).join('');
  }
  return path(`${dd}Z`, BODY);
}

function service(c: Ctx): Drawing {
  const wrench =
    'M-53.6-22A58 58 0 0 1 54.4-20H300A20 20 0 0 1 300 20H54.4A58 58 0 0 1-53.6 22L-10 22L-10-22Z';
  return drawing(
    [
      circle(400, 400, 250, WHITE),
      circle(400, 400, 250, 'none', { stroke: c.base, 'stroke-width': 14 }),
      circle(400, 400, 230, 'none', { stroke: c.light, 'stroke-width': 3 }),
      gear(400, 390, 150, 10),
      circle(400, 390, 104, c.dark),
      circle(400, 390, 54, WHITE),
      group([path(wrench, METAL), line('M80 0H280', '#000', 6, { 'stroke-opacity': 0.15 })], {
        transform: at(262, 252, 45),
      }),
      group(
        [
          rect(0, -9, 200, 18, METAL),
          path('M200-9L236-4V4L200 9Z', METAL),
          rect(-130, -26, 140, 52, c.accent === '#2d3136' ? '#2d3136' : INK, 24),
          line('M-110-12H-10M-110 12H-10', '#fff', 4, { 'stroke-opacity': 0.25 }),
        ],
        { transform: at(570, 250, 135) },
      ),
      path('M250 600L280 572H520L550 600L520 628H280Z', BODY),
      c.label(400, 600, 210, 30),
    ],
    210,
  );
}

function rental(c: Ctx): Drawing {
  const cells: string[] = [];
  for (let i = 0; i < 12; i++) {
    const x = 526 + (i % 4) * 40;
    const y = 240 + Math.floor(i / 4) * 34;
    cells.push(rect(x, y, 30, 24, i === 6 ? c.base : '#dde1e5', 4, { stroke: 'none' }));
  }
  return drawing([
    group(excavator({ ...c, label: () => '' }).art, { transform: 'translate(0 136) scale(.78)' }),
    rect(508, 164, 200, 190, WHITE, 14),
    path('M508 218V178Q508 164 522 164H694Q708 164 708 178V218Z', BODY),
    rect(548, 150, 12, 30, METAL, 6),
    rect(656, 150, 12, 30, METAL, 6),
    ...cells,
    line('M650 316L664 330L690 300', '#2e9b57', 7, { 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
    c.label(608, 192, 170, 28),
  ]);
}

const DRAW: Record<ImageKind, (c: Ctx) => Drawing> = {
  excavator,
  'wheel-loader': wheelLoader,
  dumper,
  'plate-compactor': plateCompactor,
  'skid-steer': skidSteer,
  'lawn-mower': lawnMower,
  'robot-mower': robotMower,
  'ride-on-mower': rideOnMower,
  chainsaw,
  trimmer,
  'leaf-blower': leafBlower,
  'hedge-trimmer': hedgeTrimmer,
  'snow-blower': snowBlower,
  'pressure-washer': pressureWasher,
  generator,
  'quad-bike': quadBike,
  utv,
  trailer,
  filter,
  blade,
  belt,
  battery,
  oil,
  tyre,
  'spark-plug': sparkPlug,
  chain,
  bucket,
  helmet,
  gloves,
  jacket,
  service,
  rental,
};

// ---------------------------------------------------------------------------
// Document
// ---------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------
// File names
// ---------------------------------------------------------------------------

function slugify(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_CHARS)
    .replace(/^-+|-+$/g, '');
}

/**
 * 'excavator-f2a900-2.svg', or with a label 'excavator-f2a900-2-mg-25.svg'.
 * Throws RangeError for an invalid spec (see renderProductImage).
 */
export function productImageFileName(spec: ProductImageSpec): string {
  const valid = validate(spec);
  const slug = slugify(valid.label);
  return `${valid.kind}-${valid.color.slice(1)}-${valid.variant}${slug ? `-${slug}` : ''}.svg`;
}

const NAME_TAIL = /^([0-9a-f]{6})-([0-3])(?:-([a-z0-9]+(?:-[a-z0-9]+)*))?\.svg$/;

/** Inverse of productImageFileName; null for anything that is not a valid encoding. */
export function parseProductImageFileName(fileName: string): ProductImageSpec | null {
  if (typeof fileName !== 'string' || fileName.length > 120) return null;
  for (const kind of IMAGE_KINDS) {
    if (!fileName.startsWith(`${kind}-`)) continue;
    const m = NAME_TAIL.exec(fileName.slice(kind.length + 1));
    if (!m) continue;
    const [, hex = '', variant = '', slug] = m;
    if (slug !== undefined && slug.length > MAX_SLUG_CHARS) return null;
    const spec: ProductImageSpec = { kind, color: `#${hex}`, variant: Number(variant) };
    if (slug) spec.label = slug.replace(/-/g, ' ').toUpperCase();
    return spec;
  }
  return null;
}
