'use client';

import type { KeyboardEvent } from 'react';
import { Dialog, DialogClose } from '@/ui/dialog';
import { ProductImage } from '@/ui/product-image';
import styles from './gallery.module.css';
import type { GalleryImage, GalleryTexts } from './gallery-types';

/**
 * The gallery's zoom view, a modal dialog: the arrow keys move between images, Escape closes it.
 * Loaded by the gallery the first time the shopper reaches for the large image.
 */
export function GalleryZoom({
  images,
  current,
  texts,
  onMove,
  onClose,
}: {
  images: GalleryImage[];
  current: number;
  texts: GalleryTexts;
  onMove: (step: number) => void;
  onClose: () => void;
}) {
  const shown = images[current];

  const onKey = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') onMove(1);
    else if (event.key === 'ArrowLeft') onMove(-1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog
      className={styles.zoom}
      aria-labelledby="gallery-zoom-title"
      aria-describedby="gallery-zoom-hint"
      onKeyDown={onKey}
      onClose={onClose}
      closeOnBackdrop={false}
    >
      <div className={styles.zoomBar}>
        <h2 id="gallery-zoom-title" className={styles.zoomTitle}>
          {shown?.zoomTitle}
        </h2>
        <DialogClose className={styles.close}>{texts.closeZoom}</DialogClose>
      </div>
      <p id="gallery-zoom-hint" className={styles.hint}>
        {texts.zoomHint}
      </p>
      <div className={styles.zoomImage}>
        <ProductImage fileName={shown?.fileName} alt={shown?.alt ?? ''} size={1000} />
      </div>
      {images.length > 1 && (
        <div className={styles.zoomNav}>
          <button type="button" onClick={() => onMove(-1)}>
            <span aria-hidden="true">← </span>
            {texts.previousImage}
          </button>
          <span aria-live="polite">{`${current + 1} / ${images.length}`}</span>
          <button type="button" onClick={() => onMove(1)}>
            {texts.nextImage}
            <span aria-hidden="true"> →</span>
          </button>
        </div>
      )}
    </Dialog>
  );
}
