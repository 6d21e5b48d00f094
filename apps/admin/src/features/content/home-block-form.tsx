'use client';

import { useActionState } from 'react';
import { Button, TextAreaField, TextField } from '@/ui/form';
import { Notice } from '@/ui/notice';
import styles from './content.module.css';
import { emptyState, fieldName, problemsByField, SHOP_LANGUAGES } from './form-state';
import { type HomeBlockValues, saveHomeBlockAction } from './home-actions';

export interface HomeBlockFormTexts {
  languages: Record<string, string>;
  fields: { title: string; body: string; linkLabel: string };
  bodyHint: string;
  save: string;
  saved: string;
  problems: Record<string, string>;
}

/**
 * A home page block's form: its title, text and link label in the five languages side by side
 * (stacked on a phone), posted without JavaScript as with it, with the block's version it was read at.
 */
export function HomeBlockForm({
  locale,
  id,
  version,
  hasLink,
  values,
  canWrite,
  texts,
}: {
  locale: string;
  id: number;
  version: number;
  hasLink: boolean;
  values: HomeBlockValues;
  canWrite: boolean;
  texts: HomeBlockFormTexts;
}) {
  const [state, action, pending] = useActionState(saveHomeBlockAction, emptyState<HomeBlockValues>());
  const shown = state.values ?? values;
  const prefix = `block-${id}-`;
  const problems = problemsByField(state.problems, texts.problems, prefix);
  const formError = state.formError ? (texts.problems[state.formError] ?? texts.problems.UNKNOWN) : null;
  const fields = hasLink ? (['title', 'body', 'linkLabel'] as const) : (['title', 'body'] as const);
  return (
    <form action={action} className={styles.form}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="version" value={version} />
      {state.done ? <Notice tone="success">{texts.saved}</Notice> : null}
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      <fieldset className={styles.plainFieldset} disabled={!canWrite}>
        <div className={styles.languages}>
          {SHOP_LANGUAGES.map((language) => (
            <fieldset key={language} className={styles.language} lang={language}>
              <legend lang={locale}>{texts.languages[language]}</legend>
              {fields.map((field) => {
                const name = `${prefix}${fieldName(field, language)}`;
                const common = {
                  name,
                  label: texts.fields[field],
                  defaultValue: shown[language]?.[field] ?? '',
                  problem: problems.get(name) ?? null,
                };
                return field === 'body' ? (
                  <TextAreaField key={field} {...common} rows={5} hint={texts.bodyHint} />
                ) : (
                  <TextField key={field} {...common} maxLength={field === 'title' ? 200 : 100} />
                );
              })}
            </fieldset>
          ))}
        </div>
      </fieldset>
      {canWrite ? (
        <div className={styles.buttons}>
          <Button disabled={pending}>{texts.save}</Button>
        </div>
      ) : null}
    </form>
  );
}
