import { getTranslations } from 'next-intl/server';
import { CheckoutCart } from '@/features/cart/checkout-cart';
import styles from '@/features/checkout/checkout.module.css';
import { CheckoutIsland } from '@/features/checkout/checkout-island';
import { checkoutTexts } from '@/features/checkout/checkout-texts.server';
import { namespaceMetadata } from '@/features/layout/text-route';
import { type PageProps, pageScope } from '@/lib/page.server';

export const generateMetadata = namespaceMetadata('checkout', 'checkout', { index: false });

/**
 * The checkout: the same page for every shopper of a market and language; the cart and the form
 * are islands that load the shopper's own cart and checkout in the browser.
 */
export default async function CheckoutPage({ params }: PageProps) {
  await pageScope(params);
  const [t, texts] = await Promise.all([getTranslations('checkout'), checkoutTexts()]);
  return (
    <article className={styles.page}>
      <h1>{t('title')}</h1>
      <div className={styles.layout}>
        <section className={styles.cart} aria-labelledby="checkout-cart-title">
          <h2 id="checkout-cart-title" className={styles.cartTitle}>
            {texts.yourCart}
          </h2>
          <CheckoutCart />
        </section>
        <div className={styles.formColumn}>
          {/* The form runs in the browser (ADR 30): without scripts the shopper is told so. */}
          <noscript>
            <p>{t('needsJavaScript')}</p>
          </noscript>
          <CheckoutIsland texts={texts} />
        </div>
      </div>
    </article>
  );
}
