import type { Lang } from '../assortment/index.ts';

/** The blocks of a text widget: plain text only, so that no markup is ever stored or injected. */
export type TextBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'definitions'; items: { term: string; description: string }[] };

export type PerLanguage<T> = Record<Lang, T>;

export const h = (text: string): TextBlock => ({ type: 'heading', text });
export const p = (text: string): TextBlock => ({ type: 'paragraph', text });
export const ul = (...items: string[]): TextBlock => ({ type: 'list', items });
export const dl = (...pairs: [string, string][]): TextBlock => ({
  type: 'definitions',
  items: pairs.map(([term, description]) => ({ term, description })),
});
