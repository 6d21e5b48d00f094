import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pageLocale } from '@/lib/page.server';

type Props = { params: Promise<{ locale: string }> };

/** A route that is a heading and a paragraph from one message namespace (`title`, `text`). */
export function textRoute(
  namespace: string,
  options: { index?: boolean; extra?: () => Promise<ReactNode> } = {},
) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const t = await getTranslations({ locale: (await params).locale, namespace });
      return { title: t('title'), ...(options.index === false ? { robots: { index: false } } : {}) };
    },
    async Page({ params }: Props) {
      await pageLocale(params);
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
