import type { ReactNode } from 'react';
import styles from './notice.module.css';

/**
 * A message in the page's flow. An error or a success is announced when it appears (role alert /
 * status), so that a form's outcome is heard after a post, with or without JavaScript.
 */
export function Notice({
  children,
  tone = 'info',
  id,
}: {
  children: ReactNode;
  tone?: 'info' | 'error' | 'success';
  id?: string;
}) {
  const role = tone === 'error' ? 'alert' : tone === 'success' ? 'status' : undefined;
  return (
    <div id={id} role={role} className={`${styles.notice} ${tone === 'info' ? '' : styles[tone]}`}>
      {children}
    </div>
  );
}
