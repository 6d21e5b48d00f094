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

const MAX_LABEL_CHARS = 24;

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

export interface ValidSpec {
  kind: ImageKind;
  color: string;
  variant: number;
  label: string;
}

export function validate(spec: ProductImageSpec): ValidSpec {
  if (!isImageKind(spec.kind)) throw new RangeError(`Unknown product image kind: ${String(spec.kind)}`);
  const color = typeof spec.color === 'string' ? normalizeHex(spec.color) : null;
  if (!color) throw new RangeError(`Invalid product image colour: ${String(spec.color)}`);
  if (!isVariant(spec.variant))
    throw new RangeError(`Product image variant must be 0..3, got ${String(spec.variant)}`);
  const label = (spec.label ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_LABEL_CHARS).trim();
  return { kind: spec.kind, color, variant: spec.variant, label };
}
