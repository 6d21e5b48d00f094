import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { BrandsQuery } from '@/features/catalog/queries';
import { namespaceMetadata } from '@/features/layout/text-route';
import { groupByFirstLetter } from '@/features/seo/letter-groups';
import { query } from '@/lib/graphql/server';
import { type PageProps, pageScope } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';
import styles from './brands.module.css';

// Rendered once per address, then served from the page cache (ADR 18).
export const dynamic = 'force-static';

export const generateMetadata = namespaceMetadata('brands', 'brands', { description: true });

/** Every brand, grouped by first letter in the page language's alphabetical order, with a letter index. */
export default async function BrandsPage({ params }: PageProps) {
  const context = await pageScope(params);
  const [t, links, { brands }] = await Promise.all([
    getTranslations('brands'),
    getLinks(),
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
