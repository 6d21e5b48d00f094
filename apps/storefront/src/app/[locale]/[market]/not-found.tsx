import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getLinks } from '@/lib/shop-context.server';

/** Status 404: unmatched routes and pages whose validation fails. */
export default async function NotFound() {
  const [t, links] = await Promise.all([getTranslations('notFound'), getLinks()]);
  return (
    <main id="content" className="container text-page">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <Link href={links.route('index')}>{t('home')}</Link>
    </main>
  );
}
