import { getTranslations } from 'next-intl/server';
import { namespaceMetadata } from '@/features/layout/text-route';
import { outcomeOf } from '@/features/newsletter/sign-up-outcome';
import { ProductNameQuery } from '@/features/product/queries';
import { query } from '@/lib/graphql/server';
import { type PageProps, pageQuery, pageScope } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';

export const generateMetadata = namespaceMetadata('stockAlert', 'stockAlert', { index: false });

/**
 * Where the notify-me form leads, with `?product={alias}&status=`: that the shopper will be mailed,
 * or the refusal in words; either way the way back to the product.
 */
export default async function StockAlertPage({ params }: PageProps) {
  await pageScope(params);
  const [t, links, search] = await Promise.all([
    getTranslations('stockAlert'),
    getLinks(),
    pageQuery(params),
  ]);
  const alias = search.get('product') ?? '';
  const outcome = outcomeOf(search.get('status'));
  const product = alias
    ? (await query(ProductNameQuery, { alias: alias.slice(0, 200) }).catch(() => null))?.product
    : null;
  const name = product?.name ?? t('theProduct');
  return (
    <article className="text-page">
      <h1>{t('title')}</h1>
      {outcome === 'done' ? (
        <p role="status">{t('done', { product: name })}</p>
      ) : (
        <p role="alert">{t(outcome ?? 'failed')}</p>
      )}
      {product && (
        <p>
          <a href={`${links.catalog(product.canonicalUrl)}${outcome === 'done' ? '' : '#notify-me'}`}>
            {t('back', { product: product.name })}
          </a>
        </p>
      )}
    </article>
  );
}
