'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { staffMutation } from '@/lib/graphql/server';
import { type Locale, localeOf } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import {
  CreateProductMutation,
  PublishProductMutation,
  UnpublishProductMutation,
  UpdateProductMutation,
} from './documents';
import {
  emptyValues,
  type FieldProblem,
  fieldName,
  type ProductFormState,
  type ProductFormValues,
  SHOP_LANGUAGES,
  TEXT_FIELDS,
} from './form-state';

/** The longest text a field posts; the API says what is too long for the field itself. */
const POSTED_MAX = 40_000;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, POSTED_MAX) : '';
};

const idOf = (value: string) => (/^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/** What the form posted, as typed. */
function valuesOf(form: FormData): ProductFormValues {
  const values = emptyValues();
  values.articleNumber = text(form, 'articleNumber');
  values.brandId = text(form, 'brandId');
  values.categoryId = text(form, 'categoryId');
  for (const language of SHOP_LANGUAGES) {
    for (const field of TEXT_FIELDS) values.texts[language][field] = text(form, fieldName(field, language));
  }
  return values;
}

const productPage = (locale: Locale, id: number, outcome: Record<string, string>) =>
  `${href(locale, `/products/${id}`)}?${new URLSearchParams(outcome)}`;

/**
 * Makes or changes a product from its form, and publishes it when the member asked to. The API
 * judges everything: refused, the form comes back with each problem beside its field and language
 * and what was typed kept. Done, the product's page says so. A refused publish is shown on the
 * product's page, which lists what stands in the way beside its fields.
 */
export async function saveProductAction(_state: ProductFormState, form: FormData): Promise<ProductFormState> {
  const locale = localeOf(form);
  const id = idOf(text(form, 'id'));
  const values = valuesOf(form);
  const brandId = idOf(values.brandId);
  const categoryId = idOf(values.categoryId);
  const missing: FieldProblem[] = [
    ...(brandId === null ? [{ field: 'BRAND', languageCode: null, code: 'REQUIRED' }] : []),
    ...(categoryId === null ? [{ field: 'CATEGORY', languageCode: null, code: 'REQUIRED' }] : []),
  ];
  if (brandId === null || categoryId === null)
    return { problems: missing, formError: null, values, done: null };
  const input = {
    articleNumber: values.articleNumber,
    brandId,
    categoryId,
    texts: SHOP_LANGUAGES.map((languageCode) => ({ languageCode, ...values.texts[languageCode] })),
  };
  const result = id
    ? await staffMutation(UpdateProductMutation, { id, input })
    : await staffMutation(CreateProductMutation, { input });
  if (!result.ok) return { problems: [], formError: result.formError ?? 'UNKNOWN', values, done: null };
  const change = 'updateProduct' in result.data ? result.data.updateProduct : result.data.createProduct;
  if (!change.product) {
    const formError = change.refusal === 'INVALID_PRODUCT' ? null : (change.refusal ?? 'UNKNOWN');
    return { problems: change.problems, formError, values, done: null };
  }
  const saved = change.product.id;
  const publish = text(form, 'intent') === 'publish';
  const published = publish ? await staffMutation(PublishProductMutation, { id: saved }) : null;
  const publishing = published?.ok ? published.data.publishProduct : null;
  // A new product has a page of its own now, which says what was done.
  if (!id) {
    const outcome: Record<string, string> = !published
      ? { done: 'created' }
      : !published.ok
        ? { problem: published.formError ?? 'UNKNOWN' }
        : publishing?.refusal
          ? { publish: 'refused' }
          : { done: 'published' };
    redirect(productPage(locale, saved, outcome));
  }
  // A product's own page is drawn again as it now is, the form saying what was done.
  refresh();
  if (published && !published.ok) {
    return { problems: [], formError: published.formError ?? 'UNKNOWN', values: null, done: 'saved' };
  }
  // Saved, but not published: what stands in the way, beside its fields.
  if (publishing?.refusal)
    return { problems: publishing.problems, formError: null, values: null, done: 'saved' };
  return { problems: [], formError: null, values: null, done: publish ? 'published' : 'saved' };
}

/** Takes a product out of the shop; back to its page, which says so. */
export async function unpublishProductAction(form: FormData): Promise<void> {
  const locale = localeOf(form);
  const id = idOf(text(form, 'id'));
  if (id === null) redirect(href(locale, '/products'));
  const result = await staffMutation(UnpublishProductMutation, { id });
  if (!result.ok) redirect(productPage(locale, id, { problem: result.formError ?? 'UNKNOWN' }));
  const { refusal } = result.data.unpublishProduct;
  redirect(productPage(locale, id, refusal ? { problem: refusal } : { done: 'unpublished' }));
}
