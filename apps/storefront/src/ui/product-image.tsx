import { preload } from 'react-dom';
import styles from './product-image.module.css';

const path = (fileName: string) => `/images/products/${encodeURIComponent(fileName)}`;

/**
 * The copies of an uploaded photo (`photo-{key}.webp`, itself the widest) for `srcset`: a WebP per
 * width, `photo-{key}-{width}.webp`, made at its upload (ADR 79); none for a generated drawing, one
 * SVG at any size. Kept to a few string operations: this ships with every page's islands, within
 * the page budget's last hundred bytes.
 */
export const copiesOf = (fileName: string) =>
  fileName.startsWith('photo-')
    ? // PRODUCT_PHOTO_WIDTHS of @shop/contract, written out (product-image.test.ts holds them equal).
      [160, 320, 640, 1000, 2000]
        .map((w) => `/images/products/${fileName.slice(0, -5)}-${w}.webp ${w}w`)
        .join()
    : undefined;

/** A product image, a generated drawing or an uploaded photo, served from this origin. */
export function ProductImage({
  fileName,
  alt,
  size,
  priority = false,
}: {
  fileName: string | undefined;
  alt: string;
  size: number;
  priority?: boolean;
}) {
  if (!fileName) return <div className={styles.empty} />;
  const src = path(fileName);
  const srcSet = copiesOf(fileName);
  // The browser takes the copy its screen needs for `size` CSS pixels.
  const sizes = srcSet && `${size}px`;
  // A priority image is likely the page's largest paint: the browser asks for it before the page's CSS
  // and scripts. A photo's <img> asks early enough with its high priority, for the copy it needs.
  if (priority && !srcSet) preload(src, { as: 'image', fetchPriority: 'high' });
  return (
    // biome-ignore lint/performance/noImgElement: drawings are small SVGs next/image would pass through unchanged, and photos have their copies made at upload.
    <img
      className={styles.image}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? undefined : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
