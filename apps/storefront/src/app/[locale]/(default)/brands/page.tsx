import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { BrandsQuery } from '@/features/catalog/queries';
import { query } from '@/lib/graphql/server';
import { pageLocale } from '@/lib/page.server';
import { getLinks, getShopContext } from '@/lib/shop-context.server';
import styles from './brands.module.css';
import { groupByInitial } from './group-by-initial';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'brands' });
  return { title: t('title'), description: t('text') };
}

/** Every brand, grouped by first letter in the order of the page's language, with a letter index. */
export default async function BrandsPage({ params }: Props) {
  await pageLocale(params);
  const [t, links, context, { brands }] = await Promise.all([
    getTranslations('brands'),
    getLinks(),
    getShopContext(),
    query(BrandsQuery, {}),
  ]);
  const groups = groupByInitial(brands, (b) => b.name, context.languageId);
  const idOf = (index: number) => `brands-${index}`;
  return (
    <article className="text-page">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <nav aria-label={t('letters')} className={styles.index}>
        <ul>
          {groups.map((group, i) => (
            <li key={group.letter}>
              <a href={`#${idOf(i)}`}>{group.letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group, i) => (
        <section key={group.letter} aria-labelledby={idOf(i)} className={styles.group}>
          <h2 id={idOf(i)} tabIndex={-1}>
            {group.letter}
          </h2>
          <ul>
            {group.items.map((b) => (
              <li key={b.brandId}>
                <Link href={links.catalog(b.canonicalUrl)}>{b.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
