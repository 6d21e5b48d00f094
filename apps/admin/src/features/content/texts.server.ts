import 'server-only';
import { getTranslations } from 'next-intl/server';
import { fieldName, PAGE_FIELDS, type PageField, SHOP_LANGUAGES } from './form-state';
import type { PageFormTexts } from './page-form';

/** Words of every refusal and problem the desk's forms show, by their key. */
export async function problemWords(): Promise<Record<string, string>> {
  const [t, common] = await Promise.all([getTranslations('content'), getTranslations('common')]);
  return {
    ...(common.raw('formErrors') as Record<string, string>),
    ...(t.raw('problems') as Record<string, string>),
  };
}

/** The page form's words in the desk's language, and each field's name for the problem list. */
export async function pageFormTexts(): Promise<PageFormTexts> {
  const t = await getTranslations('content');
  const languages = t.raw('languages') as Record<string, string>;
  const fields = t.raw('form.fields') as Record<PageField, string>;
  const fieldLabels: Record<string, string> = {};
  for (const language of SHOP_LANGUAGES) {
    for (const field of PAGE_FIELDS) {
      fieldLabels[fieldName(field, language)] = `${fields[field]} (${languages[language]})`;
    }
  }
  return {
    languages,
    fields,
    hints: {
      alias: t('form.aliasHint'),
      body: t('form.bodyHint'),
      notTranslated: t('form.notTranslated'),
    },
    save: t('form.save'),
    saveAndPublish: t('form.saveAndPublish'),
    summary: t('form.summary'),
    done: t.raw('done') as Record<string, string>,
    problems: await problemWords(),
    fieldLabels,
  };
}
