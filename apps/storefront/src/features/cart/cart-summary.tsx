import { fillMessage } from '@/lib/fill-message';
import { VatAmount } from '@/ui/vat-amount';
import type { CartTotals } from './cart-model';
import styles from './cart-panel.module.css';
import type { CartTexts } from './cart-texts';

/** The API's name of the cart's shipping when it is too heavy for parcels. */
const FREIGHT = 'freight';

/**
 * The cart in figures, each as the API formatted it: the items before discounts, every discount,
 * shipping, what a gift card pays, what is left to pay and its VAT. Nothing is added up here. Prices
 * follow the customer type (ADR 5); the amount to pay is always incl. VAT.
 */
export function CartSummary({ cart, texts, busy }: { cart: CartTotals; texts: CartTexts; busy: boolean }) {
  const { subTotal, total, shipping, balance } = cart.summary;
  const campaigns = cart.appliedCampaigns.filter((c) => !c.hideTitle);
  return (
    <section className={styles.summary} aria-label={texts.summary} aria-busy={busy || undefined}>
      <dl>
        <div>
          <dt>{texts.subTotal}</dt>
          <dd>
            <VatAmount inc={subTotal.regularPriceIncVatFormatted} ex={subTotal.regularPriceExVatFormatted} />
          </dd>
        </div>
        {total.isDiscounted && (
          <div className={styles.discount}>
            <dt>
              {texts.discounts}
              {campaigns.map((c) => (
                <span key={c.name} className={styles.summaryNote}>
                  {c.name}
                </span>
              ))}
            </dt>
            <dd>
              <VatAmount inc={`−${total.discountIncVatFormatted}`} ex={`−${total.discountExVatFormatted}`} />
            </dd>
          </div>
        )}
        <div>
          <dt>{texts.shipping}</dt>
          <dd>
            {/* Free when the API waives it, and when the way chosen at the checkout costs nothing. */}
            {cart.freeShipping || shipping.shippingFeeIncVat === 0 ? (
              texts.freeShipping
            ) : (
              <VatAmount inc={shipping.feeIncVatFormatted} ex={shipping.feeExVatFormatted} />
            )}
          </dd>
        </div>
        {balance.fromGiftCard > 0 && (
          <div className={styles.discount}>
            <dt>{texts.giftCard}</dt>
            <dd>−{balance.fromGiftCardFormatted}</dd>
          </div>
        )}
        {balance.fromAccount > 0 && (
          <div className={styles.discount}>
            <dt>{texts.accountBalance}</dt>
            <dd>−{balance.fromAccountFormatted}</dd>
          </div>
        )}
        {/* A company sees its sum and the VAT on it; what is owed is always the amount incl. VAT. */}
        <div className="vat-ex">
          <dt>{texts.totalExVat}</dt>
          <dd>{total.sellingPriceExVatFormatted}</dd>
        </div>
        <div className={`${styles.vatRow} vat-ex`}>
          <dt>{texts.vat}</dt>
          <dd>{total.vatFormatted}</dd>
        </div>
        <div className={styles.total}>
          <dt>
            {texts.total}
            <span className={styles.summaryNote}>{texts.incVat}</span>
          </dt>
          <dd>{total.sellingPriceIncVatFormatted}</dd>
        </div>
        <div className={`${styles.vatRow} vat-inc`}>
          <dt>{texts.vatIncluded}</dt>
          <dd>{total.vatFormatted}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * "X kr kvar till fri frakt", that shipping is free, or that the cart goes by freight, which is
 * never free, from the API's amount left and the cart's shipping.
 */
export function FreeShippingNote({ cart, texts }: { cart: CartTotals; texts: CartTexts }) {
  const { shipping } = cart.summary;
  if (shipping.name === FREIGHT) {
    return (
      <p className={styles.freeShipping}>
        <TruckIcon />
        {texts.freightNote}
      </p>
    );
  }
  if (shipping.amountLeftToFreeShipping > 0) {
    return (
      <p className={styles.freeShipping}>
        <TruckIcon />
        {fillMessage(texts.amountLeftToFreeShipping, { amount: shipping.amountLeftToFreeShippingFormatted })}
      </p>
    );
  }
  if (!cart.freeShipping) return null;
  return (
    <p className={styles.freeShipping} data-reached>
      <TruckIcon />
      {texts.hasFreeShipping}
    </p>
  );
}

function TruckIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M2 6h12v10H2zM14 10h4l3 3v3h-7M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
