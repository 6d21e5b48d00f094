'use client';

import { type KeyboardEvent, useRef, useState } from 'react';
import { ProductImage } from '@/ui/product-image';
import styles from './gallery.module.css';

/** One image and what it is called where it shows, worded on the server. */
export interface GalleryImage {
  fileName: string;
  alt: string;
  /** The main image's button: "Enlarge image 2 of 4". */
  zoomLabel: string;
  /** Its thumbnail's button: "Show image 2 of 4". */
  showLabel: string;
  /** The zoom view's heading while it shows this image. */
  zoomTitle: string;
}

export interface GalleryTexts {
  thumbnails: string;
  closeZoom: string;
  zoomHint: string;
  previousImage: string;
  nextImage: string;
}

/**
 * The product's images: a large one, thumbnails to choose it, and a zoom view (a modal <dialog>:
 * Enter or a click opens it, the arrow keys move between images, Escape closes it and focus
 * returns to where it was).
 */
export function ProductGallery({ images, texts }: { images: GalleryImage[]; texts: GalleryTexts }) {
  const [current, setCurrent] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const shown = images[current];
  if (!shown) return <div className={styles.gallery} />;

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
            {shown.zoomTitle}
          </h2>
          <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
            {texts.closeZoom}
          </button>
        </div>
        <p id="gallery-zoom-hint" className={styles.hint}>
          {texts.zoomHint}
        </p>
        <div className={styles.zoomImage}>
          <ProductImage fileName={shown.fileName} alt={shown.alt} size={1000} />
        </div>
        {count > 1 && (
          <div className={styles.zoomNav}>
            <button type="button" onClick={() => move(-1)}>
              <span aria-hidden="true">← </span>
              {texts.previousImage}
            </button>
            <span aria-live="polite">{`${current + 1} / ${count}`}</span>
            <button type="button" onClick={() => move(1)}>
              {texts.nextImage}
              <span aria-hidden="true"> →</span>
            </button>
          </div>
        )}
      </dialog>
    </div>
  );
}
