import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { WidgetArea } from '@/features/widgets/widget-area';
import { query } from '@/lib/graphql/server';
import { alternateUrl } from '@/lib/routing/alternates';
import type { Locale } from '@/lib/routing/locales';
import { getLinks } from '@/lib/shop-context.server';
import styles from './content-page.module.css';
import { ContentPageQuery } from './queries';

const ALIAS = /^[a-z0-9][a-z0-9-]{0,80}$/;

/** A preview link's token as the desk signs it (ADR 78); anything else is no token. */
const TOKEN = /^\d{1,10}\.\d{1,12}\.[\w-]{43}$/;

/**
 * The page and its widgets, once per request; null for an alias that cannot name a page. A preview
 * shows a draft only with the desk's preview link's token: the storefront's key is public.
 */
const loadContentPage = cache(async (alias: string, preview: boolean, token: string | null = null) => {
  if (!ALIAS.test(alias)) return null;
  const previewToken = preview && token && TOKEN.test(token) ? token : undefined;
  const data = await query(ContentPageQuery, { alias, preview, previewToken }, { fresh: preview });
  return data.contentPage ? data : null;
});

/** A published page's address in the page's language; null for none. */
export async function contentPageAddress(alias: string): Promise<string | null> {
  return (await loadContentPage(alias, false))?.contentPage?.canonicalUrl ?? null;
}

/** A published page's alias in each language, as its hreflang links name it (ADR 71). */
export async function contentPageAliases(alias: string): Promise<(locale: Locale) => { alias: string }> {
  const alternates = (await loadContentPage(alias, false))?.contentPage?.alternates;
  return (locale) => ({ alias: alternateUrl(alternates, locale, `/${alias}`).slice(1) });
}

export async function contentPageMetadata(
  alias: string,
  preview: boolean,
  token: string | null = null,
): Promise<Metadata> {
  const data = await loadContentPage(alias, preview, token);
  if (!data?.contentPage) return {};
  const { meta, published } = data.contentPage;
  return {
    title: meta.title,
    description: meta.description,
    ...(preview || !published ? { robots: { index: false, follow: false } } : {}),
  };
}

/** A content page: its title, a notice when previewing a draft, then its widgets. Unknown is 404. */
export async function ContentPageView({
  alias,
  preview,
  token = null,
}: {
  alias: string;
  preview: boolean;
  token?: string | null;
}) {
  const data = await loadContentPage(alias, preview, token);
  if (!data?.contentPage) notFound();
  const [t, links] = await Promise.all([getTranslations('content'), getLinks()]);
  const { contentPage, widgetArea } = data;
  return (
    <article className={styles.page}>
      {!contentPage.published && (
        <p className={styles.notice} role="note">
          {t('previewNotice')}
        </p>
      )}
      <h1>{contentPage.title}</h1>
      <WidgetArea area={widgetArea} links={links} idPrefix="content" />
    </article>
  );
}
