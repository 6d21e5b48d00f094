import { getTranslations } from 'next-intl/server';
import { readCartPageNotice } from '@/features/cart/cart-page-notice';
import { cartTexts } from '@/features/cart/cart-texts.server';
import { CheckoutCart } from '@/features/cart/checkout-cart';
import { ServerCart } from '@/features/cart/server-cart';
import styles from '@/features/checkout/checkout.module.css';
import { CheckoutIsland } from '@/features/checkout/checkout-island';
import { checkoutPageData } from '@/features/checkout/checkout-page-data.server';
import { checkoutTexts } from '@/features/checkout/checkout-texts.server';
import { readOutcome } from '@/features/checkout/form-outcome';
import { ServerCheckoutForm } from '@/features/checkout/server-checkout-form';
import { namespaceMetadata } from '@/features/layout/text-route';
import { type PageProps, pageQuery, pageScope } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = namespaceMetadata('checkout', 'checkout', { index: false });

/**
 * The checkout, which is also the cart's page: rendered for each shopper on the server, with the
 * cart's lines and the checkout's form as plain forms (ADR 14), which the islands replace with
 * their own once the page's script runs (ADR 30).
 */
export default async function CheckoutPage({ params }: PageProps) {
  const { locale } = await pageScope(params);
  const [t, texts, cartPanelTexts, query, links, data] = await Promise.all([
    getTranslations('checkout'),
    checkoutTexts(),
    cartTexts(),
    pageQuery(params),
    getLinks(),
    checkoutPageData(),
  ]);
  const tCart = await getTranslations('cartPage');
  const serverCartTexts = {
    ...cartPanelTexts,
    holds: tCart.raw('holds') as string,
    setQuantity: tCart('setQuantity'),
    removedLine: tCart('removedLine'),
  };
  return (
    <article className={styles.page}>
      <h1>{t('title')}</h1>
      <div className={styles.layout}>
        <section className={styles.cart} aria-labelledby="checkout-cart-title">
          <h2 id="checkout-cart-title" className={styles.cartTitle}>
            {texts.yourCart}
          </h2>
          <CheckoutCart>
            <ServerCart
              cart={data.cart}
              texts={serverCartTexts}
              locale={locale}
              notice={readCartPageNotice(query)}
              productHref={(url) => links.catalog(url)}
            />
          </CheckoutCart>
        </section>
        <div className={styles.formColumn}>
          <CheckoutIsland texts={texts}>
            {data.checkout && (
              <ServerCheckoutForm
                texts={{ ...texts, saveAndContinue: t('saveAndContinue') }}
                checkout={data.checkout}
                outcome={readOutcome(query)}
                country={data.country}
              />
            )}
          </CheckoutIsland>
        </div>
      </div>
    </article>
  );
}
