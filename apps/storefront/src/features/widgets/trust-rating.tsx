import { getTranslations } from 'next-intl/server';
import { query } from '@/lib/graphql/server';
import { StarRating } from '@/ui/star-rating';
import { ratingText } from '@/ui/texts.server';
import { textOf } from './configuration';
import { ShopRatingQuery } from './queries';
import type { WidgetProps } from './widget-context';
import styles from './widgets.module.css';

/**
 * The shop's trust rating: the average stars of every review of its products, as the API counts
 * them, with where they come from. Left out while nobody has written one.
 */
export async function TrustRating({ configuration, id }: Pick<WidgetProps, 'configuration' | 'id'>) {
  const [t, { shopRating }] = await Promise.all([getTranslations('widgets'), query(ShopRatingQuery, {})]);
  if (shopRating.voteCount === 0) return null;
  const title = textOf(configuration.title) ?? t('trustTitle');
  return (
    <section className={styles.trust} aria-labelledby={`${id}-title`} data-widget="trust-rating">
      <h2 id={`${id}-title`} className={styles.trustTitle}>
        {title}
      </h2>
      <StarRating score={shopRating.score} text={await ratingText(shopRating.score)} size="large" />
      <p className={styles.trustSource}>{t('trustSource', { count: shopRating.voteCount })}</p>
    </section>
  );
}
