'use client';

import { useRouter } from 'next/navigation';
import {
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useShop } from '@/features/shop/shop-provider';
import { fillMessage } from '@/lib/fill-message';
import type { ClientOptions } from '@/lib/graphql/client';
import { buildHref, catalogHref, type LinkTarget } from '@/lib/routing/href';
import { localeInfo } from '@/lib/routing/locales';
import { createDebouncer, createLatestGate } from './debounce';
import {
  addRecentSearch,
  readRecentSearches,
  removeRecentSearch,
  writeRecentSearches,
} from './recent-searches';
import styles from './search-box.module.css';
import { SearchForm } from './search-form';
import { OptionContent } from './search-option-content';
import { GROUPS, type Option, type Suggestions, searchOptions } from './search-options';
import { countText, type SearchTexts } from './search-texts';
import {
  MIN_TERM_LENGTH,
  matchNames,
  productSuggestionCount,
  type SearchLists,
  SUGGEST_DEBOUNCE_MS,
} from './suggestions';

/** The GraphQL client and queries arrive with the first search, not with the page. */
const loadRequests = () => import('./suggestion-requests');

export interface SearchBoxProps {
  texts: SearchTexts;
  apiKey: string;
  channelId: string;
}

/** What the shopper did in the box before its code loaded: the box carries on from there. */
export interface SearchStart {
  value: string;
  focused: boolean;
  submitted: boolean;
}

/**
 * The header's search box: a combobox whose listbox offers recent searches (when empty) or, 500 ms
 * after typing stops, matching products, categories and brands. Arrow keys move, Enter opens the
 * highlighted suggestion or searches, Escape closes, Delete forgets a highlighted recent search.
 * Rendered in the browser only, by `SearchBoxLoader` once the shopper reaches for the box.
 */
export function SearchBox({ texts, apiKey, channelId, start }: SearchBoxProps & { start: SearchStart }) {
  const router = useRouter();
  const locale = useShop((s) => s.locale);
  const market = useShop((s) => s.market);
  const marketInPath = useShop((s) => s.marketInPath);
  const viewport = useShop((s) => s.viewport);
  const id = useId();
  const [value, setValue] = useState(start.value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState(() => readRecentSearches(window.localStorage));
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState('');
  const lists = useRef<Promise<SearchLists> | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const gate = useMemo(createLatestGate, []);
  const inputRef = useRef<HTMLInputElement>(null);

  const target: LinkTarget = { locale, market, marketInPath };
  const clientOptions = (signal?: AbortSignal): ClientOptions => ({
    endpoint: '/graphql',
    apiKey,
    scope: { channelId, marketId: market, languageId: localeInfo[locale].iso },
    fetchOptions: { signal },
  });

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
        requestLists(clientOptions()).catch((error: unknown) => {
          lists.current = null;
          throw error;
        });
      lists.current = loadingLists;
      const [products, named] = await Promise.all([
        requestProducts(clientOptions(controller.signal), term, productSuggestionCount(viewport)),
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
      setActive(-1);
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

  const term = value.trim();
  const options = useMemo(() => searchOptions(term, recent, suggestions), [term, recent, suggestions]);

  const expanded = open && options.length > 0;
  const hintId = `${id}-hint`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (expanded && active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  function remember(searched: string) {
    const next = addRecentSearch(recent, searched);
    setRecent(next);
    writeRecentSearches(window.localStorage, next);
  }

  function forget(searched: string) {
    const next = removeRecentSearch(recent, searched);
    setRecent(next);
    writeRecentSearches(window.localStorage, next);
    setActive((i) => Math.min(i, next.length - 1));
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function search(searched: string) {
    const wanted = searched.trim();
    if (!wanted) {
      setNotice(texts.emptyTerm);
      return;
    }
    setNotice('');
    remember(wanted);
    setValue(wanted);
    close();
    router.push(buildHref(target, 'search', { term: wanted }));
  }

  function choose(option: Option) {
    if (option.kind === 'recent' || option.kind === 'all') return search(option.term);
    if (term) remember(term);
    close();
    setValue('');
    setSuggestions(null);
    const url = option.kind === 'product' ? option.product.canonicalUrl : option.item.canonicalUrl;
    router.push(catalogHref(target, url));
  }

  function change(next: string) {
    setValue(next);
    setActive(-1);
    setNotice('');
    setOpen(true);
    if (next.trim().length < MIN_TERM_LENGTH) {
      debouncer.cancel();
      gate.invalidate();
      inFlight.current?.abort();
      setSuggestions(null);
      setLoading(false);
      return;
    }
    debouncer.schedule(next.trim());
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (count ? (i + 1) % count : -1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (count ? (i <= 0 ? count - 1 : i - 1) : -1));
        break;
      case 'Enter': {
        event.preventDefault();
        const option = expanded && active >= 0 ? options[active] : undefined;
        if (option) choose(option);
        else search(value);
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (value) {
          event.preventDefault();
          change('');
        }
        break;
      case 'Delete': {
        const option = expanded ? options[active] : undefined;
        if (option?.kind === 'recent') {
          event.preventDefault();
          forget(option.term);
        }
        break;
      }
      case 'Tab':
        close();
        break;
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    search(value);
  }

  // In the commit that replaces the stand-in box, before the next keystroke can land nowhere.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the box replaces the one rendered before its code loaded.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (start.focused && input) {
      input.focus();
      input.setSelectionRange(start.value.length, start.value.length);
    }
    if (start.submitted) search(start.value);
    else if (start.value) change(start.value);
  }, []);

  const shownCount = options.filter((o) => o.kind !== 'all').length;
  const status = notice
    ? notice
    : !expanded
      ? ''
      : loading
        ? texts.loading
        : term && suggestions?.failed
          ? texts.failed
          : term && suggestions
            ? countText(texts.resultCount, shownCount)
            : !term && recent.length
              ? countText(texts.recentCount, recent.length)
              : '';

  return (
    <SearchForm
      id={id}
      texts={texts}
      inputRef={inputRef}
      input={{
        value,
        onChange: (e) => change(e.target.value),
        onKeyDown: keyDown,
        onFocus: () => setOpen(true),
        onBlur: close,
        'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
        'aria-describedby': expanded && !term && recent.length ? hintId : undefined,
      }}
      expanded={expanded}
      status={status}
      onSubmit={submit}
    >
      {GROUPS.map((kind) => {
        const inGroup = options.flatMap((option, index) => (option.kind === kind ? [{ option, index }] : []));
        if (inGroup.length === 0) return null;
        const labelId = `${id}-group-${kind}`;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role group; a fieldset holds form controls.
          <div key={kind} role="group" aria-labelledby={labelId} className={styles.group}>
            <div
              id={labelId}
              role="presentation"
              className={kind === 'all' ? 'visually-hidden' : styles.groupLabel}
            >
              {texts.groups[kind]}
            </div>
            {inGroup.map(({ option, index }) => (
              // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the combobox; aria-activedescendant points at the highlighted option.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox handles the keys for every option.
              <div
                key={option.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(option)}
                onMouseMove={() => index !== active && setActive(index)}
              >
                <OptionContent
                  option={option}
                  onForget={forget}
                  forgetLabel={texts.forget}
                  allLabel={fillMessage(texts.showAll, { term })}
                />
              </div>
            ))}
            {kind === 'recent' && (
              <div id={hintId} role="presentation" className={styles.hint}>
                {texts.forgetHint}
              </div>
            )}
          </div>
        );
      })}
    </SearchForm>
  );
}
