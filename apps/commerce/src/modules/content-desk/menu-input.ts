import { LANGUAGE_CODES, type LanguageCode } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { brands, categories, contentPages, type LocalizedText, menuItems } from '#src/db/schema.ts';
import type { MenuItemKind } from '#src/modules/menus/index.ts';
import { checkedText } from './page-input.ts';
import { type ContentField, type ContentProblem, CONTENT_DESK_LIMITS as L, problem } from './problems.ts';

/** A text in one language, as the desk's forms send texts per language. */
export interface TextInput {
  languageCode: string;
  text?: string | null;
}

/** A menu item as its form sends it. */
export interface MenuItemInput {
  type: MenuItemKind;
  /** The alias of the category, brand or page it links to. */
  target?: string | null;
  parentId?: number | null;
  labels?: readonly TextInput[] | null;
  urls?: readonly TextInput[] | null;
  targetBlank?: boolean | null;
}

export interface CleanMenuItem {
  type: MenuItemKind;
  target: string;
  parentId: number | null;
  label: LocalizedText;
  url: LocalizedText;
  targetBlank: boolean;
}

/** A shop path without language prefix (`/kontakt`), or an address of another site over http(s). */
const SHOP_PATH = /^\/(?!\/)[\p{L}\p{N}\-._~/%?=&#+]*$/u;
const ABSOLUTE = /^https?:\/\/[^\s/]+[^\s]*$/;

/** Texts per language, trimmed, those left empty left out, each problem beside its field and language. */
export function textsPerLanguage(
  texts: readonly TextInput[] | null | undefined,
  field: ContentField,
  max: number,
  problems: ContentProblem[],
): LocalizedText {
  const out: LocalizedText = {};
  for (const code of LANGUAGE_CODES) {
    const given = texts?.find((t) => t.languageCode === code)?.text;
    const text = checkedText(given, field, max, code as LanguageCode, problems);
    if (text) out[code] = text;
  }
  return out;
}

/** Whether what an item links to is there: a category, brand or content page by its alias. */
async function targetExists(tx: Transaction, type: MenuItemKind, alias: string): Promise<boolean> {
  const table = type === 'category' ? categories : type === 'brand' ? brands : contentPages;
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.alias, alias));
  return Boolean(row);
}

/**
 * A menu item's form made ready to write, with every problem beside its field: a linked item's
 * target must exist, a custom one needs its Swedish label, and its addresses are shop paths or
 * http(s) addresses. The parent must be an item of the same menu, not the item itself or one below it.
 */
export async function cleanMenuItem(
  tx: Transaction,
  input: MenuItemInput,
  menuId: number,
  itemId: number | null,
): Promise<{ item: CleanMenuItem; problems: ContentProblem[] }> {
  const problems: ContentProblem[] = [];
  const label = textsPerLanguage(input.labels, 'LABEL', L.label, problems);
  const custom = input.type === 'custom';
  const url = custom ? textsPerLanguage(input.urls, 'URL', L.url, problems) : {};
  for (const [code, address] of Object.entries(url)) {
    if (!SHOP_PATH.test(address) && !ABSOLUTE.test(address)) {
      problems.push(problem('URL', 'INVALID', code as LanguageCode));
    }
  }
  const target = custom ? '' : checkedText(input.target, 'TARGET', L.alias, null, problems);
  if (custom && !label.sv) problems.push(problem('LABEL', 'REQUIRED', 'sv'));
  if (!custom && !target) problems.push(problem('TARGET', 'REQUIRED'));
  else if (!custom && !(await targetExists(tx, input.type, target)))
    problems.push(problem('TARGET', 'UNKNOWN'));
  const parentId = input.parentId ?? null;
  if (parentId !== null) {
    const items = await tx
      .select({ id: menuItems.id, parentId: menuItems.parentId })
      .from(menuItems)
      .where(eq(menuItems.menuId, menuId));
    const parentOf = new Map(items.map((i) => [i.id, i.parentId]));
    if (!parentOf.has(parentId)) problems.push(problem('PARENT', 'UNKNOWN'));
    else if (itemId !== null) {
      // Below itself, at any depth, would cut it and its children off the menu.
      for (let at: number | null | undefined = parentId; at != null; at = parentOf.get(at)) {
        if (at === itemId) {
          problems.push(problem('PARENT', 'INVALID'));
          break;
        }
      }
    }
  }
  return {
    item: { type: input.type, target, parentId, label, url, targetBlank: Boolean(input.targetBlank) },
    problems,
  };
}
