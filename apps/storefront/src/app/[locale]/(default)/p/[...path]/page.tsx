import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductQuery } from '@/features/catalog/queries';
import { catalogHref } from '@/i18n/catalog-href';
import { Link, redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { query } from '@/lib/graphql/server';
import { Price } from '@/ui/price';
import { ProductImage } from '@/ui/product-image';
import { StockBadge } from '@/ui/stock-badge';
import styles from './product.module.css';

interface Props {
  params: Promise<{ locale: Locale; path: string[] }>;
}

/** The last path segment is the product's alias. */
async function loadProduct(props: Props) {
  const { locale, path } = await props.params;
  const alias = path.at(-1) ?? '';
  const { product } = await query(locale, ProductQuery, { alias });
  return { locale, path, product };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { product } = await loadProduct(props);
  return product ? { title: product.meta.title, description: product.meta.description } : {};
}

export default async function ProductPage(props: Props) {
  const { locale, path, product } = await loadProduct(props);
  setRequestLocale(locale);
  if (!product) notFound();
  if (`/p/${path.join('/')}` !== product.canonicalUrl) {
    redirect({ href: catalogHref(product.canonicalUrl), locale });
  }
  const t = await getTranslations('product');
  const visibleGroups = product.parameterGroups
    .map((g) => ({ ...g, parameters: g.parameters.filter((p) => p.show) }))
    .filter((g) => g.parameters.length > 0);

  return (
    <article className={styles.product}>
      <nav aria-label={t('breadcrumbs')} className={styles.breadcrumbs}>
        <Link href={catalogHref(product.primaryCategory.canonicalUrl)}>{product.primaryCategory.name}</Link>
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
