'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { staffMutation } from '@/lib/graphql/server';
import { localeOf } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import {
  AddMenuItemMutation,
  MoveMenuItemMutation,
  RemoveMenuItemMutation,
  UpdateMenuItemMutation,
} from './documents';
import { type FormState, fieldName, SHOP_LANGUAGES } from './form-state';

/** What a menu item's form holds: its link (`kind:alias`, or `custom`), parent, labels and addresses per language. */
export interface MenuItemValues {
  link: string;
  parentId: string;
  targetBlank: boolean;
  labels: Record<string, string>;
  urls: Record<string, string>;
}

const POSTED_MAX = 110_000;
const KINDS = ['category', 'brand', 'page', 'custom'] as const;
type Kind = (typeof KINDS)[number];

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, POSTED_MAX) : '';
};
const numberOf = (value: string) => (/^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/** What the form posted, as typed: its fields are named after the form (`item-7-label-sv`), as each has ids of its own. */
function valuesOf(form: FormData): MenuItemValues {
  const named = text(form, 'prefix');
  const prefix = /^(item|new)-\d{1,9}-$/.test(named) ? named : '';
  const values: MenuItemValues = {
    link: text(form, `${prefix}link`),
    parentId: text(form, `${prefix}parentId`),
    targetBlank: form.get(`${prefix}targetBlank`) === 'on',
    labels: {},
    urls: {},
  };
  for (const language of SHOP_LANGUAGES) {
    values.labels[language] = text(form, `${prefix}${fieldName('label', language)}`);
    values.urls[language] = text(form, `${prefix}${fieldName('url', language)}`);
  }
  return values;
}

/** The item as the API takes it: the link's kind and target, and the texts given. */
function inputOf(values: MenuItemValues) {
  const [kind, ...rest] = values.link.split(':');
  const type: Kind = KINDS.find((k) => k === kind) ?? 'custom';
  const texts = (byLanguage: Record<string, string>) =>
    SHOP_LANGUAGES.map((languageCode) => ({ languageCode, text: byLanguage[languageCode] ?? '' }));
  return {
    type,
    target: type === 'custom' ? null : rest.join(':'),
    parentId: numberOf(values.parentId),
    labels: texts(values.labels),
    urls: type === 'custom' ? texts(values.urls) : [],
    targetBlank: values.targetBlank,
  };
}

/**
 * Adds or changes a menu item from its form. The API judges everything: refused, the form comes
 * back with each problem beside its field and what was typed kept; a change after another member's
 * (STALE) is refused with what was typed kept. Done, the menus are drawn again as they now are.
 */
export async function saveMenuItemAction(
  _state: FormState<MenuItemValues>,
  form: FormData,
): Promise<FormState<MenuItemValues>> {
  const menuId = numberOf(text(form, 'menuId'));
  const version = numberOf(text(form, 'version'));
  const itemId = numberOf(text(form, 'itemId'));
  const values = valuesOf(form);
  if (menuId === null || version === null) return { problems: [], formError: 'UNKNOWN', values, done: null };
  const input = inputOf(values);
  const result = itemId
    ? await staffMutation(UpdateMenuItemMutation, { menuId, version, itemId, input })
    : await staffMutation(AddMenuItemMutation, { menuId, version, input });
  if (!result.ok) return { problems: [], formError: result.formError ?? 'UNKNOWN', values, done: null };
  const change = 'updateMenuItem' in result.data ? result.data.updateMenuItem : result.data.addMenuItem;
  if (!change.menu) {
    const formError = change.refusal === 'INVALID' ? null : (change.refusal ?? 'UNKNOWN');
    return { problems: change.problems, formError, values, done: null };
  }
  refresh();
  return { problems: [], formError: null, values: null, done: itemId ? 'saved' : 'added' };
}

/** Moves an item up or down, or removes it; back to the menus, which say how it went. */
export async function menuItemAction(form: FormData): Promise<void> {
  const locale = localeOf(form);
  const menuId = numberOf(text(form, 'menuId'));
  const version = numberOf(text(form, 'version'));
  const itemId = numberOf(text(form, 'itemId'));
  const back = (outcome: Record<string, string>) =>
    redirect(`${href(locale, '/menus')}?${new URLSearchParams(outcome)}#menu-${menuId}`);
  if (menuId === null || version === null || itemId === null) return back({ problem: 'UNKNOWN' });
  const intent = text(form, 'intent');
  const result =
    intent === 'remove'
      ? await staffMutation(RemoveMenuItemMutation, { menuId, version, itemId })
      : await staffMutation(MoveMenuItemMutation, {
          menuId,
          version,
          itemId,
          direction: intent === 'up' ? 'UP' : 'DOWN',
        });
  if (!result.ok) return back({ problem: result.formError ?? 'UNKNOWN' });
  const { refusal } = Object.values(result.data)[0] as { refusal: string | null };
  return back(refusal ? { problem: refusal } : { done: intent === 'remove' ? 'removed' : 'moved' });
}
