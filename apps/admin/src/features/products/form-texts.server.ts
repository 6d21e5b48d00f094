import 'server-only';
import { getTranslations } from 'next-intl/server';
import { fieldName, SHOP_LANGUAGES, TEXT_FIELDS, type TextField } from './form-state';
import type { ProductFormTexts } from './product-form';

/** The product form's words in the desk's language, and each field's name for the problem list. */
export async function productFormTexts(): Promise<ProductFormTexts> {
  const [t, common] = await Promise.all([getTranslations('products'), getTranslations('common')]);
  const languages = t.raw('languages') as Record<string, string>;
  const inline = t.raw('languagesInline') as Record<string, string>;
  const fields = t.raw('form.fields') as Record<TextField, string>;
  const fieldLabels: Record<string, string> = {
    articleNumber: t('form.articleNumber'),
    brandId: t('form.brand'),
    categoryId: t('form.category'),
    prices: t('product.prices'),
  };
  for (const language of SHOP_LANGUAGES) {
    for (const field of TEXT_FIELDS) {
      fieldLabels[fieldName(field, language)] = `${fields[field]} (${inline[language]})`;
    }
  }
  return {
    articleNumber: t('form.articleNumber'),
    articleNumberHint: t('form.articleNumberHint'),
    brand: t('form.brand'),
    category: t('form.category'),
    choose: t('form.choose'),
    languages,
    notTranslated: t('form.notTranslated'),
    fields,
    aliasHint: t('form.aliasHint'),
    aliasHintSwedish: t('form.aliasHintSwedish'),
    save: t('form.save'),
    saveAndPublish: t('form.saveAndPublish'),
    summary: t('form.summary'),
    done: { saved: t('done.saved'), published: t('done.published') },
    problems: {
      ...(common.raw('formErrors') as Record<string, string>),
      ...(t.raw('problems') as Record<string, string>),
    },
    fieldLabels,
  };
}
