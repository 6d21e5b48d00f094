import { getTranslations } from 'next-intl/server';
import { toggleFavoriteFromForm } from './favorite-actions';
import styles from './favorite-button.module.css';

/** What the `favorite:add` and `favorite:remove` events tell of the product, for analytics. */
export interface FavoriteDetail {
  productId: number;
  name: string;
  sellingPriceIncVat: number;
  sellingPriceExVat?: number;
  currency?: string;
  isDiscounted: boolean;
  discountPercentage: number;
}

/**
 * A product's heart: a plain form that toggles the favorite on the server where no script runs.
 * The page is the same for every shopper, so it is rendered unpressed; the favorites' code (loaded
 * once the page is idle) presses the shopper's own and takes the presses from then on.
 */
export async function FavoriteButton({ detail, className }: { detail: FavoriteDetail; className?: string }) {
  const t = await getTranslations('favorites');
  return (
    <form action={toggleFavoriteFromForm} className={`${styles.form} ${className ?? ''}`}>
      <input type="hidden" name="productId" value={detail.productId} />
      <button
        type="submit"
        className={styles.heart}
        aria-pressed="false"
        aria-label={t('toggle', { name: detail.name })}
        data-favorite={JSON.stringify(detail)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 20.5 4.2 12.9A5 5 0 0 1 12 6.6a5 5 0 0 1 7.8 6.3Z" />
        </svg>
      </button>
    </form>
  );
}
