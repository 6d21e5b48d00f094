import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeAlternates } from '@/features/layout/alternates.server';
import { loadWidgetArea } from '@/features/widgets/load.server';
import { hasWidget, WidgetArea } from '@/features/widgets/widget-area';
import { type PageProps, pageScope } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';

// Rendered once per address, then served from the page cache (ADR 18).
export const dynamic = 'force-static';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  await pageScope(params);
  return { alternates: await routeAlternates('index') };
}

/** The home page: what the shop has placed in the Frontpage widget areas, top first. */
export default async function HomePage({ params }: PageProps) {
  await pageScope(params);
  const [t, links, top, main] = await Promise.all([
    getTranslations('home'),
    getLinks(),
    loadWidgetArea('Frontpage', 'top'),
    loadWidgetArea('Frontpage', 'main'),
  ]);
  return (
    <>
      {!hasWidget(top, 'hero') && <h1 className="visually-hidden">{t('heroTitle')}</h1>}
      <WidgetArea area={top} links={links} idPrefix="top" heroIsPageHeading eagerFirstCarousel />
      <WidgetArea
        area={main}
        links={links}
        idPrefix="main"
        eagerFirstCarousel={!hasWidget(top, 'product-carousel')}
      />
    </>
  );
}
