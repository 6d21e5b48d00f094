import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { isLocale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { Notice } from '@/ui/notice';

export default async function NotFound() {
  const t = await getTranslations('common');
  const locale = await getLocale();
  return (
    <main id="main" className="standalone">
      <h1>{t('notFound.title')}</h1>
      <Notice>{t('notFound.text')}</Notice>
      <p>
        <Link href={href(isLocale(locale) ? locale : 'sv', '/')}>{t('notFound.home')}</Link>
      </p>
    </main>
  );
}
