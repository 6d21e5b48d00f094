import styles from './star-rating.module.css';

/**
 * Stars as a picture for the eye and as words for everyone: `text` is `reviews.average` of the
 * messages ("4,3 av 5 stjärnor"), looked up by the caller.
 */
export function StarRating({
  score,
  text,
  size = 'normal',
}: {
  score: number;
  text: string;
  size?: 'normal' | 'large';
}) {
  return (
    <span className={`${styles.rating} ${size === 'large' ? styles.large : ''}`}>
      <span className={styles.starsBar} aria-hidden="true">
        <span
          className={styles.starsFill}
          style={{ width: `${(Math.min(5, Math.max(0, score)) / 5) * 100}%` }}
        >
          ★★★★★
        </span>
        ★★★★★
      </span>
      <span>{text}</span>
    </span>
  );
}
