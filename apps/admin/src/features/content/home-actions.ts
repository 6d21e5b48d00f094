'use server';

import { refresh } from 'next/cache';
import { staffMutation } from '@/lib/graphql/server';
import { UpdateHomeBlockMutation } from './documents';
import { type FormState, fieldName, SHOP_LANGUAGES } from './form-state';

export type HomeBlockValues = Record<string, { title: string; body: string; linkLabel: string }>;

const POSTED_MAX = 110_000;
const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, POSTED_MAX) : '';
};
const numberOf = (value: string) => (/^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/**
 * Changes a home page block's texts from its form (fields named after the block, `block-3-title-sv`,
 * as the page holds several). Refused, each problem beside its field with what was typed kept; a
 * change after another member's is refused (STALE). Done, the page is drawn again as it now is.
 */
export async function saveHomeBlockAction(
  _state: FormState<HomeBlockValues>,
  form: FormData,
): Promise<FormState<HomeBlockValues>> {
  const id = numberOf(text(form, 'id'));
  const version = numberOf(text(form, 'version'));
  const prefix = `block-${id}-`;
  const values: HomeBlockValues = {};
  for (const language of SHOP_LANGUAGES) {
    values[language] = {
      title: text(form, `${prefix}${fieldName('title', language)}`),
      body: text(form, `${prefix}${fieldName('body', language)}`),
      linkLabel: text(form, `${prefix}${fieldName('linkLabel', language)}`),
    };
  }
  if (id === null || version === null) return { problems: [], formError: 'UNKNOWN', values, done: null };
  const texts = SHOP_LANGUAGES.map((languageCode) => ({ languageCode, ...values[languageCode] }));
  const result = await staffMutation(UpdateHomeBlockMutation, { id, version, texts });
  if (!result.ok) return { problems: [], formError: result.formError ?? 'UNKNOWN', values, done: null };
  const change = result.data.updateHomeBlock;
  if (!change.block) {
    const formError = change.refusal === 'INVALID' ? null : (change.refusal ?? 'UNKNOWN');
    return { problems: change.problems, formError, values, done: null };
  }
  refresh();
  return { problems: [], formError: null, values: null, done: 'saved' };
}
