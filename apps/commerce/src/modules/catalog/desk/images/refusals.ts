import type { LanguageCode } from '#src/modules/channels/index.ts';

/** How many photos a product may have, and how long an alt text may be (ADR 79). */
export const PRODUCT_IMAGE_LIMITS = {
  perProduct: 20,
  altText: 250,
} as const;

/**
 * Why a change to a product's images was refused; nothing was changed. Uploads: NO_IMAGE (an empty
 * body), IMAGE_TOO_LARGE (over 20 MB), IMAGE_TYPE (not a JPEG, PNG or WebP by its bytes and its
 * decoder), IMAGE_CORRUPT (its pixels do not decode), IMAGE_DIMENSIONS (more pixels than allowed),
 * TOO_MANY_IMAGES. Changes: IMAGE_NOT_FOUND (not one of the product's), WRONG_IMAGE_LIST (an order
 * naming other images than exactly the product's, each once), INVALID_ALT (problems by language).
 */
export const PRODUCT_IMAGE_REFUSALS = [
  'PRODUCT_NOT_FOUND',
  'NO_IMAGE',
  'IMAGE_TOO_LARGE',
  'IMAGE_TYPE',
  'IMAGE_CORRUPT',
  'IMAGE_DIMENSIONS',
  'TOO_MANY_IMAGES',
  'IMAGE_NOT_FOUND',
  'WRONG_IMAGE_LIST',
  'INVALID_ALT',
] as const;
export type ProductImageRefusal = (typeof PRODUCT_IMAGE_REFUSALS)[number];

/** An alt text's problem in one language: TOO_LONG, or INVALID (characters it cannot have). */
export interface AltProblem {
  languageCode: LanguageCode;
  code: 'TOO_LONG' | 'INVALID';
  message: string;
}

const MESSAGES: Record<ProductImageRefusal, string> = {
  PRODUCT_NOT_FOUND: 'There is no such product.',
  NO_IMAGE: 'Send the image as the request body.',
  IMAGE_TOO_LARGE: 'An image may be at most 20 MB.',
  IMAGE_TYPE: 'An image is a JPEG, PNG or WebP file.',
  IMAGE_CORRUPT: 'The image cannot be read: the file is damaged.',
  IMAGE_DIMENSIONS: 'The image has more pixels than the shop takes.',
  TOO_MANY_IMAGES: `A product has at most ${PRODUCT_IMAGE_LIMITS.perProduct} images.`,
  IMAGE_NOT_FOUND: 'The product has no such image.',
  WRONG_IMAGE_LIST: "The order must name each of the product's images once, and no other.",
  INVALID_ALT: 'An alt text is not valid.',
};

/** A refused change: thrown inside its transaction, which rolls back, and answered as a value. */
export class ImageRefusal extends Error {
  readonly refusal: ProductImageRefusal;
  readonly problems: readonly AltProblem[];
  constructor(refusal: ProductImageRefusal, problems: readonly AltProblem[] = []) {
    super(problems.map((p) => p.message).join(' ') || MESSAGES[refusal]);
    this.refusal = refusal;
    this.problems = problems;
  }
}

/** The refusal's English words (the back office shows its own by code). */
export const refusalMessage = (refusal: ProductImageRefusal) => MESSAGES[refusal];
