import { IMAGE_KINDS, type ProductImageSpec, validate } from './spec.ts';

const MAX_SLUG_CHARS = 40;

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
