/**
 * Locally generated product illustrations for the demo catalog.
 *
 * Every image is a standalone 800×800 SVG: a light studio background, a soft
 * ground shadow and the product drawn from shared primitives (wheels, tracks,
 * cabs, buckets, shading gradients derived from the body colour). Rendering is
 * a pure function of the spec, so a server can rebuild an image from its file
 * name alone (see productImageFileName / parseProductImageFileName).
 */
export { parseProductImageFileName, productImageFileName } from './file-name.ts';
export { PRODUCT_IMAGE_SIZE, renderProductImage } from './render.ts';
export { IMAGE_KINDS, type ImageKind, type ProductImageSpec } from './spec.ts';
