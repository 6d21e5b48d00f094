import type { Metadata } from 'next';
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { staffQuery } from '@/lib/graphql/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import {
  FilterForm,
  hrefWith,
  ListCount,
  Pager,
  pagerTexts,
  param,
  SearchField,
  type SearchParams,
} from '@/ui/data-table';
import { formStyles, SelectField } from '@/ui/form';
import styles from './content.module.css';
import { ContentNav } from './content-nav';
import { ContentPagesQuery } from './documents';

const PAGE_SIZE = 25;
const STATES = ['PUBLISHED', 'CHANGED', 'DRAFT'] as const;
type State = (typeof STATES)[number];

export async function contentMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('content'))('title') };
}

/**
 * The content desk's list: a GET form searches and filters by state, the API's page of pages is a
 * table, and previous and next are links. Everything is in the address, without JavaScript too.
 */
export async function ContentPagesPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: SearchParams;
}) {
  const q = (param(searchParams, 'q') ?? '').slice(0, 100);
  const stateParam = param(searchParams, 'state');
  const state = STATES.find((s) => s === stateParam) ?? null;
  const offset = Math.max(0, Math.min(1_000_000, Number(param(searchParams, 'offset')) || 0));
  const [{ contentPages, me }, t, format, pager] = await Promise.all([
    staffQuery(ContentPagesQuery, { search: q || null, state, first: PAGE_SIZE, offset }),
    getTranslations('content'),
    getFormatter(),
    pagerTexts(),
  ]);
  const path = href(locale, '/content');
  const at = (to: number) => hrefWith(path, searchParams, { offset: to > 0 ? String(to) : null });
  const filtered = Boolean(q || state);
  return (
    <>
      <div className={styles.titleRow}>
        <h1>{t('title')}</h1>
        {me.permissions.includes('marketing.write') ? (
          <Link className={styles.newLink} href={href(locale, '/content/new')}>
            {t('new')}
          </Link>
        ) : null}
      </div>
      <ContentNav locale={locale} current="pages" />
      <p>{t('intro')}</p>
      <FilterForm t={t} path={path} clearHref={filtered ? path : null}>
        <SearchField t={t} value={q} maxLength={100} />
        <SelectField name="state" label={t('filter.state')} defaultValue={state ?? ''}>
          <option value="">{t('filter.all')}</option>
          {STATES.map((s) => (
            <option key={s} value={s}>
              {t(`states.${s}`)}
            </option>
          ))}
        </SelectField>
      </FilterForm>
      <ListCount text={t('count', { count: contentPages.totalCount })} />
      <table className={styles.table}>
        <caption className={formStyles.hint}>{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.title')}</th>
            <th scope="col">{t('columns.address')}</th>
            <th scope="col">{t('columns.state')}</th>
            <th scope="col">{t('columns.updated')}</th>
          </tr>
        </thead>
        <tbody>
          {contentPages.nodes.length === 0 ? (
            <tr>
              <td colSpan={4}>{filtered ? t('noneFound') : t('none')}</td>
            </tr>
          ) : (
            contentPages.nodes.map((page) => (
              <tr key={page.id}>
                <th scope="row">
                  <Link href={href(locale, `/content/${page.id}`)}>{page.title || t('untitled')}</Link>
                </th>
                <td>/{page.alias}</td>
                <td>
                  <span className={styles.status}>{t(`states.${page.state as State}`)}</span>
                </td>
                <td>
                  {format.dateTime(new Date(page.updatedAt), { dateStyle: 'medium', timeStyle: 'short' })}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <Pager
        label={pager.label}
        previous={offset > 0 ? at(Math.max(0, offset - PAGE_SIZE)) : null}
        next={offset + PAGE_SIZE < contentPages.totalCount ? at(offset + PAGE_SIZE) : null}
        texts={pager}
      />
    </>
  );
}
