import { getTranslations } from 'next-intl/server';
import { loadWidgetArea } from '@/features/widgets/load.server';
import { hasHero, WidgetArea } from '@/features/widgets/widget-area';
import { pageLocale } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';

/** The home page: what the shop has placed in the Frontpage widget areas, top first. */
export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  await pageLocale(params);
  const [t, links, top, main] = await Promise.all([
    getTranslations('home'),
    getLinks(),
    loadWidgetArea('Frontpage', 'top'),
    loadWidgetArea('Frontpage', 'main'),
  ]);
  return (
    <>
      {!hasHero(top) && <h1 className="visually-hidden">{t('heroTitle')}</h1>}
      <WidgetArea area={top} links={links} idPrefix="top" heroIsPageHeading />
      <WidgetArea area={main} links={links} idPrefix="main" />
    </>
  );
}
