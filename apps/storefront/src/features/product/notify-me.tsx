import { getTranslations } from 'next-intl/server';
import { EmailSignUp } from '@/ui/email-sign-up';
import { watchProduct } from './notify-me-actions';
import styles from './product-page.module.css';

/** A sold-out SKU the shopper may ask about: its id and, for a size, the size's name. */
export interface SoldOutSku {
  skuId: number;
  name: string;
}

/**
 * The notify-me panel where the buy box says the product (or a size) is sold out: an address, and
 * the size when more than one is sold out. A server component with a plain form: no script.
 */
export async function NotifyMe({ alias, skus }: { alias: string; skus: SoldOutSku[] }) {
  const t = await getTranslations('stockAlert');
  const [only] = skus;
  if (!only) return null;
  const choose = skus.length > 1;
  return (
    <section id="notify-me" aria-labelledby="notify-me-title" className={styles.notifyMe}>
      <h2 id="notify-me-title">{t('panelTitle')}</h2>
      <p>{choose || only.name ? t('panelTextSizes') : t('panelText')}</p>
      <EmailSignUp
        id="notify-me"
        action={watchProduct}
        texts={{ email: t('email'), submit: t('submit') }}
        hidden={choose ? { alias } : { alias, skuId: only.skuId }}
      >
        {choose && (
          <>
            <label htmlFor="notify-me-size">{t('size')}</label>
            <select className="text-input" id="notify-me-size" name="skuId" required>
              {skus.map((sku) => (
                <option key={sku.skuId} value={sku.skuId}>
                  {sku.name}
                </option>
              ))}
            </select>
          </>
        )}
      </EmailSignUp>
    </section>
  );
}
