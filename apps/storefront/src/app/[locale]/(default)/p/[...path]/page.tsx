import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ProductQuery } from '@/features/catalog/queries';
import { query } from '@/lib/graphql/server';
import { pageLocale } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';
import { Price } from '@/ui/price';
import { ProductImage } from '@/ui/product-image';
import { StockBadge } from '@/ui/stock-badge';
import styles from './product.module.css';

interface Props {
  params: Promise<{ locale: string; path: string[] }>;
}

/** The last path segment is the product's alias. */
async function loadProduct(props: Props) {
  const { path } = await props.params;
  const { product } = await query(ProductQuery, { alias: path.at(-1) ?? '' });
  return { path, product };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { product } = await loadProduct(props);
  return product ? { title: product.meta.title, description: product.meta.description } : {};
}

export default async function ProductPage(props: Props) {
  await pageLocale(props.params);
  const [{ path, product }, links] = await Promise.all([loadProduct(props), getLinks()]);
  if (!product) notFound();
  if (`/p/${path.join('/')}` !== product.canonicalUrl) permanentRedirect(links.catalog(product.canonicalUrl));
  const t = await getTranslations('product');
  const visibleGroups = product.parameterGroups
    .map((g) => ({ ...g, parameters: g.parameters.filter((p) => p.show) }))
    .filter((g) => g.parameters.length > 0);

  return (
    <article className={styles.product}>
      <nav aria-label={t('breadcrumbs')} className={styles.breadcrumbs}>
        <Link href={links.catalog(product.primaryCategory.canonicalUrl)}>{product.primaryCategory.name}</Link>
      </nav>
      <div className={styles.top}>
        <ul className={styles.gallery} aria-label={t('images', { name: product.name })}>
          {product.productImages.map((image, index) => (
            <li key={image.fileName}>
              <ProductImage
                fileName={image.fileName}
                alt={t('imageOf', {
                  index: index + 1,
                  count: product.productImages.length,
                  name: product.name,
                })}
                size={index === 0 ? 640 : 200}
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
        <div className={styles.summary}>
          <p className={styles.brand}>{product.brand.name}</p>
          <h1>{product.name}</h1>
          <p className={styles.articleNumber}>{t('articleNumber', { number: product.articleNumber })}</p>
          <Price price={product.unitPrice} size="large" />
          <StockBadge status={product.stockStatus} inStock={product.totalStock.inStock} />
          <p>{product.texts.text2}</p>
        </div>
      </div>
      <section aria-labelledby="product-description" className={styles.section}>
        <h2 id="product-description">{t('description')}</h2>
        <p>{product.texts.text1}</p>
        <p>{product.texts.text3}</p>
      </section>
      {visibleGroups.length > 0 && (
        <section aria-labelledby="product-specification" className={styles.section}>
          <h2 id="product-specification">{t('specification')}</h2>
          {visibleGroups.map((group) => (
            <table key={group.parameterGroupId} className={styles.specs}>
              <caption>{group.name}</caption>
              <tbody>
                {group.parameters.map((p) => (
                  <tr key={p.parameterId}>
                    <th scope="row">{p.name}</th>
                    <td>{p.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </section>
      )}
    </article>
  );
}
