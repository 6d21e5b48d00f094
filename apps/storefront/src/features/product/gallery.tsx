'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useRef, useState } from 'react';
import { ProductImage } from '@/ui/product-image';
import styles from './gallery.module.css';

/**
 * The product's images: a large one, thumbnails to choose it, and a zoom view (a modal <dialog>:
 * Enter or a click opens it, the arrow keys move between images, Escape closes it and focus
 * returns to where it was).
 */
export function ProductGallery({ name, images }: { name: string; images: string[] }) {
  const t = useTranslations('product');
  const [current, setCurrent] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const count = images.length;
  if (count === 0) return <div className={styles.gallery} />;

  const alt = (index: number) => t('imageOf', { index: index + 1, count, name });
  const move = (step: number) => setCurrent((i) => (i + step + count) % count);
  const onDialogKey = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  };

  return (
    <div className={styles.gallery}>
      <button
        ref={opener}
        type="button"
        className={styles.main}
        onClick={() => dialog.current?.showModal()}
        aria-haspopup="dialog"
        aria-label={t('zoomImage', { index: current + 1, count })}
      >
        <ProductImage fileName={images[current]} alt={alt(current)} size={640} priority />
      </button>
      {count > 1 && (
        <ul className={styles.thumbnails} aria-label={t('images', { name })}>
          {images.map((fileName, index) => (
            <li key={fileName}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-pressed={index === current}
                aria-label={t('showImage', { index: index + 1, count })}
                onClick={() => setCurrent(index)}
              >
                <ProductImage fileName={fileName} alt="" size={120} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <dialog
        ref={dialog}
        className={styles.zoom}
        aria-labelledby="gallery-zoom-title"
        aria-describedby="gallery-zoom-hint"
        onKeyDown={onDialogKey}
        onClose={() => opener.current?.focus()}
      >
        <div className={styles.zoomBar}>
          <h2 id="gallery-zoom-title" className={styles.zoomTitle}>
            {t('zoomTitle', { name, index: current + 1, count })}
          </h2>
          <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
            {t('closeZoom')}
          </button>
        </div>
        <p id="gallery-zoom-hint" className={styles.hint}>
          {t('zoomHint')}
        </p>
        <div className={styles.zoomImage}>
          <ProductImage fileName={images[current]} alt={alt(current)} size={1000} />
        </div>
        {count > 1 && (
          <div className={styles.zoomNav}>
            <button type="button" onClick={() => move(-1)}>
              <span aria-hidden="true">← </span>
              {t('previousImage')}
            </button>
            <span aria-live="polite">{`${current + 1} / ${count}`}</span>
            <button type="button" onClick={() => move(1)}>
              {t('nextImage')}
              <span aria-hidden="true"> →</span>
            </button>
          </div>
        )}
      </dialog>
    </div>
  );
}
