import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { Button, formStyles, TextField } from '@/ui/form';
import { CUSTOMER_TYPES, type ListParams, MARKETS, ORDER_STAGES, PAYMENT_TYPES } from './list-params';
import styles from './orders.module.css';
import { FilterSelect } from './select-field';

/**
 * The list's filters as a plain GET form: submitting it loads the list's address with them, so it
 * needs no JavaScript and the address can be kept. The sort stays; paging starts again.
 */
export async function OrderFilterForm({ locale, list }: { locale: Locale; list: ListParams }) {
  const t = await getTranslations('orders');
  const any = t('filters.any');
  return (
    <form
      method="get"
      action={href(locale, '/orders')}
      className={styles.filters}
      aria-label={t('filters.title')}
    >
      <TextField
        name="q"
        type="search"
        label={t('filters.search')}
        hint={t('filters.searchHint')}
        defaultValue={list.q ?? ''}
        maxLength={100}
      />
      <fieldset className={styles.stages}>
        <legend className={formStyles.label}>{t('filters.stages')}</legend>
        {ORDER_STAGES.map((stage) => (
          <label key={stage} className={styles.check}>
            <input
              type="checkbox"
              name="stage"
              value={stage.toLowerCase()}
              defaultChecked={list.stages.includes(stage)}
            />
            {t(`stages.${stage}`)}
          </label>
        ))}
      </fieldset>
      <div className={styles.filterRow}>
        <TextField name="from" type="date" label={t('filters.from')} defaultValue={list.from ?? ''} />
        <TextField name="to" type="date" label={t('filters.to')} defaultValue={list.to ?? ''} />
        <FilterSelect name="market" label={t('filters.market')} defaultValue={list.market ?? ''}>
          <option value="">{any}</option>
          {MARKETS.map((market) => (
            <option key={market} value={market}>
              {t(`markets.${market}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          name="customerType"
          label={t('filters.customerType')}
          defaultValue={list.customerType ?? ''}
        >
          <option value="">{any}</option>
          {CUSTOMER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`customerTypes.${type}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect name="payment" label={t('filters.payment')} defaultValue={list.payment ?? ''}>
          <option value="">{any}</option>
          {PAYMENT_TYPES.map((payment) => (
            <option key={payment} value={payment}>
              {t(`payments.${payment}`)}
            </option>
          ))}
        </FilterSelect>
      </div>
      {list.sort !== 'date' ? <input type="hidden" name="sort" value={list.sort} /> : null}
      {list.dir !== 'desc' ? <input type="hidden" name="dir" value={list.dir} /> : null}
      <div className={formStyles.inline}>
        <Button>{t('filters.submit')}</Button>
        <Link className={styles.clearLink} href={href(locale, '/orders')}>
          {t('filters.clear')}
        </Link>
      </div>
    </form>
  );
}
