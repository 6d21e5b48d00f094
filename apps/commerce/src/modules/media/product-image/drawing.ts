// Shared paints (gradients are declared once in <defs>).
export const BODY = 'url(#b)';
export const BODY_H = 'url(#bh)';
export const METAL = 'url(#m)';
export const METAL_H = 'url(#mh)';
export const GLASS = 'url(#g)';
export const RUBBER = 'url(#k)';
export const TYRE = '#25292d';
export const INK = '#2d3237';
export const STEEL = '#555c63';
export const WHITE = '#f7f7f5';

export interface Ctx {
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

export interface Drawing {
  art: string;
  /** Half width of the ground shadow. */
  shadow: number;
  /** Extra scale around the ground centre to fill the frame. */
  scale: number;
  /** Shift (before scaling) that centres the product and puts hand-held tools on the ground. */
  dx: number;
  dy: number;
}

export const drawing = (art: string | string[], shadow = 280, scale = 1, dy = 0, dx = 0): Drawing => ({
  art: Array.isArray(art) ? art.join('') : art,
  shadow,
  scale,
  dx,
  dy,
});
