import { getTranslations } from 'next-intl/server';
import { offlinePageHtml } from '@/features/offline/offline-page';
import { localePrefix, prefixed } from '@/lib/routing/locale-prefix';
import { isLocale, localeInfo } from '@/lib/routing/locales';
import { marketInPath } from '@/lib/routing/markets';

/** `/offline/{locale}.html`: the offline page of a language, which the service worker stores. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const locale = (await params).file.match(/^([a-z]{2})\.html$/)?.[1];
  if (!isLocale(locale)) {
    return new Response('Not found\n', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const [t, site] = await Promise.all([
    getTranslations({ locale, namespace: 'offline' }),
    getTranslations({ locale, namespace: 'site' }),
  ]);
  // With markets in the path the offline page is one for every market: the root finds the shopper's.
  const homeHref = marketInPath()
    ? '/'
    : prefixed(localePrefix({ locale, market: '', marketInPath: false }), '/');
  const html = offlinePageHtml({
    locale,
    dir: localeInfo[locale].dir,
    homeHref,
    texts: { siteName: site('name'), title: t('title'), text: t('text'), retry: t('retry'), home: t('home') },
  });
  return new Response(html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
  });
}
