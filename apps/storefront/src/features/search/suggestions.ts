import type { Viewport } from '@/lib/config';
import type { ProductSuggestion, SearchLists } from './suggestion-requests';

export type { ProductSuggestion, SearchLists };

/** Wait this long after the last keystroke before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 500;
/** Fewer characters than this give no suggestions. */
export const MIN_TERM_LENGTH = 2;
const MAX_NAMED_MATCHES = 4;
const MAX_PRODUCT_SUGGESTIONS = 10;
/** The most suggestions the listbox shows at once: products, categories and brands. */
export const MAX_SUGGESTIONS = MAX_PRODUCT_SUGGESTIONS + 2 * MAX_NAMED_MATCHES;

/** Phones show five product suggestions, larger screens ten. */
export function productSuggestionCount(viewport: Viewport): number {
  return viewport === 'phone' ? 5 : MAX_PRODUCT_SUGGESTIONS;
}

/** Lower case without accents, so that "gras" finds "Gräs" as a shopper expects of suggestions. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** Names any word of which starts with the term (or, for longer terms, contains it), best first. */
export function matchNames<T extends { name: string }>(items: readonly T[], term: string): T[] {
  const wanted = fold(term.trim());
  if (wanted.length < MIN_TERM_LENGTH) return [];
  const scored = items.flatMap((item) => {
    const name = fold(item.name);
    if (name.startsWith(wanted)) return [{ item, score: 0 }];
    if (name.split(/[\s\-–/,]+/).some((word) => word.startsWith(wanted))) return [{ item, score: 1 }];
    if (wanted.length >= 4 && name.includes(wanted)) return [{ item, score: 2 }];
    return [];
  });
  return scored
    .sort((a, b) => a.score - b.score || a.item.name.length - b.item.name.length)
    .slice(0, MAX_NAMED_MATCHES)
    .map((s) => s.item);
}
