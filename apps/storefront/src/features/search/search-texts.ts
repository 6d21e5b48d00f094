import type { GROUPS } from './search-options';

/** The search box's texts, looked up on the server; counts come as one text per number. */
export interface SearchTexts {
  region: string;
  label: string;
  placeholder: string;
  submit: string;
  suggestions: string;
  groups: Record<(typeof GROUPS)[number], string>;
  forget: string;
  forgetHint: string;
  /** With `{term}`. */
  showAll: string;
  loading: string;
  failed: string;
  emptyTerm: string;
  /** "No suggestions", "1 suggestion", ... by count, up to the most the box shows. */
  resultCount: string[];
  /** "1 recent search", ... by count, up to the most the box keeps. */
  recentCount: string[];
}

/** A count's text from a list with one text per count. */
export function countText(texts: readonly string[], count: number): string {
  return texts[Math.min(count, texts.length - 1)] ?? '';
}
