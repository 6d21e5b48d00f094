import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { staffQuery } from '@/lib/graphql/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { param, type SearchParams } from '@/ui/data-table';
import { Button } from '@/ui/form';
import { Notice } from '@/ui/notice';
import { unpublishProductAction } from './actions';
import { type DeskProduct, NewProductQuery, ProductQuery } from './documents';
import { emptyValues, type ProductFormValues, SHOP_LANGUAGES } from './form-state';
import { productFormTexts } from './form-texts.server';
import { ImagesSection } from './images-section';
import { problemKey } from './problems';
import { ProductForm } from './product-form';
import styles from './products.module.css';

/** The id of a product page's address, or null for one that is not a product's. */
export function productIdOf(value: string): number | null {
  const id = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export async function productMetadata({ id }: { id: string }): Promise<Metadata> {
  return { title: (await getTranslations('products'))('product.title', { id }) };
}

export async function newProductMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('products'))('product.newTitle') };
}

/** The form's values of a product as the API reads it; a language not translated is empty. */
function valuesOf(product: DeskProduct): ProductFormValues {
  const values = emptyValues();
  values.articleNumber = product.articleNumber;
  values.brandId = String(product.brand.id);
  values.categoryId = String(product.category.id);
  for (const text of product.texts) {
    const language = SHOP_LANGUAGES.find((code) => code === text.languageCode);
    if (!language || !text.translated) continue;
    const { name, alias, shortText, description, extraText, metaTitle, metaDescription } = text;
    values.texts[language] = {
      name,
      alias: alias ?? '',
      shortText,
      description,
      extraText,
      metaTitle,
      metaDescription,
    };
  }
  return values;
}

/**
 * A product: its form with the five languages side by side, published or not (and what stands in
 * the way of publishing it), its prices, SKUs and former addresses. Only a role that may change the
 * catalog can post the form; the API still decides.
 */
export async function ProductPage({
  locale,
  id,
  searchParams,
}: {
  locale: Locale;
  id: number;
  searchParams: SearchParams;
}) {
  const [{ product, catalogChoices, me }, t, format, texts] = await Promise.all([
    staffQuery(ProductQuery, { id, languageCode: locale }),
    getTranslations('products'),
    getFormatter(),
    productFormTexts(),
  ]);
  if (!product) notFound();
  const canWrite = me.permissions.includes('catalog.write');
  const done = param(searchParams, 'done');
  const problem = param(searchParams, 'problem');
  const publishRefused = param(searchParams, 'publish') === 'refused';
  const swedish = product.texts.find((text) => text.languageCode === 'sv');
  const priceProblem = product.publishProblems.find((p) => p.field === 'PRICE');
  return (
    <>
      <p>
        <Link href={href(locale, '/products')}>{t('product.back')}</Link>
      </p>
      <div className={styles.titleRow}>
        <h1>{swedish?.name || t('unnamed')}</h1>
        <span className={`${styles.status} ${product.published ? '' : styles.draft}`}>
          {t(product.published ? 'statuses.published' : 'statuses.draft')}
        </span>
      </div>
      <dl className={styles.facts}>
        <dt>{t('product.address')}</dt>
        <dd>/p/{product.alias}</dd>
        <dt>{t('columns.created')}</dt>
        <dd>{format.dateTime(new Date(product.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</dd>
      </dl>
      {done && t.has(`done.${done}`) ? <Notice tone="success">{t(`done.${done}`)}</Notice> : null}
      {problem ? <Notice tone="error">{texts.problems[problem] ?? texts.problems.UNKNOWN}</Notice> : null}
      {!canWrite ? <Notice>{t('product.readOnly')}</Notice> : null}
      {product.published && canWrite ? (
        <form action={unpublishProductAction} className={styles.buttons}>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="id" value={product.id} />
          <Button kind="secondary">{t('product.unpublish')}</Button>
        </form>
      ) : null}
      <ProductForm
        locale={locale}
        productId={product.id}
        values={valuesOf(product)}
        untranslated={product.texts.filter((text) => !text.translated).map((text) => text.languageCode)}
        published={product.published}
        canWrite={canWrite}
        initialProblems={publishRefused ? product.publishProblems : []}
        choices={catalogChoices}
        texts={texts}
      />
      <ImagesSection locale={locale} productId={product.id} searchParams={searchParams} />
      <section id="prices" className={styles.section} aria-labelledby="prices-title" tabIndex={-1}>
        <h2 id="prices-title">{t('product.prices')}</h2>
        {priceProblem && publishRefused ? (
          <Notice tone="error">{texts.problems[problemKey(priceProblem)]}</Notice>
        ) : null}
        {product.prices.length === 0 ? (
          <p>{t('product.noPrices')}</p>
        ) : (
          <ul>
            {product.prices.map((price) => (
              <li key={price.marketAlias}>
                {t('product.priceIn', {
                  market: price.marketAlias.toUpperCase(),
                  price: price.sellingPriceIncVatFormatted,
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="skus-title">
        <h2 id="skus-title">{t('product.skus')}</h2>
        <ul>
          {product.skus.map((sku) => (
            <li key={sku.id}>
              {[sku.articleNumber, sku.name, sku.ean ? `${t('product.ean')} ${sku.ean}` : '']
                .filter(Boolean)
                .join(' · ')}{' '}
              — {t('product.inStock', { count: sku.inStock })}
            </li>
          ))}
        </ul>
      </section>
      {product.formerAliases.length > 0 ? (
        <section className={styles.section} aria-labelledby="former-title">
          <h2 id="former-title">{t('product.formerAliases')}</h2>
          <p>{t('product.formerAliasesHint')}</p>
          <ul>
            {product.formerAliases.map((alias) => (
              <li key={alias}>/p/{alias}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** A new product's page: the same form, empty; saved, it goes to the product's own page. */
export async function NewProductPage({ locale }: { locale: Locale }) {
  const [{ catalogChoices, me }, t, texts] = await Promise.all([
    staffQuery(NewProductQuery, { languageCode: locale }),
    getTranslations('products'),
    productFormTexts(),
  ]);
  const canWrite = me.permissions.includes('catalog.write');
  return (
    <>
      <p>
        <Link href={href(locale, '/products')}>{t('product.back')}</Link>
      </p>
      <h1>{t('product.newTitle')}</h1>
      <p>{t('product.newIntro')}</p>
      {!canWrite ? <Notice>{t('product.readOnly')}</Notice> : null}
      <ProductForm
        locale={locale}
        productId={null}
        values={emptyValues()}
        untranslated={[]}
        published={false}
        canWrite={canWrite}
        initialProblems={[]}
        choices={catalogChoices}
        texts={texts}
      />
    </>
  );
}
