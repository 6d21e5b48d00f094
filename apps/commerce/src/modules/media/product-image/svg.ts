export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

type Attrs = Record<string, string | number | undefined>;

export const num = (v: number): string => String(Math.round(v * 10) / 10);

/** Template tag that rounds interpolated numbers: d`M${x} ${y}`. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += num(v) + (strings[i + 1] ?? '');
  });
  return out;
}

export function el(tag: string, attrs: Attrs, inner?: string): string {
  let s = `<${tag}`;
  for (const [k, v] of Object.entries(attrs)) {
    if (v !== undefined) s += ` ${k}="${typeof v === 'number' ? num(v) : v}"`;
  }
  return inner === undefined ? `${s}/>` : `${s}>${inner}</${tag}>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx?: number, a: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, rx: rx || undefined, fill, ...a });
export const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...a });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...a });
export const path = (dd: string, fill: string, a: Attrs = {}) => el('path', { d: dd, fill, ...a });
/** A stroked, unfilled path (tubes, hoses, handles, ribs). */
export const line = (dd: string, color: string, width: number, a: Attrs = {}) =>
  el('path', { d: dd, fill: 'none', stroke: color, 'stroke-width': width, ...a });
export const group = (inner: string | string[], a: Attrs = {}) =>
  el('g', a, Array.isArray(inner) ? inner.join('') : inner);
export const at = (x: number, y: number, rot = 0, s = 1) =>
  `translate(${num(x)} ${num(y)})${rot ? ` rotate(${num(rot)})` : ''}${s !== 1 ? ` scale(${num(s)})` : ''}`;

export function polar(cx: number, cy: number, r: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}
