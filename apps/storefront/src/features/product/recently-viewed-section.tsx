import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { ProductGrid } from '@/features/catalog/product-card';
import { COOKIES } from '@/lib/cookies';
import { query } from '@/lib/graphql/server';
import { getLinks } from '@/lib/shop-context.server';
import styles from './product-page.module.css';
import { ProductsByIdQuery } from './queries';
import { parseRecentlyViewed, RECENTLY_VIEWED_SHOWN } from './recently-viewed';

/** The products the shopper looked at before this one, newest first. */
export async function RecentlyViewed({ currentProductId }: { currentProductId: number }) {
  const jar = await cookies();
  const ids = parseRecentlyViewed(jar.get(COOKIES.recentlyViewed)?.value)
    .filter((id) => id !== currentProductId)
    .slice(0, RECENTLY_VIEWED_SHOWN);
  if (ids.length === 0) return null;
  const [{ products }, links, t] = await Promise.all([
    query(ProductsByIdQuery, { productIds: ids, take: ids.length }),
    getLinks(),
    getTranslations('product'),
  ]);
  const byId = new Map(products.products.map((p) => [p.productId, p]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  if (ordered.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed" className={styles.wide}>
      <h2 id="recently-viewed">{t('recentlyViewed')}</h2>
      <ProductGrid products={ordered} label={t('recentlyViewed')} links={links} />
    </section>
  );
}
