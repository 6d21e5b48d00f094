import { preload } from 'react-dom';
import styles from './product-image.module.css';

/** A generated product image, served from this origin. */
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
  const src = `/images/products/${encodeURIComponent(fileName)}`;
  // A priority image is likely the page's largest paint: the browser asks for it before the page's CSS and scripts.
  if (priority) preload(src, { as: 'image', fetchPriority: 'high' });
  return (
    // biome-ignore lint/performance/noImgElement: the images are small generated SVGs that next/image would pass through unchanged.
    <img
      className={styles.image}
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
