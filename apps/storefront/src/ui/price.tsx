import { fillMessage } from '@/lib/fill-message';
import styles from './price.module.css';

export interface PriceTexts {
  /** "Ordinarie pris {price}", read out before the struck-through regular price. */
  regularPrice: string;
  /** "−{percent} %": the discount badge, shown when given. */
  discount?: string;
  /** "inkl. moms" and "exkl. moms" after the price, shown when given. */
  incVat?: string;
  exVat?: string;
}

export interface PriceProps {
  price: {
    isDiscounted: boolean;
    sellingPriceIncVatFormatted: string;
    regularPriceIncVatFormatted: string;
    sellingPriceExVatFormatted: string;
    regularPriceExVatFormatted: string;
    discountPercentage?: number;
  };
  /** Looked up on the server and handed over, so that the price renders on either side. */
  texts: PriceTexts;
  /** `line`: a cart line's amount, the regular price under the selling one, inside a paragraph. */
  size?: 'line' | 'normal' | 'large';
}

/**
 * A price as the API formatted it, including and excluding VAT; the customer type shows one. The
 * regular price is struck through when discounted.
 */
export function Price({ price, texts, size = 'normal' }: PriceProps) {
  const Form = size === 'line' ? 'span' : 'p';
  const variants = [
    { vat: 'inc', selling: price.sellingPriceIncVatFormatted, regular: price.regularPriceIncVatFormatted },
    { vat: 'ex', selling: price.sellingPriceExVatFormatted, regular: price.regularPriceExVatFormatted },
  ] as const;
  return (
    <>
      {variants.map(({ vat, selling, regular }) => {
        const vatLabel = vat === 'inc' ? texts.incVat : texts.exVat;
        return (
          <Form key={vat} className={`${styles.price} ${styles[size] ?? ''} vat-${vat}`}>
            <span className={price.isDiscounted ? styles.discounted : styles.selling}>{selling}</span>
            {price.isDiscounted && (
              <>
                <s className={styles.regular}>
                  <span className="visually-hidden">
                    {fillMessage(texts.regularPrice, { price: regular })}
                  </span>
                  <span aria-hidden="true">{regular}</span>
                </s>
                {texts.discount && (
                  <span className={styles.badge}>
                    {fillMessage(texts.discount, { percent: price.discountPercentage ?? 0 })}
                  </span>
                )}
              </>
            )}
            {vatLabel && <span className={styles.vat}>{vatLabel}</span>}
          </Form>
        );
      })}
    </>
  );
}
