'use client';

import { type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { BREAKPOINTS } from '@/lib/config';
import styles from './menu-drawer.module.css';
import { MenuToggle } from './menu-toggle';

/**
 * The phone's menu: a button and a modal <dialog> drawer. The browser's modal dialog gives focus
 * to the drawer, closes it with Escape and makes the page behind it inert. Loaded on first use by
 * `MenuDrawerLoader`.
 */
export function MenuDrawer({
  label,
  closeLabel,
  startOpen,
  children,
}: {
  label: string;
  closeLabel: string;
  /** Open at once: the button was pressed before this code had loaded. */
  startOpen: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(startOpen);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // The content mounts with the open state, so the dialog opens once it is there to take focus.
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  // A drawer left open while the window widens past phone size would keep the page inert.
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${BREAKPOINTS.tablet}px)`);
    const onChange = () => wide.matches && dialog.current?.close();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  const onClosed = () => {
    setOpen(false);
    button.current?.focus();
  };

  // A chosen link navigates, so the drawer closes; a click on the backdrop lands on the dialog itself.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element;
    if (target === event.currentTarget || target.closest('a[href]')) event.currentTarget.close();
  };

  return (
    <>
      <MenuToggle ref={button} label={label} drawerId={id} open={open} onClick={() => setOpen(true)} />
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively; the click only catches the backdrop and links. */}
      <dialog
        ref={dialog}
        id={id}
        aria-labelledby={`${id}-title`}
        className={styles.drawer}
        onClose={onClosed}
        onClick={onClick}
      >
        {open && (
          <div className={styles.panel}>
            <div className={styles.head}>
              <h2 id={`${id}-title`} className={styles.title}>
                {label}
              </h2>
              <button
                type="button"
                className={styles.close}
                aria-label={closeLabel}
                onClick={() => dialog.current?.close()}
              >
                <CloseIcon />
              </button>
            </div>
            {children}
          </div>
        )}
      </dialog>
    </>
  );
}

function CloseIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
