import { getLocale, getTranslations } from 'next-intl/server';
import { CACHE_LIFETIMES, productTag } from '@/lib/cache-manifest';
import { CUSTOMER_TYPES } from '@/lib/config';
import { query } from '@/lib/graphql/server';
import type { AskedPeriod, RentalPeriod } from '@/lib/rental-period';
import { isLocale, localeInfo } from '@/lib/routing/locales';
import type { PageProduct, PageRental } from './queries';
import styles from './rental.module.css';
import { RentalBookingLoader } from './rental-booking-loader';
import { RentalBookingForm } from './rental-form';
import { RentalAvailabilityQuery } from './rental-queries';
import type { QuoteFor } from './rental-quote';
import { RentalDepot, RentalPrices } from './rental-terms';
import { rentalTexts } from './rental-texts.server';

/**
 * The API's answer for the days a page's address asks about, and for delivery to its zip, for each
 * customer type (the page is the same for all; `data-vat` shows the shopper's). Kept briefly:
 * bookings expire no tag. Null when the API could not answer: the page still shows, and says so.
 */
async function askedQuotes(
  alias: string,
  period: RentalPeriod,
  deliveryZip?: string,
): Promise<QuoteFor[] | null> {
  try {
    return await Promise.all(
      CUSTOMER_TYPES.map(async ({ type }) => {
        const { rentalAvailability } = await query(
          RentalAvailabilityQuery,
          { alias, ...period, customerType: type, ...(deliveryZip ? { deliveryZip } : {}) },
          { tags: [productTag(alias)], seconds: CACHE_LIFETIMES.rentalAvailabilitySeconds },
        );
        return { customerType: type, quote: rentalAvailability };
      }),
    );
  } catch (error) {
    console.error('A rental period could not be priced', error);
    return null;
  }
}

/**
 * A rented machine's part of its page, instead of a price and a buy box: its prices and rules,
 * choosing the days (with the price and free machines for them) and booking them, and the depot.
 */
export async function RentalSection({
  product,
  rental,
  asked,
  action,
}: {
  product: PageProduct;
  rental: NonNullable<PageRental>;
  /** The days the page's address asks about (`?from=…&to=…`). */
  asked: AskedPeriod;
  /** The page's own address, without its query. */
  action: string;
}) {
  const [t, texts, answered, locale] = await Promise.all([
    getTranslations('rental'),
    rentalTexts(rental.minimumDays),
    asked.kind === 'period' ? askedQuotes(product.alias, asked.period, asked.deliveryZip) : null,
    getLocale(),
  ]);
  const skuId = product.skus[0]?.skuId ?? null;
  return (
    <>
      <section aria-labelledby="rental-heading" className={styles.rental}>
        <h2 id="rental-heading">{t('heading')}</h2>
        <RentalPrices rental={rental} />
        <RentalBookingLoader
          fallback={
            <RentalBookingForm
              action={action}
              asked={asked}
              answered={answered}
              skuId={skuId}
              units={rental.units}
              damageWaiverPercent={rental.damageWaiverPercent}
              texts={texts}
              languageTag={localeInfo[isLocale(locale) ? locale : 'sv'].iso}
            />
          }
          alias={product.alias}
          skuId={skuId}
          productName={product.name}
          units={rental.units}
          damageWaiverPercent={rental.damageWaiverPercent}
          action={action}
          asked={asked}
          answered={answered}
          texts={texts}
        />
      </section>
      <RentalDepot depot={rental.depot} />
    </>
  );
}
