'use client';

import { useActionState } from 'react';
import { Button, formStyles, SelectField, TextField } from '@/ui/form';
import { Notice } from '@/ui/notice';
import styles from './content.module.css';
import { emptyState, fieldName, problemsByField, SHOP_LANGUAGES } from './form-state';
import { type MenuItemValues, saveMenuItemAction } from './menu-actions';

export interface MenuItemFormTexts {
  link: string;
  linkHint: string;
  custom: string;
  groups: { categories: string; brands: string; pages: string };
  parent: string;
  top: string;
  label: string;
  labelHint: string;
  url: string;
  urlHint: string;
  targetBlank: string;
  languages: Record<string, string>;
  save: string;
  done: Record<string, string>;
  problems: Record<string, string>;
}

type Target = { alias: string; name: string };

/**
 * A menu item's form: what it links to (a category, brand or page of the shop, or an address of its
 * own), the item it is below, and its label and address in the five languages. It posts without
 * JavaScript as with it, naming the menu's version it was read at; a refusal comes back beside its
 * field with what was typed kept.
 */
export function MenuItemForm({
  locale,
  menuId,
  version,
  itemId,
  values,
  parents,
  targets,
  texts,
}: {
  locale: string;
  menuId: number;
  version: number;
  itemId: number | null;
  values: MenuItemValues;
  parents: { id: number; name: string }[];
  targets: { categories: Target[]; brands: Target[]; pages: Target[] };
  texts: MenuItemFormTexts;
}) {
  const [state, action, pending] = useActionState(saveMenuItemAction, emptyState<MenuItemValues>());
  const shown = state.values ?? values;
  // Every form on the page has ids of its own.
  const prefix = itemId ? `item-${itemId}-` : `new-${menuId}-`;
  const problems = problemsByField(state.problems, texts.problems, prefix);
  const problemOf = (name: string) => problems.get(`${prefix}${name}`) ?? null;
  const formError = state.formError ? (texts.problems[state.formError] ?? texts.problems.UNKNOWN) : null;
  const group = (label: string, kind: string, list: Target[]) => (
    <optgroup label={label}>
      {list.map((target) => (
        <option key={target.alias} value={`${kind}:${target.alias}`}>
          {target.name}
        </option>
      ))}
    </optgroup>
  );
  return (
    <form action={action} className={styles.form}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="prefix" value={prefix} />
      <input type="hidden" name="menuId" value={menuId} />
      <input type="hidden" name="version" value={version} />
      {itemId ? <input type="hidden" name="itemId" value={itemId} /> : null}
      {state.done ? <Notice tone="success">{texts.done[state.done]}</Notice> : null}
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      <div className={styles.itemFields}>
        <SelectField
          name={`${prefix}link`}
          label={texts.link}
          hint={texts.linkHint}
          defaultValue={shown.link}
          problem={problemOf('target')}
        >
          <option value="custom">{texts.custom}</option>
          {group(texts.groups.pages, 'page', targets.pages)}
          {group(texts.groups.categories, 'category', targets.categories)}
          {group(texts.groups.brands, 'brand', targets.brands)}
        </SelectField>
        <SelectField
          name={`${prefix}parentId`}
          label={texts.parent}
          defaultValue={shown.parentId}
          problem={problemOf('parentId')}
        >
          <option value="">{texts.top}</option>
          {parents.map((parent) => (
            <option key={parent.id} value={parent.id}>
              {parent.name}
            </option>
          ))}
        </SelectField>
        <label className={formStyles.label}>
          <input type="checkbox" name={`${prefix}targetBlank`} defaultChecked={shown.targetBlank} />{' '}
          {texts.targetBlank}
        </label>
      </div>
      <div className={styles.languages}>
        {SHOP_LANGUAGES.map((language) => (
          <fieldset key={language} className={styles.language} lang={language}>
            <legend lang={locale}>{texts.languages[language]}</legend>
            <TextField
              name={`${prefix}${fieldName('label', language)}`}
              label={texts.label}
              hint={language === 'sv' ? texts.labelHint : undefined}
              defaultValue={shown.labels[language] ?? ''}
              maxLength={100}
              problem={problemOf(fieldName('label', language))}
            />
            <TextField
              name={`${prefix}${fieldName('url', language)}`}
              label={texts.url}
              hint={language === 'sv' ? texts.urlHint : undefined}
              defaultValue={shown.urls[language] ?? ''}
              maxLength={500}
              problem={problemOf(fieldName('url', language))}
            />
          </fieldset>
        ))}
      </div>
      <div className={styles.buttons}>
        <Button disabled={pending}>{texts.save}</Button>
      </div>
    </form>
  );
}
