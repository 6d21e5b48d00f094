import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { BrandsQuery } from '@/features/catalog/queries';
import { groupByFirstLetter } from '@/features/seo/letter-groups';
import { query } from '@/lib/graphql/server';
import { pageLocale } from '@/lib/page.server';
import { getLinks, getShopContext } from '@/lib/shop-context.server';
import styles from './brands.module.css';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'brands' });
  return { title: t('title'), description: t('text') };
}

/** Every brand, grouped by first letter in the page language's alphabetical order, with a letter index. */
export default async function BrandsPage({ params }: Props) {
  await pageLocale(params);
  const [t, links, context, { brands }] = await Promise.all([
    getTranslations('brands'),
    getLinks(),
    getShopContext(),
    query(BrandsQuery, {}),
  ]);
  const groups = groupByFirstLetter(brands, context.languageId, (b) => b.name);
  const groupId = (key: string) => `brands-${key}`;
  return (
    <article className="text-page">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      {groups.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <nav aria-label={t('letterIndex')} className={styles.letters}>
          <ul>
            {groups.map((group) => (
              <li key={group.key}>
                <a href={`#${groupId(group.key)}`}>{group.letter}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={groupId(group.key)} className={styles.group}>
          <h2 id={groupId(group.key)}>{group.letter}</h2>
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
