import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { staffQuery } from '@/lib/graphql/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { DataTable, dataColumns, dataTableTexts, param, type SearchParams } from '@/ui/data-table';
import { type CampaignRow, CampaignsQuery } from './documents';
import { discountOf, formatMoment } from './format';
import styles from './marketing.module.css';
import { MarketingNav } from './marketing-nav';
import { OffersSection } from './offers-section';
import { navTexts } from './texts.server';

const STATES = ['RUNNING', 'SCHEDULED', 'ENDED'] as const;
type State = (typeof STATES)[number];

export async function campaignsMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('marketing'))('campaigns.title') };
}

/**
 * The campaigns, those running first by default, filtered by state with links; each row leads to
 * its form. What a campaign targets, gives and when, and whether the home page shows it.
 */
export async function CampaignsPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: SearchParams;
}) {
  const asked = param(searchParams, 'state');
  const state = asked === 'ALL' ? null : STATES.includes(asked as State) ? (asked as State) : 'RUNNING';
  const [{ marketingCampaigns }, t, tableTexts, nav] = await Promise.all([
    staffQuery(CampaignsQuery, { state, languageCode: locale }),
    getTranslations('marketing'),
    dataTableTexts(),
    navTexts(),
  ]);
  const path = href(locale, '/campaigns');
  const column = dataColumns<CampaignRow>();
  const columns = [
    column.display({
      id: 'name',
      header: t('campaigns.columns.name'),
      meta: { rowHeader: true },
      cell: ({ row }) => (
        <>
          <Link href={href(locale, `/campaigns/${row.original.id}`)}>{row.original.name}</Link>
          <span className={styles.small}>/dc/{row.original.alias}</span>
        </>
      ),
    }),
    column.display({
      id: 'discount',
      header: t('campaigns.columns.discount'),
      cell: ({ row }) => discountOf(row.original, locale, t('kind.FREE_SHIPPING')),
    }),
    column.display({
      id: 'target',
      header: t('campaigns.columns.target'),
      cell: ({ row }) => {
        const c = row.original;
        const named = [c.categoryName, c.brandName].filter(Boolean).join(' · ') || t('campaigns.byHand');
        return (
          <>
            {named}
            <span className={styles.small}>{t('campaigns.products', { count: c.productCount })}</span>
          </>
        );
      },
    }),
    column.display({
      id: 'market',
      header: t('campaigns.columns.market'),
      cell: ({ row }) => row.original.market?.toUpperCase() ?? t('form.allMarkets'),
    }),
    column.display({
      id: 'from',
      header: t('campaigns.columns.from'),
      cell: ({ row }) => formatMoment(row.original.startsAt, locale),
    }),
    column.display({
      id: 'to',
      header: t('campaigns.columns.to'),
      cell: ({ row }) => formatMoment(row.original.endsAt, locale) || t('campaigns.noEnd'),
    }),
    column.display({
      id: 'state',
      header: t('campaigns.columns.state'),
      cell: ({ row }) => <span className={styles.tag}>{t(`state.${row.original.state}`)}</span>,
    }),
    column.display({
      id: 'home',
      header: t('campaigns.columns.home'),
      cell: ({ row }) => (row.original.onHomePage ? t('campaigns.yes') : t('campaigns.no')),
    }),
  ];
  const filters = [...STATES, 'ALL'] as const;
  return (
    <>
      <h1>{t('campaigns.title')}</h1>
      <MarketingNav locale={locale} current="campaigns" texts={nav} />
      <p>{t('campaigns.intro')}</p>
      <div className={styles.actions}>
        <Link href={href(locale, '/campaigns/new')}>{t('campaigns.new')}</Link>
      </div>
      <nav aria-label={t('campaigns.filterLabel')}>
        <ul className={styles.states}>
          {filters.map((filter) => (
            <li key={filter}>
              <Link
                href={`${path}?state=${filter}`}
                aria-current={(state ?? 'ALL') === filter ? 'page' : undefined}
              >
                {t(`campaigns.filter.${filter}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <DataTable
        caption={t('campaigns.caption')}
        columns={columns}
        rows={marketingCampaigns}
        rowKey={(row) => String(row.id)}
        texts={{ ...tableTexts, empty: t('campaigns.none') }}
      />
      <OffersSection locale={locale} />
    </>
  );
}
