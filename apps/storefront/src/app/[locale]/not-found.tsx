import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <main id="content" className="container">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <Link href="/">{t('home')}</Link>
    </main>
  );
}
