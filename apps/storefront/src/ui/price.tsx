import { getTranslations } from 'next-intl/server';
import styles from './price.module.css';

export interface PriceProps {
  price: {
    isDiscounted: boolean;
    sellingPriceIncVatFormatted: string;
    regularPriceIncVatFormatted: string;
    sellingPriceExVatFormatted: string;
    regularPriceExVatFormatted: string;
    discountPercentage: number;
  };
  size?: 'normal' | 'large';
}

/**
 * A price as the API formatted it, including and excluding VAT; the customer type shows one. The
 * regular price is struck through when discounted.
 */
export async function Price({ price, size = 'normal' }: PriceProps) {
  const t = await getTranslations();
  const variants = [
    { vat: 'inc', selling: price.sellingPriceIncVatFormatted, regular: price.regularPriceIncVatFormatted },
    { vat: 'ex', selling: price.sellingPriceExVatFormatted, regular: price.regularPriceExVatFormatted },
  ] as const;
  return (
    <>
      {variants.map(({ vat, selling, regular }) => (
        <p key={vat} className={`${styles.price} ${size === 'large' ? styles.large : ''} vat-${vat}`}>
          <span className={price.isDiscounted ? styles.discounted : styles.selling}>{selling}</span>
          {price.isDiscounted && (
            <>
              <s className={styles.regular}>
                <span className="visually-hidden">{t('product.regularPrice', { price: regular })}</span>
                <span aria-hidden="true">{regular}</span>
              </s>
              <span className={styles.badge}>
                {t('product.discount', { percent: price.discountPercentage })}
              </span>
            </>
          )}
          <span className={styles.vat}>{t(vat === 'inc' ? 'price.incVat' : 'price.exVat')}</span>
        </p>
      ))}
    </>
  );
}
