'use client';

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { BREAKPOINTS } from '@/lib/config';
import { Dialog, DialogClose } from '@/ui/dialog';
import styles from './menu-drawer.module.css';
import { MenuToggle } from './menu-toggle';

/**
 * The phone's menu: a button and a modal dialog drawer, closed also by following a link in it.
 * Loaded on first use by `MenuDrawerLoader`.
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

  // A drawer left open while the window widens past phone size would keep the page inert.
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${BREAKPOINTS.tablet}px)`);
    const onChange = () => wide.matches && dialog.current?.close();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  const onClosed = () => {
    // Closed before the focus comes back, so a press of the toggle right after opens it anew.
    flushSync(() => setOpen(false));
    button.current?.focus();
  };

  return (
    <>
      <MenuToggle ref={button} label={label} drawerId={id} open={open} onClick={() => setOpen(true)} />
      {/* The content mounts with the open state, so the dialog opens once it is there to take focus. */}
      <Dialog
        dialogRef={dialog}
        open={open}
        id={id}
        aria-labelledby={`${id}-title`}
        className={styles.drawer}
        onClose={onClosed}
        closeOnLink
      >
        {open && (
          <div className={styles.panel}>
            <div className={styles.head}>
              <h2 id={`${id}-title`} className={styles.title}>
                {label}
              </h2>
              <DialogClose className={styles.close} aria-label={closeLabel}>
                <CloseIcon />
              </DialogClose>
            </div>
            {children}
          </div>
        )}
      </Dialog>
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
