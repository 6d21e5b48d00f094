import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadWidgetArea } from '@/features/widgets/load.server';
import { WidgetArea } from '@/features/widgets/widget-area';
import { WidgetGallery } from '@/features/widgets/widget-gallery';
import { type PageProps, pageQuery, pageScope } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';

/** Drafts are shown as they are stored now, and never kept in the page cache. */
export const dynamic = 'force-dynamic';

const NAME = /^[A-Za-z0-9-]{1,60}$/;
/** A name from the query string, or undefined when missing or malformed. */
const nameOf = (value: string | null) => (value !== null && NAME.test(value) ? value : undefined);

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await pageScope(params);
  const t = await getTranslations({ locale, namespace: 'previewWidgets' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * A widget area as it will look, drafts included: `?family=Frontpage&area=main` (the default shows
 * both home page areas), or a content page's with `?family=Content&alias=om-oss`; then a gallery of
 * every kind of widget that needs no editor's content.
 */
export default async function PreviewWidgetsPage({ params }: PageProps) {
  await pageScope(params);
  const query = await pageQuery(params);
  const family = nameOf(query.get('family')) ?? 'Frontpage';
  const alias = nameOf(query.get('alias'));
  const area = nameOf(query.get('area'));
  const areas = area ? [area] : family === 'Frontpage' ? ['top', 'main'] : ['main'];
  const [t, tw, links, loaded] = await Promise.all([
    getTranslations('previewWidgets'),
    getTranslations('widgets'),
    getLinks(),
    Promise.all(areas.map((area) => loadWidgetArea(family, area, { alias, preview: true }))),
  ]);
  const empty = loaded.every((area) => !area || area.containers.length === 0);
  return (
    <>
      <div className="text-page">
        <h1>{t('title')}</h1>
        <p>{t('text')}</p>
        <p>
          {tw('previewArea', { family, areas: areas.join(', ') })}
          {alias && ` · ${tw('previewPage', { alias })}`}
        </p>
        {empty && <p>{tw('previewEmpty')}</p>}
      </div>
      {loaded.map((area, i) => (
        <WidgetArea key={areas[i]} area={area} links={links} idPrefix={`preview-${areas[i]}`} />
      ))}
      <WidgetGallery links={links} />
    </>
  );
}
