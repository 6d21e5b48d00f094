'use client';

import { useRouter } from 'next/navigation';
import {
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useShop } from '@/features/shop/shop-provider';
import { buildHref, catalogHref, type LinkTarget } from '@/lib/routing/href';
import { SearchForm } from './search-form';
import { SearchOptionGroups } from './search-option-groups';
import { type Option, type Suggestions, searchOptions } from './search-options';
import { countText, type SearchTexts } from './search-texts';
import { MIN_TERM_LENGTH } from './suggestions';
import { useRecentSearches } from './use-recent-searches';
import { useSuggestions } from './use-suggestions';

export interface SearchBoxProps {
  texts: SearchTexts;
  apiKey: string;
  /** Where the form goes without JavaScript. */
  action: string;
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
export function SearchBox({ texts, apiKey, action, start }: SearchBoxProps & { start: SearchStart }) {
  const go = useSearchNavigation();
  const id = useId();
  const [value, setValue] = useState(start.value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { recent, remember, forget: forgetRecent } = useRecentSearches();
  const [notice, setNotice] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const found = useSuggestions({ apiKey, onShown: () => setActive(-1) });

  const term = value.trim();
  const suggestions = found.suggestions;
  const options = useMemo(() => searchOptions(term, recent, suggestions), [term, recent, suggestions]);

  const expanded = open && options.length > 0;
  const hintId = `${id}-hint`;
  const optionId = (index: number) => `${id}-option-${index}`;

  function forget(searched: string) {
    const next = forgetRecent(searched);
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
    go.toSearch(wanted);
  }

  function choose(option: Option) {
    if (option.kind === 'recent' || option.kind === 'all') return search(option.term);
    if (term) remember(term);
    close();
    setValue('');
    found.forget();
    go.toCatalog(option.kind === 'product' ? option.product.canonicalUrl : option.item.canonicalUrl);
  }

  function change(next: string) {
    setValue(next);
    setActive(-1);
    setNotice('');
    setOpen(true);
    if (next.trim().length < MIN_TERM_LENGTH) found.clear();
    else found.schedule(next.trim());
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    const handled = onSearchKey(event.key, {
      highlighted: expanded && active >= 0 ? options[active] : undefined,
      expanded,
      hasValue: value !== '',
      move: (step) => {
        setOpen(true);
        setActive((i) => stepped(i, step, options.length));
      },
      choose,
      search: () => search(value),
      close,
      clear: () => change(''),
      forget,
    });
    if (handled) event.preventDefault();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    search(value);
  }

  useCarryOn(start, inputRef, { search, change });

  return (
    <SearchForm
      id={id}
      action={action}
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
      status={statusText(texts, { notice, expanded, loading: found.loading, term, suggestions, recent })}
      onSubmit={submit}
    >
      <SearchOptionGroups
        id={id}
        options={options}
        expanded={expanded}
        active={active}
        term={term}
        texts={texts}
        optionId={optionId}
        hintId={hintId}
        onChoose={choose}
        onForget={forget}
        onHighlight={setActive}
      />
    </SearchForm>
  );
}

/**
 * Carries on from what the shopper did before the box's code loaded, in the commit that replaces
 * the stand-in box, before the next keystroke can land nowhere.
 */
function useCarryOn(
  start: SearchStart,
  inputRef: RefObject<HTMLInputElement | null>,
  box: { search: (term: string) => void; change: (value: string) => void },
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the box replaces the one rendered before its code loaded.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (start.focused && input) {
      input.focus();
      input.setSelectionRange(start.value.length, start.value.length);
    }
    if (start.submitted) box.search(start.value);
    else if (start.value) box.change(start.value);
  }, []);
}

/** Opens the search page or a catalog page in the shopper's language and market. */
function useSearchNavigation() {
  const router = useRouter();
  const locale = useShop((s) => s.locale);
  const market = useShop((s) => s.market);
  const marketInPath = useShop((s) => s.marketInPath);
  const target: LinkTarget = { locale, market, marketInPath };
  return {
    toSearch: (term: string) => router.push(buildHref(target, 'search', { term })),
    toCatalog: (canonicalUrl: string) => router.push(catalogHref(target, canonicalUrl)),
  };
}

/** The next highlighted option, round the list; none in an empty one. */
function stepped(index: number, step: 1 | -1, count: number): number {
  if (!count) return -1;
  if (step === 1) return (index + 1) % count;
  return index <= 0 ? count - 1 : index - 1;
}

/** What a key does in the box; true when the box handled it (and the browser should not). */
function onSearchKey(
  key: string,
  box: {
    highlighted: Option | undefined;
    expanded: boolean;
    hasValue: boolean;
    move: (step: 1 | -1) => void;
    choose: (option: Option) => void;
    search: () => void;
    close: () => void;
    clear: () => void;
    forget: (searched: string) => void;
  },
): boolean {
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp':
      box.move(key === 'ArrowDown' ? 1 : -1);
      return true;
    case 'Enter':
      if (box.highlighted) box.choose(box.highlighted);
      else box.search();
      return true;
    case 'Escape':
      if (box.expanded) box.close();
      else if (box.hasValue) box.clear();
      else return false;
      return true;
    case 'Delete':
      if (box.highlighted?.kind !== 'recent') return false;
      box.forget(box.highlighted.term);
      return true;
    case 'Tab':
      box.close();
      return false;
    default:
      return false;
  }
}

/** What the live status line says: a notice, loading, a failure, or how many options there are. */
function statusText(
  texts: SearchTexts,
  box: {
    notice: string;
    expanded: boolean;
    loading: boolean;
    term: string;
    suggestions: Suggestions | null;
    recent: readonly string[];
  },
): string {
  if (box.notice) return box.notice;
  if (!box.expanded) return '';
  if (box.loading) return texts.loading;
  if (box.term && box.suggestions?.failed) return texts.failed;
  if (box.term && box.suggestions) {
    const { products, categories, brands } = box.suggestions;
    return countText(texts.resultCount, products.length + categories.length + brands.length);
  }
  if (!box.term && box.recent.length) return countText(texts.recentCount, box.recent.length);
  return '';
}
