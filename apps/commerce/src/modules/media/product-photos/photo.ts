import { PRODUCT_PHOTO_WIDTHS } from '@shop/contract';
import sharp from 'sharp';
import { sniffImageType } from '#src/modules/contact/index.ts';

/** What a product photo may be (ADR 79). */
export const PRODUCT_PHOTO_LIMITS = {
  /** The file as sent. */
  maxBytes: 20 * 1024 * 1024,
  /**
   * Width times height, read from the file's head before any pixel is decoded: a 48-megapixel
   * phone photo passes, a small file claiming 30,000 × 30,000 pixels (a decompression bomb) does not.
   */
  maxPixels: 64_000_000,
  /** WebP quality of the resized copies. */
  quality: 80,
} as const;

/** The types a product photo may be, as read from its bytes. */
export type ProductPhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

/** Why a file is not taken as a product photo. */
export type PhotoRefusal = 'IMAGE_TYPE' | 'IMAGE_CORRUPT' | 'IMAGE_DIMENSIONS';

/** A photo as read from its bytes, before it is resized. */
export interface CheckedPhoto {
  contentType: ProductPhotoType;
  extension: 'jpg' | 'png' | 'webp';
  /** As shown, after the camera's orientation is applied. */
  width: number;
  height: number;
}

const FORMATS: Record<string, ProductPhotoType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

// Untrusted input: stop at the first error in the pixels, never read past the pixel limit.
const input = { failOn: 'error', limitInputPixels: PRODUCT_PHOTO_LIMITS.maxPixels } as const;

/**
 * The photo the bytes are, or why not. The type is read twice and must agree: by the file's first
 * bytes (a JPEG, PNG or WebP signature; neither its name nor the type the browser gave is believed)
 * and by sharp's decoder reading its head. A head sharp cannot read is IMAGE_CORRUPT; more pixels
 * than the limit, IMAGE_DIMENSIONS, refused before any is decoded.
 */
export async function checkProductPhoto(
  bytes: Uint8Array,
): Promise<{ ok: true; photo: CheckedPhoto } | { ok: false; refusal: PhotoRefusal }> {
  const sniffed = sniffImageType(bytes);
  const contentType = sniffed?.contentType;
  if (
    !sniffed ||
    (contentType !== 'image/jpeg' && contentType !== 'image/png' && contentType !== 'image/webp')
  ) {
    return { ok: false, refusal: 'IMAGE_TYPE' };
  }
  // Only the head is read here, so no pixel limit yet: a bomb's size is read and refused below.
  const head = await sharp(bytes, { failOn: 'error', limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!head) return { ok: false, refusal: 'IMAGE_CORRUPT' };
  if (FORMATS[head.format ?? ''] !== contentType) return { ok: false, refusal: 'IMAGE_TYPE' };
  const { width, height } = head.autoOrient ?? head;
  if (!width || !height) return { ok: false, refusal: 'IMAGE_CORRUPT' };
  if (width * height > PRODUCT_PHOTO_LIMITS.maxPixels) return { ok: false, refusal: 'IMAGE_DIMENSIONS' };
  return {
    ok: true,
    photo: { contentType, extension: sniffed.extension as CheckedPhoto['extension'], width, height },
  };
}

/** A file of a photo's folder: its name there and its bytes. */
export interface PhotoFile {
  name: string;
  bytes: Buffer;
}

/** The name of a resized copy in a photo's folder. */
export const variantName = (width: number) => `${width}.webp`;
/** The name of the original in a photo's folder. */
const originalName = (photo: Pick<CheckedPhoto, 'extension'>) => `original.${photo.extension}`;

/**
 * The original and its resized copies, made once: a WebP per storefront width (ADR 79), turned as the
 * camera held it, fitted within width × width and never enlarged, its colours in sRGB and nothing of
 * its metadata kept (a phone's position stays with the original). Pixels that fail to decode throw.
 */
export async function photoFiles(bytes: Uint8Array, photo: CheckedPhoto): Promise<PhotoFile[]> {
  const decoded = sharp(bytes, { ...input, autoOrient: true });
  const variants = await Promise.all(
    PRODUCT_PHOTO_WIDTHS.map(async (width) => ({
      name: variantName(width),
      bytes: await decoded
        .clone()
        .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: PRODUCT_PHOTO_LIMITS.quality })
        .toBuffer(),
    })),
  );
  return [{ name: originalName(photo), bytes: Buffer.from(bytes) }, ...variants];
}
