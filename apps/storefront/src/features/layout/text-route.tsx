import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { type PageProps, pageScope } from '@/lib/page.server';
import type { RouteKey } from '@/lib/routing/route-table';
import { routeAlternates } from './alternates.server';

/** A route that is a heading and a paragraph from one message namespace (`title`, `text`). */
export function textRoute(
  route: RouteKey,
  namespace: string,
  options: { index?: boolean; extra?: () => Promise<ReactNode> } = {},
) {
  return {
    async generateMetadata({ params }: PageProps): Promise<Metadata> {
      const { locale } = await pageScope(params);
      const [t, alternates] = await Promise.all([
        getTranslations({ locale, namespace }),
        routeAlternates(route),
      ]);
      return {
        title: t('title'),
        alternates,
        ...(options.index === false ? { robots: { index: false } } : {}),
      };
    },
    async Page({ params }: PageProps) {
      await pageScope(params);
      const t = await getTranslations(namespace);
      return (
        <article className="text-page">
          <h1>{t('title')}</h1>
          <p>{t('text')}</p>
          {options.extra && (await options.extra())}
        </article>
      );
    },
  };
}
