import Link from 'next/link';
import { CategoriesQuery } from '@/features/catalog/queries';
import { query } from '@/lib/graphql/server';
import { textOf } from './configuration';
import type { WidgetProps } from './widget-context';
import styles from './widgets.module.css';

/** Tiles linking to categories: the ones named in `categoryAliases`, else the top level. */
export async function CategoryTiles({ configuration, links, id }: WidgetProps) {
  const { categories } = await query(CategoriesQuery, {});
  const wanted = Array.isArray(configuration.categoryAliases)
    ? configuration.categoryAliases.filter((a): a is string => typeof a === 'string')
    : [];
  const shown = wanted.length
    ? wanted.flatMap((alias) => categories.filter((c) => c.alias === alias))
    : categories.filter((c) => c.parentCategoryId === null);
  if (shown.length === 0) return null;
  const title = textOf(configuration.title);
  return (
    <section aria-labelledby={title ? `${id}-title` : undefined} className={styles.section}>
      {title && <h2 id={`${id}-title`}>{title}</h2>}
      <ul className={styles.tiles}>
        {shown.map((c) => (
          <li key={c.categoryId}>
            <Link href={links.catalog(c.canonicalUrl)} className={styles.tile}>
              <span className={styles.tileName}>{c.name}</span>
              <span className={styles.tileText}>{c.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
