import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { staffQuery } from '@/lib/graphql/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { DataTable, dataColumns, dataTableTexts, param, type SearchParams } from '@/ui/data-table';
import { Button, TextField } from '@/ui/form';
import { type PromoCodeRow, PromoCodesQuery } from './documents';
import { discountOf, formatAmounts, formatMoment } from './format';
import styles from './marketing.module.css';
import { MarketingNav } from './marketing-nav';
import { navTexts } from './texts.server';

export async function codesMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('marketing'))('codes.title') };
}

/**
 * The promo codes with what they give and require, their uses against their limits, and their
 * state as the desk and as a shopper's cart see it; a GET form finds a code by a part of it.
 */
export async function CodesPage({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const search = (param(searchParams, 'q') ?? '').slice(0, 100);
  const [{ marketingPromoCodes }, t, tableTexts, nav] = await Promise.all([
    staffQuery(PromoCodesQuery, { search: search || null, languageCode: locale }),
    getTranslations('marketing'),
    dataTableTexts(),
    navTexts(),
  ]);
  const path = href(locale, '/codes');
  const column = dataColumns<PromoCodeRow>();
  const columns = [
    column.display({
      id: 'code',
      header: t('codes.columns.code'),
      meta: { rowHeader: true },
      cell: ({ row }) => (
        <>
          <Link href={href(locale, `/codes/${encodeURIComponent(row.original.code)}`)}>
            {row.original.code}
          </Link>
          <span className={styles.small}>{row.original.name}</span>
        </>
      ),
    }),
    column.display({
      id: 'discount',
      header: t('codes.columns.discount'),
      cell: ({ row }) => discountOf(row.original, locale, t('kind.FREE_SHIPPING')),
    }),
    column.display({
      id: 'requirements',
      header: t('codes.columns.requirements'),
      cell: ({ row }) => {
        const c = row.original;
        const parts = [
          c.minimumOrder.length > 0
            ? t('codes.minimum', { amounts: formatAmounts(c.minimumOrder, locale) })
            : null,
          c.requiredBrandName ? t('codes.brand', { brand: c.requiredBrandName }) : null,
        ].filter(Boolean);
        return parts.length > 0 ? parts.join(' · ') : t('codes.noRequirements');
      },
    }),
    column.display({
      id: 'uses',
      header: t('codes.columns.uses'),
      cell: ({ row }) => {
        const c = row.original;
        return (
          <>
            {c.maxUses === null ? String(c.uses) : t('codes.usesOf', { uses: c.uses, max: c.maxUses })}
            <span className={styles.small}>
              {c.maxUsesPerCustomer === null
                ? t('codes.noCustomerLimit')
                : t('codes.perCustomer', { max: c.maxUsesPerCustomer })}
            </span>
          </>
        );
      },
    }),
    column.display({
      id: 'period',
      header: t('codes.columns.period'),
      cell: ({ row }) =>
        `${formatMoment(row.original.startsAt, locale)} – ${formatMoment(row.original.endsAt, locale) || t('campaigns.noEnd')}`,
    }),
    column.display({
      id: 'state',
      header: t('codes.columns.state'),
      cell: ({ row }) => (
        <>
          <span className={styles.tag}>{t(`codeState.${row.original.state}`)}</span>
          <span className={styles.small}>{t(`codeShopper.${row.original.state}`)}</span>
        </>
      ),
    }),
  ];
  return (
    <>
      <h1>{t('codes.title')}</h1>
      <MarketingNav locale={locale} current="codes" texts={nav} />
      <p>{t('codes.intro')}</p>
      <div className={styles.actions}>
        <Link href={href(locale, '/codes/new')}>{t('codes.new')}</Link>
      </div>
      <search aria-label={t('codes.searchLabel')}>
        <form method="get" action={path} className={styles.actions}>
          <TextField name="q" type="search" label={t('codes.search')} defaultValue={search} maxLength={100} />
          <Button kind="secondary">{t('codes.searchButton')}</Button>
          {search ? <Link href={path}>{t('codes.showAll')}</Link> : null}
        </form>
      </search>
      <DataTable
        caption={t('codes.caption')}
        columns={columns}
        rows={marketingPromoCodes}
        rowKey={(row) => row.code}
        texts={{ ...tableTexts, empty: search ? t('codes.noneFound') : t('codes.none') }}
      />
    </>
  );
}
