import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { query } from '@/lib/graphql/server';
import { isBeyondLastPage, pageCount, parsePageNumber } from '@/lib/page-number';
import { queryValue } from '@/lib/routing/page-query';
import { cleanSearchTerm, MAX_SEARCH_TERM_LENGTH } from '@/lib/search-term';
import { getLinks } from '@/lib/shop-context.server';
import styles from './manuals.module.css';
import { ManualsQuery } from './queries';

export const MANUALS_PAGE_SIZE = 20;

/** `?q=` (cleaned as a search term) and `?page=`; malformed values count as none. */
export function readManualsQuery(addressQuery: URLSearchParams) {
  return {
    q: cleanSearchTerm(addressQuery.get('q') ?? ''),
    page: parsePageNumber(queryValue(addressQuery, 'page')),
  };
}

/** Every manual of the machines we sell, searchable, a page at a time, each linking to its PDF and product. */
export async function ManualsPage({ q, page }: { q: string; page: number }) {
  const [t, links, locale] = await Promise.all([getTranslations('manuals'), getLinks(), getLocale()]);
  const { manuals } = await query(ManualsQuery, {
    searchText: q || undefined,
    skip: (page - 1) * MANUALS_PAGE_SIZE,
    take: MANUALS_PAGE_SIZE,
  });
  if (isBeyondLastPage(page, manuals.count, MANUALS_PAGE_SIZE)) notFound();
  const pages = pageCount(manuals.count, MANUALS_PAGE_SIZE);
  const pageHref = (n: number) =>
    links.route('manuals', {}, { q: q || undefined, page: n > 1 ? n : undefined });
  const languageName = new Intl.DisplayNames([locale], { type: 'language' });

  return (
    <article className={styles.page}>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <search>
        <form method="get" action={links.route('manuals')} className={styles.search}>
          <label htmlFor="manuals-q">{t('searchLabel')}</label>
          <div className={styles.searchRow}>
            <input
              id="manuals-q"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={MAX_SEARCH_TERM_LENGTH}
              aria-describedby="manuals-q-hint"
            />
            <button type="submit" className="button-primary">
              {t('search')}
            </button>
          </div>
          <span id="manuals-q-hint" className={styles.hint}>
            {t('searchHint')}
          </span>
        </form>
      </search>
      <p className={styles.count} role="status">
        {q && manuals.count === 0
          ? t('noResults', { query: q })
          : q
            ? t('countFor', { count: manuals.count, query: q })
            : t('count', { count: manuals.count })}
      </p>
      {q && <Link href={links.route('manuals')}>{t('showAll')}</Link>}
      {manuals.manuals.length > 0 && (
        <ul className={styles.list} aria-label={t('listLabel')}>
          {manuals.manuals.map((manual) => (
            <li key={manual.documentId} className={styles.item}>
              <h2 className={styles.title}>
                <a href={manual.url} type="application/pdf" hrefLang={manual.languageCode}>
                  <span lang={manual.languageCode}>{manual.title}</span> (PDF)
                </a>
              </h2>
              <p className={styles.details}>
                <span>{manual.brandName}</span>
                <span>{t('articleNumber', { number: manual.articleNumber })}</span>
                <span>
                  {t('language', { language: languageName.of(manual.languageCode) ?? manual.languageCode })}
                </span>
              </p>
              <p className={styles.details}>
                <Link href={links.catalog(manual.canonicalUrl)}>
                  {t('product', { name: manual.productName })}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t('pagination')} className={styles.pagination}>
          {page > 1 && <Link href={pageHref(page - 1)}>{t('previous')}</Link>}
          <span aria-current="page">{t('page', { page: Math.min(page, pages), pages })}</span>
          {page < pages && <Link href={pageHref(page + 1)}>{t('next')}</Link>}
        </nav>
      )}
    </article>
  );
}
