'use client';

import { useShop } from './shop-provider';
import styles from './toast-region.module.css';

/** One notification at a time, top right; screen readers hear it. It can be dismissed. */
export function ToastRegion({ closeLabel }: { closeLabel: string }) {
  const toast = useShop((s) => s.toast);
  const hide = useShop((s) => s.hideToast);
  return (
    <div
      className={styles.region}
      data-placement={toast?.placement ?? 'top-right'}
      role="status"
      aria-live="polite"
    >
      {toast && (
        <div key={toast.id} className={styles.toast} data-mode={toast.mode}>
          <span className={styles.message}>{toast.message}</span>
          {toast.action && (
            <button
              type="button"
              className={styles.action}
              onClick={() => {
                hide();
                toast.action?.run();
              }}
            >
              {toast.action.label}
            </button>
          )}
          <button type="button" className={styles.close} onClick={hide} aria-label={closeLabel}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
