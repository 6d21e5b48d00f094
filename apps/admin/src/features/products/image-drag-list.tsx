'use client';

import { type DragEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { dropImageAction } from './image-actions';
import styles from './images.module.css';

export interface DraggableImage {
  id: number;
  /** What shows of the image, drawn on the server: its picture (the handle) and the rest. */
  picture: ReactNode;
  controls: ReactNode;
}

/**
 * The product's images as a list. With JavaScript an image may also be dragged by its picture onto
 * another's place, and the new order is posted whole as the move buttons post it; without, and by
 * keyboard, the buttons move it. After a move the moved image takes the focus.
 */
export function ImageDragList({
  items,
  label,
  hint,
  productId,
  locale,
  canWrite,
  focusId,
}: {
  items: DraggableImage[];
  label: string;
  hint: string;
  productId: number;
  locale: string;
  canWrite: boolean;
  focusId: number | null;
}) {
  const [order, setOrder] = useState(() => items.map((item) => item.id));
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const moved = useRef<HTMLInputElement>(null);
  const posted = useRef<HTMLInputElement>(null);
  const ids = items.map((item) => item.id).join(',');

  // The order the page was drawn with, whenever it is drawn again (after a move or an upload).
  useEffect(() => setOrder(ids ? ids.split(',').map(Number) : []), [ids]);
  useEffect(() => setEnhanced(true), []);
  // Moved, uploaded or described: that image takes the focus, wherever it now stands.
  useEffect(() => {
    if (focusId !== null && ids) document.getElementById(`image-${focusId}`)?.focus();
  }, [focusId, ids]);

  const byId = new Map(items.map((item) => [item.id, item]));
  const drop = (event: DragEvent, target: number) => {
    event.preventDefault();
    setOver(null);
    if (dragged === null || dragged === target) return;
    const next = order.filter((id) => id !== dragged);
    next.splice(next.indexOf(target) + (order.indexOf(dragged) < order.indexOf(target) ? 1 : 0), 0, dragged);
    setOrder(next);
    if (posted.current && moved.current) {
      posted.current.value = next.join(',');
      moved.current.value = String(dragged);
      form.current?.requestSubmit();
    }
  };
  const draggable = enhanced && canWrite && order.length > 1;

  return (
    <>
      {draggable ? <p className={styles.caption}>{hint}</p> : null}
      <ol className={styles.list} aria-label={label}>
        {order.map((id) => {
          const item = byId.get(id);
          if (!item) return null;
          const look = [
            styles.item,
            over === id ? styles.dropTarget : '',
            dragged === id ? styles.dragging : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li
              key={id}
              id={`image-${id}`}
              tabIndex={-1}
              className={look}
              aria-labelledby={`image-${id}-caption`}
              onDragOver={
                draggable
                  ? (event) => {
                      event.preventDefault();
                      setOver(id);
                    }
                  : undefined
              }
              onDragLeave={draggable ? () => setOver((at) => (at === id ? null : at)) : undefined}
              onDrop={draggable ? (event) => drop(event, id) : undefined}
            >
              {/* biome-ignore lint/a11y/noStaticElementInteractions: dragging is the pointer's extra way; the move buttons beside it do the same by keyboard */}
              <div
                className={draggable ? styles.handle : undefined}
                draggable={draggable || undefined}
                onDragStart={
                  draggable
                    ? (event) => {
                        event.dataTransfer.effectAllowed = 'move';
                        event.dataTransfer.setData('text/plain', String(id));
                        setDragged(id);
                      }
                    : undefined
                }
                onDragEnd={
                  draggable
                    ? () => {
                        setDragged(null);
                        setOver(null);
                      }
                    : undefined
                }
              >
                {item.picture}
              </div>
              {item.controls}
            </li>
          );
        })}
      </ol>
      {draggable ? (
        <form ref={form} action={dropImageAction} hidden>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="productId" value={productId} />
          <input ref={posted} type="hidden" name="order" defaultValue="" />
          <input ref={moved} type="hidden" name="imageId" defaultValue="" />
        </form>
      ) : null}
    </>
  );
}
