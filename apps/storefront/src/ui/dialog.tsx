'use client';

import {
  type ComponentProps,
  type MouseEvent,
  type RefObject,
  useEffect,
  useEffectEvent,
  useRef,
} from 'react';

type DialogProps = Omit<ComponentProps<'dialog'>, 'open' | 'onClose' | 'onClick' | 'ref'> & {
  /** The id of the heading that names the dialog. */
  'aria-labelledby': string;
  /** Shown while true; a dialog that is mounted only while in use leaves it out. */
  open?: boolean;
  /** Right after it opens: to move the focus elsewhere than to the first control. */
  onOpen?: (dialog: HTMLDialogElement) => void;
  /** After it closed, by Escape, the backdrop, a close button or `open` turning false; with what had the focus before it opened. */
  onClose: (opener: Element | null) => void;
  /** A click on the backdrop closes it (the default). */
  closeOnBackdrop?: boolean;
  /** Following a link inside closes it. */
  closeOnLink?: boolean;
  dialogRef?: RefObject<HTMLDialogElement | null>;
};

/**
 * A modal <dialog>: the browser keeps focus inside it, makes the page behind it inert and closes it
 * with Escape. Close it from inside with `DialogClose`, or with `dialogRef.current.close()`.
 */
export function Dialog({
  open = true,
  onOpen,
  onClose,
  closeOnBackdrop = true,
  closeOnLink = false,
  dialogRef,
  children,
  ...props
}: DialogProps) {
  const ownRef = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? ownRef;
  const opener = useRef<Element | null>(null);
  const opened = useEffectEvent((element: HTMLDialogElement) => onOpen?.(element));

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      // The dialog focuses its first control while it may still slide in from off the screen,
      // which would scroll a page wider than the window; the page stays where the shopper left it.
      const { scrollX, scrollY } = window;
      element.showModal();
      window.scrollTo(scrollX, scrollY);
      opened(element);
    }
    if (!open && element.open) element.close();
  }, [open, ref]);

  // A click on the backdrop lands on the dialog itself.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element;
    const onBackdrop = closeOnBackdrop && target === event.currentTarget;
    if (onBackdrop || (closeOnLink && target.closest('a[href]'))) event.currentTarget.close();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively; the click only catches the backdrop and links.
    <dialog ref={ref} {...props} onClose={() => onClose(opener.current)} onClick={onClick}>
      {children}
    </dialog>
  );
}

/** A button that closes the dialog it is in. */
export function DialogClose(props: Omit<ComponentProps<'button'>, 'type' | 'onClick'>) {
  return (
    <button type="button" {...props} onClick={(event) => event.currentTarget.closest('dialog')?.close()} />
  );
}

/** Gives the focus back to what opened a dialog, when it is still on the page, else to `fallback`. */
export function focusOpener(opener: Element | null, fallback?: HTMLElement | null) {
  const shown =
    opener instanceof HTMLElement &&
    opener !== document.body &&
    opener.isConnected &&
    opener.offsetParent !== null;
  (shown ? opener : fallback)?.focus();
}
