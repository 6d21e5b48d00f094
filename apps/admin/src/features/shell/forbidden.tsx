import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { isLocale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { Notice } from '@/ui/notice';

/** What a member sees (403) on a page their role does not open. */
export async function Forbidden() {
  const t = await getTranslations('common');
  const locale = await getLocale();
  return (
    <>
      <h1>{t('forbidden.title')}</h1>
      <Notice tone="error">{t('forbidden.text')}</Notice>
      <p>
        <Link href={href(isLocale(locale) ? locale : 'sv', '/')}>{t('forbidden.home')}</Link>
      </p>
    </>
  );
}
