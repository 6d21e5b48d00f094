import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadWidgetArea } from '@/features/widgets/load.server';
import { WidgetArea } from '@/features/widgets/widget-area';
import { pageLocale } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';

type SearchParams = Record<string, string | string[] | undefined>;
interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

const NAME = /^[A-Za-z0-9-]{1,60}$/;
/** A name from the query string, or the default when missing or malformed. */
const nameOf = (value: SearchParams[string], fallback: string) =>
  typeof value === 'string' && NAME.test(value) ? value : fallback;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'previewWidgets' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * A widget area as it will look, drafts included: `?family=Frontpage&area=main` (the default shows
 * both home page areas), or a content page's with `?family=Content&alias=om-oss`.
 */
export default async function PreviewWidgetsPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const query = await searchParams;
  const family = nameOf(query.family, 'Frontpage');
  const alias = typeof query.alias === 'string' && NAME.test(query.alias) ? query.alias : undefined;
  const areas =
    typeof query.area === 'string' && NAME.test(query.area)
      ? [query.area]
      : family === 'Frontpage'
        ? ['top', 'main']
        : ['main'];
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
    </>
  );
}
