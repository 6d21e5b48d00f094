'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { staffMutation } from '@/lib/graphql/server';
import { type Locale, localeOf } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import {
  CreateContentPageMutation,
  PublishContentPageMutation,
  RestoreContentPageMutation,
  UnpublishContentPageMutation,
  UpdateContentPageMutation,
} from './documents';
import {
  emptyPageValues,
  type FormState,
  fieldName,
  PAGE_FIELDS,
  type PageValues,
  SHOP_LANGUAGES,
} from './form-state';

/** The longest text a field posts; the API says what is too long for the field itself. */
const POSTED_MAX = 110_000;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, POSTED_MAX) : '';
};

const numberOf = (value: string) => (/^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

function valuesOf(form: FormData): PageValues {
  const values = emptyPageValues();
  for (const language of SHOP_LANGUAGES) {
    for (const field of PAGE_FIELDS) values[language][field] = text(form, fieldName(field, language));
  }
  return values;
}

const pageHref = (locale: Locale, id: number, outcome: Record<string, string>) =>
  `${href(locale, `/content/${id}`)}?${new URLSearchParams(outcome)}`;

type PageFormState = FormState<PageValues>;

/**
 * Makes or saves a page from its form, and publishes the version saved when the member asked to.
 * The API judges everything: refused, the form comes back with each problem beside its field and
 * language and what was typed kept; a save from a version another came after is refused (STALE)
 * with what was typed kept, to be compared with the page as it now is. Done, the page's own page
 * says so.
 */
export async function savePageAction(_state: PageFormState, form: FormData): Promise<PageFormState> {
  const locale = localeOf(form);
  const id = numberOf(text(form, 'id'));
  const version = numberOf(text(form, 'version'));
  const values = valuesOf(form);
  const texts = SHOP_LANGUAGES.map((languageCode) => ({ languageCode, ...values[languageCode] }));
  const result =
    id && version
      ? await staffMutation(UpdateContentPageMutation, { id, version, texts })
      : await staffMutation(CreateContentPageMutation, { texts });
  if (!result.ok) return { problems: [], formError: result.formError ?? 'UNKNOWN', values, done: null };
  const change =
    'updateContentPage' in result.data ? result.data.updateContentPage : result.data.createContentPage;
  if (!change.page) {
    const formError = change.refusal === 'INVALID' ? null : (change.refusal ?? 'UNKNOWN');
    return { problems: change.problems, formError, values, done: null };
  }
  let done = id ? 'saved' : 'created';
  if (text(form, 'intent') === 'publish') {
    const published = await staffMutation(PublishContentPageMutation, {
      id: change.page.id,
      version: change.page.version,
    });
    const refusal = published.ok
      ? published.data.publishContentPage.refusal
      : (published.formError ?? 'UNKNOWN');
    done = refusal ? `publish-${refusal}` : 'published';
  }
  // A new page has a page of its own now, which says what was done.
  if (!id) redirect(pageHref(locale, change.page.id, { done }));
  // The page is drawn again as it now is (its new version, its versions list), the form saying what was done.
  refresh();
  return { problems: [], formError: null, values: null, done };
}

/** Publishes the latest version (the one the form was read at), unpublishes, or restores an older version; back to the page, which says how it went. */
export async function pageStateAction(form: FormData): Promise<void> {
  const locale = localeOf(form);
  const id = numberOf(text(form, 'id'));
  const version = numberOf(text(form, 'version'));
  if (id === null || version === null) redirect(href(locale, '/content'));
  const intent = text(form, 'intent');
  const restore = numberOf(text(form, 'restore'));
  const result =
    intent === 'unpublish'
      ? await staffMutation(UnpublishContentPageMutation, { id })
      : intent === 'restore' && restore !== null
        ? await staffMutation(RestoreContentPageMutation, { id, version, restore })
        : await staffMutation(PublishContentPageMutation, { id, version });
  if (!result.ok) redirect(pageHref(locale, id, { problem: result.formError ?? 'UNKNOWN' }));
  const change = Object.values(result.data)[0] as { refusal: string | null };
  const done = intent === 'unpublish' ? 'unpublished' : intent === 'restore' ? 'restored' : 'published';
  redirect(pageHref(locale, id, change.refusal ? { problem: change.refusal } : { done }));
}
