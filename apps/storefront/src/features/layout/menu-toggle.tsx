import type { Ref } from 'react';
import styles from './menu-drawer.module.css';

/** The phone header's menu button, before and after the drawer's code has loaded. */
export function MenuToggle({
  ref,
  label,
  drawerId,
  open,
  onClick,
  onPointerEnter,
}: {
  ref?: Ref<HTMLButtonElement>;
  label: string;
  /** The drawer's id, once the drawer is there to control. */
  drawerId?: string;
  open: boolean;
  onClick: () => void;
  onPointerEnter?: () => void;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={styles.toggle}
      aria-expanded={open}
      aria-controls={drawerId}
      aria-haspopup="dialog"
      onClick={onClick}
      onPointerEnter={onPointerEnter}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {label}
    </button>
  );
}
