import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { type PageProps, pageScope } from '@/lib/page.server';
import type { RouteKey } from '@/lib/routing/route-table';
import { routeAlternates } from './alternates.server';

interface MetadataOptions {
  /** The namespace's `text` as the page's description. */
  description?: boolean;
  /** False for a page search engines should not list. */
  index?: boolean;
}

/**
 * `generateMetadata` of a route whose title (and description) are its message namespace's `title`
 * (and `text`), with its canonical and hreflang addresses.
 */
export function namespaceMetadata(route: RouteKey, namespace: string, options: MetadataOptions = {}) {
  return async ({ params }: PageProps): Promise<Metadata> => {
    const { locale } = await pageScope(params);
    const [t, alternates] = await Promise.all([
      getTranslations({ locale, namespace }),
      routeAlternates(route),
    ]);
    return {
      title: t('title'),
      ...(options.description ? { description: t('text') } : {}),
      alternates,
      ...(options.index === false ? { robots: { index: false } } : {}),
    };
  };
}
