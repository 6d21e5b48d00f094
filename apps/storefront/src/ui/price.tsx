import { getTranslations } from 'next-intl/server';
import styles from './price.module.css';

export interface PriceProps {
  price: {
    isDiscounted: boolean;
    sellingPriceIncVatFormatted: string;
    regularPriceIncVatFormatted: string;
    discountPercentage: number;
  };
  size?: 'normal' | 'large';
}

/** A price as the API formatted it; the regular price struck through when discounted. */
export async function Price({ price, size = 'normal' }: PriceProps) {
  const t = await getTranslations();
  return (
    <p className={`${styles.price} ${size === 'large' ? styles.large : ''}`}>
      <span className={price.isDiscounted ? styles.discounted : styles.selling}>
        {price.sellingPriceIncVatFormatted}
      </span>
      {price.isDiscounted && (
        <>
          <s className={styles.regular}>
            <span className="visually-hidden">
              {t('product.regularPrice', { price: price.regularPriceIncVatFormatted })}
            </span>
            <span aria-hidden="true">{price.regularPriceIncVatFormatted}</span>
          </s>
          <span className={styles.badge}>{t('product.discount', { percent: price.discountPercentage })}</span>
        </>
      )}
      <span className={styles.vat}>{t('price.incVat')}</span>
    </p>
  );
}
