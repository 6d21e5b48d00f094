'use client';

import { useActionState } from 'react';
import { Button, formStyles, TextAreaField, TextField } from '@/ui/form';
import { Notice } from '@/ui/notice';
import { savePageAction } from './actions';
import styles from './content.module.css';
import {
  emptyState,
  fieldName,
  type PageField,
  type PageValues,
  problemsByField,
  SHOP_LANGUAGES,
} from './form-state';

/** The form's words, translated by its page. */
export interface PageFormTexts {
  languages: Record<string, string>;
  fields: Record<PageField, string>;
  hints: { alias: string; body: string; notTranslated: string };
  save: string;
  saveAndPublish: string;
  summary: string;
  done: Record<string, string>;
  problems: Record<string, string>;
  fieldLabels: Record<string, string>;
}

const MAX_LENGTH: Record<PageField, number> = { title: 200, alias: 120, metaDescription: 500, body: 20_000 };

/**
 * A content page's form: its title, address, description and text in the shop's five languages
 * side by side, each language a labelled fieldset (stacked on a phone). It posts to the server
 * without JavaScript as with it; a refusal comes back with each problem beside its field and
 * language, listed above the form with links to them, and what was typed kept. It names the version
 * it was read at, so a save after another member's is refused rather than undo theirs.
 */
export function PageForm({
  locale,
  pageId,
  version,
  values,
  untranslated,
  canWrite,
  texts,
}: {
  locale: string;
  pageId: number | null;
  version: number | null;
  values: PageValues;
  untranslated: readonly string[];
  canWrite: boolean;
  texts: PageFormTexts;
}) {
  const [state, action, pending] = useActionState(savePageAction, emptyState<PageValues>());
  const shown = state.values ?? values;
  const problems = problemsByField(state.problems, texts.problems);
  const formError = state.formError ? (texts.problems[state.formError] ?? texts.problems.UNKNOWN) : null;
  return (
    <form
      action={action}
      className={styles.form}
      aria-describedby={problems.size ? 'page-problems' : undefined}
    >
      <input type="hidden" name="locale" value={locale} />
      {pageId ? <input type="hidden" name="id" value={pageId} /> : null}
      {version ? <input type="hidden" name="version" value={version} /> : null}
      {state.done ? (
        <Notice tone={state.done.startsWith('publish-') ? 'error' : 'success'}>
          {texts.done[state.done] ?? texts.done.saved}
        </Notice>
      ) : null}
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      {problems.size > 0 ? (
        <Notice tone="error" id="page-problems">
          <p>{texts.summary}</p>
          <ul>
            {[...problems].map(([field, words]) => (
              <li key={field}>
                <a href={`#${field}`}>{texts.fieldLabels[field] ?? field}</a>: {words}
              </li>
            ))}
          </ul>
        </Notice>
      ) : null}
      <fieldset className={styles.plainFieldset} disabled={!canWrite}>
        <div className={styles.languages}>
          {SHOP_LANGUAGES.map((language) => (
            <fieldset key={language} className={styles.language} lang={language}>
              <legend lang={locale}>{texts.languages[language]}</legend>
              {untranslated.includes(language) && !state.values ? (
                <p className={formStyles.hint} lang={locale}>
                  {texts.hints.notTranslated}
                </p>
              ) : null}
              {(['title', 'alias', 'metaDescription', 'body'] as const).map((field) => {
                const name = fieldName(field, language);
                const common = {
                  name,
                  label: texts.fields[field],
                  defaultValue: shown[language][field],
                  maxLength: MAX_LENGTH[field],
                  problem: problems.get(name) ?? null,
                  hint:
                    field === 'alias' ? texts.hints.alias : field === 'body' ? texts.hints.body : undefined,
                };
                return field === 'title' || field === 'alias' ? (
                  <TextField key={field} {...common} autoComplete="off" spellCheck={field !== 'alias'} />
                ) : (
                  <TextAreaField key={field} {...common} rows={field === 'body' ? 14 : 3} />
                );
              })}
            </fieldset>
          ))}
        </div>
      </fieldset>
      {canWrite ? (
        <div className={styles.buttons}>
          <Button name="intent" value="save" disabled={pending}>
            {texts.save}
          </Button>
          <Button name="intent" value="publish" kind="secondary" disabled={pending}>
            {texts.saveAndPublish}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
