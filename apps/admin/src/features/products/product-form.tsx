'use client';

import { useActionState } from 'react';
import { Button, formStyles, SelectField, TextAreaField, TextField } from '@/ui/form';
import { Notice } from '@/ui/notice';
import { saveProductAction } from './actions';
import {
  EMPTY_PRODUCT_FORM,
  type FieldProblem,
  fieldName,
  type ProductFormValues,
  SHOP_LANGUAGES,
  type TextField as TextFieldName,
} from './form-state';
import { problemsByField } from './problems';
import styles from './products.module.css';

/** The form's words, translated by its page. */
export interface ProductFormTexts {
  articleNumber: string;
  articleNumberHint: string;
  brand: string;
  category: string;
  choose: string;
  languages: Record<string, string>;
  notTranslated: string;
  fields: Record<TextFieldName, string>;
  aliasHint: string;
  aliasHintSwedish: string;
  save: string;
  saveAndPublish: string;
  summary: string;
  done: { saved: string; published: string };
  problems: Record<string, string>;
  fieldLabels: Record<string, string>;
}

/** Single-line fields; the others are text areas. */
const LINES: readonly TextFieldName[] = ['name', 'alias', 'metaTitle'];
const MAX_LENGTH: Record<TextFieldName, number> = {
  name: 200,
  alias: 120,
  metaTitle: 200,
  metaDescription: 500,
  shortText: 20_000,
  description: 20_000,
  extraText: 20_000,
};

/**
 * The product form: its article number, brand and category, and its texts in the shop's five
 * languages side by side, each language a labelled fieldset (stacked on a phone). It posts to the
 * server without JavaScript as with it; a refusal comes back with each problem beside its field
 * and language, listed above the form with links to them, and what was typed kept.
 */
export function ProductForm({
  locale,
  productId,
  values,
  untranslated,
  published,
  canWrite,
  initialProblems,
  choices,
  texts,
}: {
  locale: string;
  productId: number | null;
  values: ProductFormValues;
  /** Languages the shop shows in Swedish for want of their own texts. */
  untranslated: readonly string[];
  published: boolean;
  canWrite: boolean;
  /** Problems to show before any post (what stands in the way of publishing, after a refused publish). */
  initialProblems: FieldProblem[];
  choices: { brands: { id: number; name: string }[]; categories: { id: number; path: string }[] };
  texts: ProductFormTexts;
}) {
  const [state, action, pending] = useActionState(saveProductAction, {
    ...EMPTY_PRODUCT_FORM,
    problems: initialProblems,
  });
  const shown = state.values ?? values;
  const problems = problemsByField(state.problems, texts.problems);
  const problemOf = (field: string) => problems.get(field) ?? null;
  const formError = state.formError ? (texts.problems[state.formError] ?? texts.problems.UNKNOWN) : null;
  return (
    <form
      action={action}
      className={styles.productForm}
      aria-describedby={problems.size ? 'product-problems' : undefined}
    >
      <input type="hidden" name="locale" value={locale} />
      {productId ? <input type="hidden" name="id" value={productId} /> : null}
      {state.done ? <Notice tone="success">{texts.done[state.done]}</Notice> : null}
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      {problems.size > 0 ? (
        <Notice tone="error" id="product-problems">
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
        <div className={styles.ownFields}>
          <TextField
            name="articleNumber"
            label={texts.articleNumber}
            hint={texts.articleNumberHint}
            defaultValue={shown.articleNumber}
            maxLength={64}
            required
            autoComplete="off"
            problem={problemOf('articleNumber')}
          />
          <SelectField
            name="brandId"
            label={texts.brand}
            defaultValue={shown.brandId}
            required
            problem={problemOf('brandId')}
          >
            <option value="">{texts.choose}</option>
            {choices.brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            name="categoryId"
            label={texts.category}
            defaultValue={shown.categoryId}
            required
            problem={problemOf('categoryId')}
          >
            <option value="">{texts.choose}</option>
            {choices.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.path}
              </option>
            ))}
          </SelectField>
        </div>
        <div className={styles.languages}>
          {SHOP_LANGUAGES.map((language) => (
            <fieldset key={language} className={styles.language} lang={language}>
              <legend lang={locale}>{texts.languages[language]}</legend>
              {untranslated.includes(language) && !state.values ? (
                <p className={formStyles.hint} lang={locale}>
                  {texts.notTranslated}
                </p>
              ) : null}
              {(
                [
                  'name',
                  'alias',
                  'shortText',
                  'description',
                  'extraText',
                  'metaTitle',
                  'metaDescription',
                ] as const
              ).map((field) => {
                const name = fieldName(field, language);
                const common = {
                  name,
                  label: texts.fields[field],
                  defaultValue: shown.texts[language][field],
                  maxLength: MAX_LENGTH[field],
                  problem: problemOf(name),
                  hint:
                    field === 'alias'
                      ? language === 'sv'
                        ? texts.aliasHintSwedish
                        : texts.aliasHint
                      : undefined,
                };
                return LINES.includes(field) ? (
                  <TextField key={field} {...common} autoComplete="off" spellCheck={field !== 'alias'} />
                ) : (
                  <TextAreaField key={field} {...common} rows={field === 'description' ? 6 : 3} />
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
          {published || state.done === 'published' ? null : (
            <Button name="intent" value="publish" kind="secondary" disabled={pending}>
              {texts.saveAndPublish}
            </Button>
          )}
        </div>
      ) : null}
    </form>
  );
}
