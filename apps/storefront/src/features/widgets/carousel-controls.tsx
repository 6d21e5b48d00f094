'use client';

import { useEffect, useState } from 'react';
import styles from './widgets.module.css';

/** Closer to an end than this counts as being there (snap padding, rounding). */
const EDGE_PX = 8;

/**
 * Previous and next buttons that scroll a carousel's list by about one view's width. At an end the button
 * is marked aria-disabled rather than disabled, so that keyboard focus is not lost from it.
 */
export function CarouselControls({
  listId,
  previousLabel,
  nextLabel,
}: {
  listId: string;
  previousLabel: string;
  nextLabel: string;
}) {
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    const update = () =>
      setEdges({
        atStart: list.scrollLeft <= EDGE_PX,
        atEnd: list.scrollLeft + list.clientWidth >= list.scrollWidth - EDGE_PX,
      });
    update();
    list.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      list.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [listId]);

  const scroll = (direction: 1 | -1) => {
    const list = document.getElementById(listId);
    if (!list) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  return (
    <div className={styles.carouselControls}>
      <button
        type="button"
        aria-controls={listId}
        aria-label={previousLabel}
        aria-disabled={edges.atStart}
        onClick={() => !edges.atStart && scroll(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        aria-controls={listId}
        aria-label={nextLabel}
        aria-disabled={edges.atEnd}
        onClick={() => !edges.atEnd && scroll(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
