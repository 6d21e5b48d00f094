'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useShop } from '@/features/shop/shop-provider';
import type { BrowserScope } from '@/lib/graphql/browser';
import { createDebouncer, createLatestGate } from './debounce';
import type { Suggestions } from './search-options';
import { matchNames, productSuggestionCount, type SearchLists, SUGGEST_DEBOUNCE_MS } from './suggestions';

/** The GraphQL client and queries arrive with the first search, not with the page. */
const loadRequests = () => import('./suggestion-requests');

/**
 * The search box's suggestions for a term, asked for once typing has paused: products from the
 * API, categories and brands matched in the browser against lists loaded once. Only the answer
 * to the latest term is shown; an older request still under way is cancelled.
 */
export function useSuggestions({
  apiKey,
  onShown,
}: {
  apiKey: string;
  /** New suggestions are shown (the highlight starts over). */
  onShown: () => void;
}) {
  const locale = useShop((s) => s.locale);
  const market = useShop((s) => s.market);
  const viewport = useShop((s) => s.viewport);
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [loading, setLoading] = useState(false);
  const lists = useRef<Promise<SearchLists> | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const gate = useMemo(createLatestGate, []);

  const scope: BrowserScope = { apiKey, market, locale };

  async function suggest(term: string) {
    const ticket = gate.next();
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    try {
      const { requestLists, requestProducts } = await loadRequests();
      const loadingLists =
        lists.current ??
        requestLists(scope).catch((error: unknown) => {
          lists.current = null;
          throw error;
        });
      lists.current = loadingLists;
      const [products, named] = await Promise.all([
        requestProducts(scope, term, productSuggestionCount(viewport), controller.signal),
        loadingLists.catch(() => null),
      ]);
      if (!gate.isLatest(ticket)) return;
      const toNamed = (items: { name: string; canonicalUrl: string }[], kind: string) =>
        matchNames(items, term).map((item) => ({ ...item, key: `${kind}-${item.canonicalUrl}` }));
      setSuggestions({
        term,
        products,
        categories: named ? toNamed(named.categories, 'category') : [],
        brands: named ? toNamed(named.brands, 'brand') : [],
        failed: false,
      });
      onShown();
    } catch {
      if (gate.isLatest(ticket))
        setSuggestions({ term, products: [], categories: [], brands: [], failed: true });
    } finally {
      if (gate.isLatest(ticket)) setLoading(false);
    }
  }

  // The debounced call always reaches the latest render's `suggest` (market, language, viewport).
  const suggestRef = useRef(suggest);
  useEffect(() => {
    suggestRef.current = suggest;
  });
  const debouncer = useMemo(
    () => createDebouncer((term: string) => void suggestRef.current(term), SUGGEST_DEBOUNCE_MS),
    [],
  );

  useEffect(
    () => () => {
      debouncer.cancel();
      inFlight.current?.abort();
    },
    [debouncer],
  );

  return {
    suggestions,
    loading,
    /** Suggestions for `term` once typing pauses. */
    schedule: (term: string) => debouncer.schedule(term),
    /** No suggestions, and none on their way. */
    clear() {
      debouncer.cancel();
      gate.invalidate();
      inFlight.current?.abort();
      setSuggestions(null);
      setLoading(false);
    },
    /** Forgets the suggestions shown (after one was chosen). */
    forget: () => setSuggestions(null),
  };
}
