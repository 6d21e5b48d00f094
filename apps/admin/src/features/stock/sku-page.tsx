import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { staffQuery } from '@/lib/graphql/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import type { SearchParams } from '@/ui/data-table';
import { type StockSkuDetail, StockSkuQuery } from './documents';
import { outcomeOf } from './outcome';
import { ChangePriceForm, PriceGrid, ScheduledPrices } from './price-sections';
import { SkuPanel } from './sku-parts';
import styles from './stock.module.css';
import { StockStatus } from './stock-page';
import { StockChanges, StockForm, ThresholdForm } from './stock-sections';
import { problemTexts } from './texts.server';

/** A SKU id from the address, or null for one that cannot be. */
const skuIdOf = (id: string) => {
  const n = Number(id);
  return /^\d{1,10}$/.test(id) && Number.isSafeInteger(n) && n > 0 && n < 2 ** 31 ? n : null;
};

export async function skuMetadata({ params }: { params: Promise<{ skuId: string }> }): Promise<Metadata> {
  const t = await getTranslations('stock');
  const skuId = skuIdOf((await params).skuId);
  if (skuId === null) return { title: t('title') };
  const { stockSku } = await staffQuery(StockSkuQuery, { id: skuId, languageCode: null });
  return { title: stockSku ? `${stockSku.productName} · ${t('title')}` : t('title') };
}

/** The SKU's numbers: article numbers, EAN, size, stock of each kind and the threshold. */
async function Facts({ sku }: { sku: StockSkuDetail }) {
  const [t, format] = await Promise.all([getTranslations('stock'), getFormatter()]);
  const none = t('sku.none');
  const rows: [string, React.ReactNode][] = [
    [t('sku.status'), <StockStatus key="status" sku={sku} t={t} />],
    [t('sku.inStock'), sku.inStock],
    [t('sku.threshold'), sku.lowStockThreshold],
    [t('sku.supplier'), sku.oversellable],
    [t('sku.alwaysAvailable'), sku.alwaysAvailable],
    [
      t('sku.incoming'),
      sku.incoming ? format.dateTime(new Date(`${sku.incoming}T12:00:00Z`), { dateStyle: 'medium' }) : none,
    ],
    [t('sku.article'), sku.articleNumber],
    [t('sku.productArticle'), sku.productArticleNumber],
    [t('sku.ean'), sku.ean || none],
    [t('sku.size'), sku.size || none],
  ];
  return (
    <SkuPanel name="facts" title={t('sku.facts')}>
      <dl className={styles.facts}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </SkuPanel>
  );
}

/**
 * One SKU at the stock and price desk: its stock and threshold, its product's prices per market and
 * customer type with the lowest of 30 days, the prices set ahead, and its latest stock changes.
 * Members who may write the catalog get the forms; each posts without JavaScript and comes back
 * here saying how it went.
 */
export async function SkuPage({
  locale,
  skuId,
  searchParams,
}: {
  locale: Locale;
  skuId: string;
  searchParams: SearchParams;
}) {
  const id = skuIdOf(skuId);
  if (id === null) notFound();
  const [{ stockSku: sku, me }, t, problems] = await Promise.all([
    staffQuery(StockSkuQuery, { id, languageCode: locale }),
    getTranslations('stock'),
    problemTexts(),
  ]);
  if (!sku) notFound();
  const mayWrite = me.permissions.includes('catalog.write');
  const outcome = (form: string) => outcomeOf(searchParams, form, problems);
  return (
    <>
      <p>
        <Link href={href(locale, '/stock')}>{t('sku.back')}</Link>
      </p>
      <h1>
        {sku.productName}
        {sku.size ? <span className={styles.small}>{sku.size}</span> : null}
      </h1>
      <Facts sku={sku} />
      <PriceGrid prices={sku.prices} />
      {mayWrite ? <ChangePriceForm sku={sku} locale={locale} outcome={outcome('price')} /> : null}
      <ScheduledPrices sku={sku} locale={locale} outcome={outcome('schedule')} mayWrite={mayWrite} />
      {mayWrite ? (
        <div className={styles.columns}>
          <StockForm sku={sku} locale={locale} outcome={outcome('stock')} />
          <ThresholdForm sku={sku} locale={locale} outcome={outcome('threshold')} />
        </div>
      ) : null}
      <StockChanges changes={sku.stockChanges} />
    </>
  );
}
