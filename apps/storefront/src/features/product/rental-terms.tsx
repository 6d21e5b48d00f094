import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { CUSTOMER_TYPES } from '@/lib/config';
import type { PageRental } from './queries';
import styles from './rental.module.css';
import { amountFor, ByCustomerType, type RentalAmount } from './rental-amounts';

type Rental = NonNullable<PageRental>;
type PriceRow = Rental['prices'][number];

/** Each customer type with its own price row (none where the market prices it no rent). */
const rowsOf = (rental: Rental) =>
  CUSTOMER_TYPES.map(({ type }) => ({
    customerType: type,
    row: rental.prices.find((p) => p.customerType === type) ?? null,
  }));

/**
 * What hiring the machine costs and how it goes: the day, weekend and week prices of the shopper's
 * customer type, the deposit, the shortest hire, the damage waiver, and where and when it is
 * picked up and returned.
 */
export async function RentalPrices({ rental }: { rental: Rental }) {
  const [t, tPrice, format] = await Promise.all([
    getTranslations('rental'),
    getTranslations('price'),
    getFormatter(),
  ]);
  const rows = rowsOf(rental);
  const priceOf = (pick: (row: PriceRow) => RentalAmount | null, none: string) => (
    <ByCustomerType
      rows={rows}
      text={({ customerType, row }) => {
        const amount = row && pick(row);
        return amount ? amountFor(customerType, amount) : none;
      }}
    />
  );
  const periods = [
    { key: 'day', label: t('day'), pick: (row: PriceRow) => row.day },
    { key: 'weekend', label: t('weekend'), pick: (row: PriceRow) => row.weekend },
    { key: 'week', label: t('week'), pick: (row: PriceRow) => row.week },
  ];
  const anyDeposit = rental.prices.some((p) => p.deposit);
  return (
    <div className={styles.terms}>
      <table className={styles.prices}>
        <caption>
          {t('pricesCaption')} <span className="vat-inc">({tPrice('incVat')})</span>
          <span className="vat-ex">({tPrice('exVat')})</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('period')}</th>
            <th scope="col">{t('price')}</th>
          </tr>
        </thead>
        <tbody>
          {periods.map(({ key, label, pick }) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td>{priceOf(pick, '–')}</td>
            </tr>
          ))}
          {anyDeposit && (
            <tr>
              <th scope="row">{t('deposit')}</th>
              <td>{priceOf((row) => row.deposit, t('noDeposit'))}</td>
            </tr>
          )}
        </tbody>
      </table>
      <ul className={styles.rules}>
        {anyDeposit && <li>{t('depositNote')}</li>}
        <li>{t('minimum', { days: rental.minimumDays })}</li>
        {rental.damageWaiverPercent !== null && (
          <li>{t('damageWaiver', { percent: format.number(rental.damageWaiverPercent) })}</li>
        )}
      </ul>
    </div>
  );
}

/** The depot: its address, phone and the hour of handing over on the first and last day. */
export async function RentalDepot({ depot }: { depot: Rental['depot'] }) {
  const [t, locale] = await Promise.all([getTranslations('rental'), getLocale()]);
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(depot.countryCode);
  return (
    <section aria-labelledby="rental-depot" className={styles.depot}>
      <h2 id="rental-depot">{t('depotHeading')}</h2>
      <address>
        {depot.name}
        <br />
        {depot.street}
        <br />
        {depot.zip} {depot.city}
        {country && (
          <>
            <br />
            {country}
          </>
        )}
        <br />
        <a href={`tel:${depot.phone.replace(/\s/g, '')}`}>{t('phone', { phone: depot.phone })}</a>
      </address>
      <p>{t('handover', { time: depot.handoverTime })}</p>
    </section>
  );
}
