import { fillMessage } from '@/lib/fill-message';
import { periodText, zipText } from '@/lib/rental-period';
import type { CartLine } from './cart-model';
import styles from './cart-panel.module.css';
import type { CartTexts } from './cart-texts';

/**
 * A rental line's days, its delivery to the site and its damage waiver (parts of the line's price)
 * when it has them; once its hold ran out (EXPIRED), that the days must be chosen again, as a
 * way back to the machine's page. Its quantity is always one machine: it has no stepper.
 */
export function RentalLineDays({
  rental,
  texts,
  languageTag,
  productHref,
  onNavigate,
}: {
  rental: NonNullable<CartLine['rental']>;
  texts: CartTexts;
  languageTag: string;
  productHref: string;
  onNavigate?: () => void;
}) {
  return (
    <>
      <p className={styles.lineDetail}>
        {fillMessage(texts.rentalPeriod, { period: periodText(rental, languageTag) })}
      </p>
      {rental.deliveryZip && rental.deliveryPrice && (
        <p className={styles.lineDetail}>
          <span className="vat-inc">
            {fillMessage(texts.rentalDelivery, {
              zip: zipText(rental.deliveryZip),
              price: rental.deliveryPrice.sellingPriceIncVatFormatted,
            })}
          </span>
          <span className="vat-ex">
            {fillMessage(texts.rentalDelivery, {
              zip: zipText(rental.deliveryZip),
              price: rental.deliveryPrice.sellingPriceExVatFormatted,
            })}
          </span>
        </p>
      )}
      {rental.deliveryProblem && <p className={styles.rentalExpired}>{texts.rentalDeliveryUnavailable}</p>}
      {rental.damageWaiver && rental.damageWaiverPrice && (
        <p className={styles.lineDetail}>
          <span className="vat-inc">
            {fillMessage(texts.rentalDamageWaiver, {
              price: rental.damageWaiverPrice.sellingPriceIncVatFormatted,
            })}
          </span>
          <span className="vat-ex">
            {fillMessage(texts.rentalDamageWaiver, {
              price: rental.damageWaiverPrice.sellingPriceExVatFormatted,
            })}
          </span>
        </p>
      )}
      {rental.state === 'EXPIRED' && (
        <p className={styles.rentalExpired}>
          <a href={productHref} onClick={onNavigate}>
            {texts.rentalExpired}
          </a>
        </p>
      )}
    </>
  );
}
