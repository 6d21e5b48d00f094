import { getFormatter, getTranslations } from 'next-intl/server';
import { Button, SelectField, TextField } from '@/ui/form';
import { cancelScheduledPriceAction, schedulePriceAction, setPriceAction } from './actions';
import type { MarketPrice } from './documents';
import { type FormOutcome, problemAbove, problemBeside } from './outcome';
import { ScrollTable, SkuForm, SkuPanel, type SkuSectionProps } from './sku-parts';
import styles from './stock.module.css';

const STOCKHOLM = 'Europe/Stockholm';

/** Each market's price for private customers (inc VAT) and companies (ex VAT), with the lowest of 30 days. */
export async function PriceGrid({ prices }: { prices: MarketPrice[] }) {
  const [t, format] = await Promise.all([getTranslations('stock'), getFormatter()]);
  const day = (date: string) => format.dateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'medium' });
  return (
    <SkuPanel name="prices" title={t('prices.title')} intro={t('prices.intro')}>
      <ScrollTable caption={t('prices.caption')}>
        <thead>
          <tr>
            <th scope="col">{t('prices.market')}</th>
            <th scope="col">{t('prices.customerType')}</th>
            <th scope="col" className={styles.numeric}>
              {t('prices.selling')}
            </th>
            <th scope="col" className={styles.numeric}>
              {t('prices.regular')}
            </th>
            <th scope="col" className={styles.numeric}>
              {t('prices.lowest')}
            </th>
          </tr>
        </thead>
        {prices.map((market) => (
          <tbody key={market.market}>
            {market.sold ? (
              market.customerTypes.map((price, i) => (
                <tr key={price.customerType}>
                  {i === 0 ? (
                    <th scope="rowgroup" rowSpan={market.customerTypes.length}>
                      {market.marketName}
                      <span className={styles.small}>
                        {market.currencyCode}
                        {market.isDiscounted ? ` · ${t('prices.discounted')}` : ''}
                      </span>
                    </th>
                  ) : null}
                  <td>{t(`prices.${price.customerType as 'PERSON' | 'ORGANIZATION'}`)}</td>
                  <td className={styles.numeric}>{price.sellingPriceFormatted}</td>
                  <td className={styles.numeric}>{price.regularPriceFormatted}</td>
                  <td className={styles.numeric}>
                    {price.lowest30DaysFormatted ?? '–'}
                    {market.lowest && i === 0 ? (
                      <span className={styles.small}>
                        {t(market.lowest.shownOnProductPage ? 'prices.lowestShown' : 'prices.lowestPlain', {
                          from: day(market.lowest.from),
                          to: day(market.lowest.to),
                        })}
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))
            ) : (
              <tr>
                <th scope="row">{market.marketName}</th>
                <td colSpan={4} className={styles.muted}>
                  {t('prices.notSold')}
                </td>
              </tr>
            )}
          </tbody>
        ))}
      </ScrollTable>
    </SkuPanel>
  );
}

const PRICE_FIELDS: Record<string, string> = {
  BAD_AMOUNT: 'selling',
  BAD_PRICE: 'selling',
  SELLING_ABOVE_REGULAR: 'regular',
  MARKET_NOT_FOUND: 'market',
  NOT_SOLD_IN_MARKET: 'market',
  STARTS_IN_THE_PAST: 'startsAt',
  STARTS_TOO_LATE: 'startsAt',
  BAD_MOMENT: 'startsAt',
};

/** The market, price and regular price of a price form; `prefix` keeps their ids apart from the other form's. */
async function PriceFields({
  prefix,
  markets,
  outcome,
}: {
  prefix: 'price' | 'schedule';
  markets: MarketPrice[];
  outcome: FormOutcome;
}) {
  const t = await getTranslations('stock');
  const beside = (field: string) => problemBeside(outcome, PRICE_FIELDS, field);
  return (
    <>
      <SelectField
        name={`${prefix}-market`}
        label={t('change.market')}
        defaultValue={outcome.typed.market ?? markets[0]?.market}
        problem={beside('market')}
      >
        {markets.map((market) => (
          <option key={market.market} value={market.market}>
            {market.marketName} ({market.currencyCode})
          </option>
        ))}
      </SelectField>
      <TextField
        name={`${prefix}-selling`}
        label={t('change.selling')}
        inputMode="decimal"
        autoComplete="off"
        required
        maxLength={20}
        defaultValue={outcome.typed.selling ?? ''}
        problem={beside('selling')}
      />
      <TextField
        name={`${prefix}-regular`}
        label={t('change.regular')}
        hint={t('change.regularHint')}
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        defaultValue={outcome.typed.regular ?? ''}
        problem={beside('regular')}
      />
    </>
  );
}

/** Sets the price in a market now. */
export async function ChangePriceForm({ sku, locale, outcome }: SkuSectionProps) {
  const t = await getTranslations('stock');
  const sold = sku.prices.filter((market) => market.sold);
  return (
    <SkuPanel
      name="price"
      anchor
      title={t('change.title')}
      intro={t('change.intro')}
      done={outcome.done ? t('change.done') : null}
      problem={problemAbove(outcome, PRICE_FIELDS)}
    >
      <SkuForm action={setPriceAction} sku={sku} locale={locale} submit={t('change.submit')}>
        <PriceFields prefix="price" markets={sold} outcome={outcome} />
      </SkuForm>
    </SkuPanel>
  );
}

/** The prices set ahead (with a button to remove each pending one) and the form that sets one. */
export async function ScheduledPrices({
  sku,
  locale,
  outcome,
  mayWrite,
}: SkuSectionProps & { mayWrite: boolean }) {
  const [t, format] = await Promise.all([getTranslations('stock'), getFormatter()]);
  const moment = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: STOCKHOLM });
  const rows = sku.prices.flatMap((market) => market.scheduled.map((row) => ({ ...row, market })));
  const beside = problemBeside(outcome, PRICE_FIELDS, 'startsAt');
  return (
    <SkuPanel
      name="schedule"
      anchor
      title={t('schedule.title')}
      intro={t('schedule.intro')}
      done={outcome.done ? t(outcome.done === 'cancelled' ? 'schedule.cancelled' : 'schedule.done') : null}
      problem={problemAbove(outcome, PRICE_FIELDS)}
    >
      {rows.length === 0 ? (
        <p>{t('schedule.none')}</p>
      ) : (
        <table className={styles.grid}>
          <caption className="visually-hidden">{t('schedule.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('schedule.from')}</th>
              <th scope="col">{t('schedule.market')}</th>
              <th scope="col" className={styles.numeric}>
                {t('schedule.price')}
              </th>
              <th scope="col" className={styles.numeric}>
                {t('schedule.regular')}
              </th>
              <th scope="col">{t('schedule.state')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{moment(row.startsAt)}</th>
                <td>{row.market.marketName}</td>
                <td className={styles.numeric}>{row.sellingPriceFormatted}</td>
                <td className={styles.numeric}>{row.regularPriceFormatted}</td>
                <td>
                  {t(`schedule.states.${row.state}`, { at: row.settledAt ? moment(row.settledAt) : '' })}
                  {row.state === 'PENDING' && mayWrite ? (
                    <form action={cancelScheduledPriceAction}>
                      <input type="hidden" name="locale" value={locale} />
                      <input type="hidden" name="skuId" value={sku.id} />
                      <input type="hidden" name="scheduledPriceId" value={row.id} />
                      <Button
                        kind="secondary"
                        aria-label={t('schedule.cancelLabel', {
                          price: row.sellingPriceFormatted,
                          at: moment(row.startsAt),
                        })}
                      >
                        {t('schedule.cancel')}
                      </Button>
                    </form>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {mayWrite ? (
        <SkuForm action={schedulePriceAction} sku={sku} locale={locale} submit={t('schedule.submit')}>
          <PriceFields
            prefix="schedule"
            markets={sku.prices.filter((market) => market.sold)}
            outcome={outcome}
          />
          <TextField
            name="schedule-startsAt"
            type="datetime-local"
            label={t('schedule.startsAt')}
            hint={t('schedule.startsAtHint')}
            required
            defaultValue={outcome.typed.startsAt ?? ''}
            problem={beside}
          />
        </SkuForm>
      ) : null}
    </SkuPanel>
  );
}
