import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { staffQuery } from '@/lib/graphql/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { DataTable, dataColumns, dataTableTexts } from '@/ui/data-table';
import { type CartOfferRow, CartOffersQuery } from './documents';
import { formatMoment } from './format';
import styles from './marketing.module.css';

/** The cart's own offers (3 for 2 on a category, a discount from a number of items), below the campaigns. */
export async function OffersSection({ locale }: { locale: Locale }) {
  const [{ marketingCartOffers }, t, tableTexts] = await Promise.all([
    staffQuery(CartOffersQuery, { languageCode: locale }),
    getTranslations('marketing'),
    dataTableTexts(),
  ]);
  const number = (n: number | null) =>
    n === null ? '' : String(n).replace('.', locale === 'sv' ? ',' : '.');
  const column = dataColumns<CartOfferRow>();
  const columns = [
    column.display({
      id: 'name',
      header: t('offers.columns.name'),
      meta: { rowHeader: true },
      cell: ({ row }) => (
        <Link href={href(locale, `/campaigns/offers/${row.original.id}`)}>{row.original.name}</Link>
      ),
    }),
    column.display({
      id: 'gives',
      header: t('offers.columns.gives'),
      cell: ({ row }) => {
        const o = row.original;
        return o.kind === 'QUANTITY_PRICE'
          ? t('offers.quantityPrice', {
              buy: o.buyQuantity ?? 0,
              pay: o.payQuantity ?? 0,
              category: o.categoryName ?? '',
            })
          : t('offers.cartDiscount', { percentage: number(o.percentage), minItems: o.minItems ?? 0 });
      },
    }),
    column.display({
      id: 'period',
      header: t('offers.columns.period'),
      cell: ({ row }) =>
        `${formatMoment(row.original.startsAt, locale)} – ${formatMoment(row.original.endsAt, locale) || t('campaigns.noEnd')}`,
    }),
    column.display({
      id: 'state',
      header: t('offers.columns.state'),
      cell: ({ row }) => <span className={styles.tag}>{t(`state.${row.original.state}`)}</span>,
    }),
  ];
  return (
    <section aria-labelledby="cart-offers">
      <h2 id="cart-offers">{t('offers.title')}</h2>
      <p>{t('offers.intro')}</p>
      <div className={styles.actions}>
        <Link href={href(locale, '/campaigns/offers/new')}>{t('offers.new')}</Link>
      </div>
      <DataTable
        caption={t('offers.caption')}
        columns={columns}
        rows={marketingCartOffers}
        rowKey={(row) => String(row.id)}
        texts={{ ...tableTexts, empty: t('offers.none') }}
      />
    </section>
  );
}
