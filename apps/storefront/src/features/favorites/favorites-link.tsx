import Link from 'next/link';
import styles from './favorites-link.module.css';

/**
 * The header's way to the favorites. The page is the same for everyone: the count is written in by
 * the favorites' code once it has read the shopper's list. A phone's header has no room for it: the
 * menu's shortcuts link the page there.
 */
export function FavoritesLink({
  href,
  label,
  className,
}: {
  href: string;
  label: string;
  className?: string;
}) {
  return (
    <Link href={href} className={`${styles.link} ${className ?? ''}`}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20.5 4.2 12.9A5 5 0 0 1 12 6.6a5 5 0 0 1 7.8 6.3Z" />
      </svg>
      <span className="visually-hidden">{label}</span>
      <span className={styles.count} data-favorites-count />
    </Link>
  );
}
