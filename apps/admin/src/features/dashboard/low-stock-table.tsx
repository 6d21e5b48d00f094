import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import styles from './dashboard.module.css';
import type { Dashboard } from './queries';

/** The SKUs most in need of restocking, and how many are low in all. */
export async function LowStockTable({
  locale,
  lowStock,
  linked,
}: {
  locale: Locale;
  lowStock: Dashboard['lowStock'];
  /** Each row links to the SKU's page at the stock desk, and the count to the desk's list of low stock. */
  linked: boolean;
}) {
  const t = await getTranslations('dashboard.lowStock');
  return (
    <section aria-labelledby="low-stock-heading" className={styles.section}>
      <h2 id="low-stock-heading">{t('heading')}</h2>
      <p>
        {t('count', { count: lowStock.count })}
        {lowStock.count > lowStock.skus.length ? ` ${t('shown', { shown: lowStock.skus.length })}` : ''}
        {linked && lowStock.count > 0 ? (
          <>
            {' '}
            <Link href={`${href(locale, '/stock')}?low=1`}>{t('all')}</Link>
          </>
        ) : null}
      </p>
      {lowStock.skus.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        <section className={styles.tableWrap} tabIndex={0} aria-label={t('caption')}>
          <table className={`${styles.table} ${styles.wideTable}`}>
            <caption className="visually-hidden">{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('product')}</th>
                <th scope="col">{t('article')}</th>
                <th scope="col" className={styles.numeric}>
                  {t('inStock')}
                </th>
                <th scope="col" className={styles.numeric}>
                  {t('supplier')}
                </th>
                <th scope="col" className={styles.numeric}>
                  {t('threshold')}
                </th>
              </tr>
            </thead>
            <tbody>
              {lowStock.skus.map((sku) => (
                <tr key={sku.skuId}>
                  <th scope="row">
                    {linked ? (
                      <Link href={href(locale, `/stock/${sku.skuId}`)}>{sku.productName}</Link>
                    ) : (
                      sku.productName
                    )}
                    {sku.skuName ? <span className={styles.small}>{sku.skuName}</span> : null}
                  </th>
                  <td className={styles.nowrap}>{sku.articleNumber}</td>
                  <td className={styles.numeric}>{sku.inStock}</td>
                  <td className={styles.numeric}>{sku.oversellable}</td>
                  <td className={styles.numeric}>{sku.threshold}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
