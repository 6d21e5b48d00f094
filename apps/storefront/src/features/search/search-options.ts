import type { ProductSuggestion } from './suggestions';

export type Named = { key: string; name: string; canonicalUrl: string };
export type Option =
  | { kind: 'recent'; key: string; term: string }
  | { kind: 'product'; key: string; product: ProductSuggestion }
  | { kind: 'category'; key: string; item: Named }
  | { kind: 'brand'; key: string; item: Named }
  | { kind: 'all'; key: string; term: string };

export interface Suggestions {
  term: string;
  products: ProductSuggestion[];
  categories: Named[];
  brands: Named[];
  failed: boolean;
}

export const GROUPS = ['recent', 'product', 'category', 'brand', 'all'] as const;

/** The listbox's options: recent searches for an empty box, else the suggestions and "show all". */
export function searchOptions(
  term: string,
  recent: readonly string[],
  suggestions: Suggestions | null,
): Option[] {
  if (!term) return recent.map((r) => ({ kind: 'recent' as const, key: `recent-${r}`, term: r }));
  const found: Option[] = suggestions
    ? [
        ...suggestions.products.map((product) => ({
          kind: 'product' as const,
          key: `product-${product.productId}`,
          product,
        })),
        ...suggestions.categories.map((item) => ({ kind: 'category' as const, key: item.key, item })),
        ...suggestions.brands.map((item) => ({ kind: 'brand' as const, key: item.key, item })),
      ]
    : [];
  return [...found, { kind: 'all' as const, key: 'all', term }];
}
