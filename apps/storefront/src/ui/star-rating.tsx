import { getFormatter, getTranslations } from 'next-intl/server';
import styles from './star-rating.module.css';

/** Stars as a picture for the eye and as words for everyone ("4,3 av 5 stjärnor"). */
export async function StarRating({ score, size = 'normal' }: { score: number; size?: 'normal' | 'large' }) {
  const [t, format] = await Promise.all([getTranslations('reviews'), getFormatter()]);
  const text = t('average', { score: format.number(score, { maximumFractionDigits: 1 }) });
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
