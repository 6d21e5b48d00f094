'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useShop } from '@/features/shop/shop-provider';
import { buildHref } from '@/lib/routing/href';

/**
 * Status 404: unmatched routes and pages whose validation fails. A client component, like the error
 * page: Next may render it apart from the page that failed, so it takes its language and market
 * from the shop's state rather than the page's.
 */
export default function NotFound() {
  const t = useTranslations('notFound');
  const locale = useShop((s) => s.locale);
  const market = useShop((s) => s.market);
  const marketInPath = useShop((s) => s.marketInPath);
  return (
    <main id="content" className="container text-page">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <Link href={buildHref({ locale, market, marketInPath }, 'index')}>{t('home')}</Link>
    </main>
  );
}
