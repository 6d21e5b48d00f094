'use client';

import { useRef, useState } from 'react';
import { ProductImage } from '@/ui/product-image';
import { useLoadOnUse } from '@/ui/use-load-on-use';
import styles from './gallery.module.css';
import type { GalleryImage, GalleryTexts } from './gallery-types';

const loadZoom = () => import('./gallery-zoom').then((m) => m.GalleryZoom);

/**
 * The product's images: a large one, thumbnails to choose it, and a zoom view (Enter or a click
 * opens it; its code loads when the shopper first points at or opens the large image). Closing
 * the zoom returns focus to the large image.
 */
export function ProductGallery({ images, texts }: { images: GalleryImage[]; texts: GalleryTexts }) {
  const [current, setCurrent] = useState(0);
  const [zooming, setZooming] = useState(false);
  const [GalleryZoom, load] = useLoadOnUse(loadZoom);
  const opener = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const shown = images[current];
  if (!shown) return <div className={styles.gallery} />;

  return (
    <div className={styles.gallery}>
      <button
        ref={opener}
        type="button"
        className={styles.main}
        onClick={() => {
          setZooming(true);
          load();
        }}
        onPointerEnter={load}
        aria-haspopup="dialog"
        aria-label={shown.zoomLabel}
      >
        <ProductImage fileName={shown.fileName} alt={shown.alt} size={640} priority />
      </button>
      {count > 1 && (
        <ul className={styles.thumbnails} aria-label={texts.thumbnails}>
          {images.map((image, index) => (
            <li key={image.fileName}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-pressed={index === current}
                aria-label={image.showLabel}
                onClick={() => setCurrent(index)}
              >
                <ProductImage fileName={image.fileName} alt="" size={120} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zooming && GalleryZoom && (
        <GalleryZoom
          images={images}
          current={current}
          texts={texts}
          onMove={(step) => setCurrent((i) => (i + step + count) % count)}
          onClose={() => {
            setZooming(false);
            opener.current?.focus();
          }}
        />
      )}
    </div>
  );
}
