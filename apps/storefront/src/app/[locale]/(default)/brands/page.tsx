import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { BrandsQuery } from '@/features/catalog/queries';
import { query } from '@/lib/graphql/server';
import { pageLocale } from '@/lib/page.server';
import { getLinks, getShopContext } from '@/lib/shop-context.server';
import styles from './brands.module.css';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'brands' });
  return { title: t('title') };
}

/** Every brand, grouped by first letter. */
export default async function BrandsPage({ params }: Props) {
  await pageLocale(params);
  const [t, links, context, { brands }] = await Promise.all([
    getTranslations('brands'),
    getLinks(),
    getShopContext(),
    query(BrandsQuery, {}),
  ]);
  const collator = new Intl.Collator(context.languageId);
  const groups = new Map<string, typeof brands>();
  for (const brand of [...brands].sort((a, b) => collator.compare(a.name, b.name))) {
    const letter = brand.name.charAt(0).toLocaleUpperCase(context.languageId);
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  return (
    <article className="text-page">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      {[...groups].map(([letter, group]) => (
        <section key={letter} aria-labelledby={`brands-${letter}`} className={styles.group}>
          <h2 id={`brands-${letter}`}>{letter}</h2>
          <ul>
            {group.map((b) => (
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
