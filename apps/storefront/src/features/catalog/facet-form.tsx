'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { BREAKPOINTS, viewportOf } from '@/lib/config';
import { queryString } from '@/lib/routing/query-string';
import styles from './facet-form.module.css';
import { parseFacetList, priceRangeItem, printFacetList } from './list-query';

export interface FacetGroup {
  /** The URL parameter: categories, brands, skus, price, discount or p-{parameterId}. */
  param: string;
  label: string;
  values: { id: string; label: string; count: number; countLabel: string; selected: boolean }[];
}

interface FacetFormProps {
  /** The list's address without a query: where the form goes. */
  action: string;
  groups: FacetGroup[];
  sort: { value: string; default: string; options: { value: string; label: string }[] };
  /** What the list keeps whatever the filters (its hire days), sent again with them. */
  keep?: Record<string, string>;
  texts: {
    filters: string;
    sort: string;
    apply: string;
    /** On phones and tablets: closes the filters onto the list, saying how many it shows. */
    showProducts: string;
    priceFrom: string;
    priceTo: string;
    priceRange: string;
  };
  children: ReactNode;
}

/**
 * A choice's value as the list's address holds it (`label~id`): a form sent without JavaScript
 * repeats the key once per choice, which the list reads as it reads a comma-separated list.
 */
const choiceValue = (value: { label: string; id: string }) => printFacetList([value]);

/** The facet value ids the form holds for a key. */
const chosenIds = (data: FormData, param: string) =>
  data.getAll(param).flatMap((value) => parseFacetList(String(value)).map((item) => item.id));

/** The list's address for what the form holds: `label~id` lists, the sort, and page 1. */
function queryOf(
  form: HTMLFormElement,
  groups: FacetGroup[],
  defaultSort: string,
  keep: Record<string, string>,
): string {
  const data = new FormData(form);
  const params = new URLSearchParams();
  for (const { param, values } of groups) {
    const chosen = chosenIds(data, param);
    const items = values.filter((v) => chosen.includes(v.id)).map((v) => ({ label: v.label, id: v.id }));
    if (param === 'price') {
      const from = Number(data.get('priceFrom'));
      const to = Number(data.get('priceTo'));
      const typed =
        data.get('priceFrom') && data.get('priceTo') ? priceRangeItem(from, to, `${from}–${to}`) : null;
      if (typed) items.push(typed);
    }
    if (items.length) params.set(param, printFacetList(items));
  }
  const sort = data.get('sort');
  if (sort && sort !== defaultSort) params.set('sort', String(sort));
  for (const [name, value] of Object.entries(keep)) params.set(name, value);
  return queryString(params);
}

/** Below it the filters stand above the list, not beside it. */
const STACKED_BELOW = BREAKPOINTS.laptop;

/**
 * A choice loads the list at its new address, whose page mounts a new form (the address is part of
 * the route): the new form takes up whether the filters were open and the control the shopper was
 * on, so a tap on a phone leaves them as they were. Kept per list, so Back to it finds them as left.
 */
let carried: { action: string; open: boolean; focus: string | null } | null = null;

/** How the new form finds the control the shopper was on: a checkbox by its value, else by name. */
function controlSelector(form: HTMLFormElement): string | null {
  const control = document.activeElement;
  if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) return null;
  if (!form.contains(control) || !control.name) return null;
  const name = `[name="${CSS.escape(control.name)}"]`;
  return control.type === 'checkbox' ? `${name}[value="${CSS.escape(control.value)}"]` : name;
}

/**
 * Folds the filters on a phone while the page is parsed, before its first paint: folding them later
 * moves the products up (a layout shift). Client-side renders leave it to the effect below.
 */
const FOLD_ON_PHONE = `if (innerWidth < ${BREAKPOINTS.tablet}) document.currentScript.previousElementSibling.open = false;`;

/**
 * Filters and sort of a list. Each change loads the list for the new choice at once (a new history
 * entry, so Back returns to the previous choice) and leaves the filters open; where they stand above
 * the list, "Show N products" folds them onto it. A value no product of the list would keep cannot
 * be chosen, unless it is chosen already. Without JavaScript the form is sent as it is.
 */
export function FacetForm({ action, groups, sort, keep = {}, texts, children }: FacetFormProps) {
  const router = useRouter();
  const [enhanced, setEnhanced] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const panel = useRef<HTMLDetailsElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const [typedRange, setTypedRange] = useState(false);
  useEffect(() => {
    setEnhanced(true);
    const kept = carried?.action === action ? carried : null;
    carried = kept;
    if (!panel.current) return;
    // On a phone the filters start folded, so the products come first.
    if (kept) panel.current.open = kept.open;
    else if (viewportOf(window.innerWidth) === 'phone') panel.current.open = false;
    if (kept?.focus) form.current?.querySelector<HTMLElement>(kept.focus)?.focus({ preventScroll: true });
    if (kept) kept.focus = null;
  }, [action]);
  // What shows checked: the shopper's choice at once, then what the loaded list says.
  const selectedKey = groups.flatMap((g) => g.values.filter((v) => v.selected).map((v) => v.id)).join(',');
  const [chosen, setChosen] = useState(() => new Set(selectedKey.split(',')));
  const [sortValue, setSortValue] = useState(sort.value);
  useEffect(() => setChosen(new Set(selectedKey.split(','))), [selectedKey]);
  useEffect(() => setSortValue(sort.value), [sort.value]);

  const go = (target: HTMLFormElement) => {
    const data = new FormData(target);
    setChosen(new Set(groups.flatMap((g) => chosenIds(data, g.param))));
    setSortValue(String(data.get('sort') ?? sort.value));
    carried = { action, open: panel.current?.open ?? true, focus: controlSelector(target) };
    const query = queryOf(target, groups, sort.default, keep);
    router.push(query ? `${action}?${query}` : action, { scroll: false });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const stacked = window.innerWidth < STACKED_BELOW;
    // Folded first, so that the list loaded for a typed range finds them folded too.
    if (stacked && panel.current) panel.current.open = false;
    if (typedRange || !stacked) go(event.currentTarget);
    if (stacked) {
      results.current?.scrollIntoView({ block: 'start' });
      results.current?.focus({ preventScroll: true });
    }
  };
  const priceGroup = groups.some((g) => g.param === 'price');

  // The results sit beside the form, not in it: a product card holds its own add-to-cart form.
  return (
    <div className={styles.layout}>
      <form
        ref={form}
        method="get"
        action={action}
        className={styles.form}
        onSubmit={onSubmit}
        onChange={(event) => {
          const target = event.target as Element;
          // Typed prices wait for the apply button or Enter; every other choice applies at once.
          if (!target.closest('[data-typed-range]')) go(event.currentTarget);
          else {
            const data = new FormData(event.currentTarget);
            setTypedRange(Boolean(data.get('priceFrom') && data.get('priceTo')));
          }
        }}
      >
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className={styles.sort}>
          <label htmlFor="list-sort">{texts.sort}</label>
          <select
            id="list-sort"
            name="sort"
            value={sortValue}
            onChange={(event) => setSortValue(event.target.value)}
          >
            {sort.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <details className={styles.panel} open ref={panel}>
          <summary>{texts.filters}</summary>
          {groups.map((group) => (
            <fieldset key={group.param} className={styles.group}>
              <legend>{group.label}</legend>
              <ul>
                {group.values.map((value) => {
                  const unavailable = value.count === 0 && !value.selected;
                  return (
                    <li key={value.id}>
                      <label className={unavailable ? styles.empty : undefined}>
                        <input
                          type="checkbox"
                          name={group.param}
                          value={choiceValue(value)}
                          checked={chosen.has(value.id)}
                          disabled={unavailable}
                          onChange={() => {}}
                          aria-describedby={`count-${value.id}`}
                        />
                        <span>{value.label}</span>
                        <span id={`count-${value.id}`} className={styles.count}>
                          <span aria-hidden="true">{value.count}</span>
                          <span className="visually-hidden">{value.countLabel}</span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
              {group.param === 'price' && (
                <fieldset className={styles.range} data-typed-range>
                  <legend className="visually-hidden">{texts.priceRange}</legend>
                  <label>
                    <span>{texts.priceFrom}</span>
                    <input type="number" name="priceFrom" min={0} inputMode="numeric" />
                  </label>
                  <label>
                    <span>{texts.priceTo}</span>
                    <input type="number" name="priceTo" min={0} inputMode="numeric" />
                  </label>
                </fieldset>
              )}
            </fieldset>
          ))}
          {/* With the script it applies a typed price range; above the list it also folds the filters. */}
          <button
            type="submit"
            className={`button-primary ${styles.apply}`}
            data-stacked-only={enhanced && !priceGroup ? '' : undefined}
          >
            {enhanced && !typedRange ? (
              <>
                <span className={styles.stacked}>{texts.showProducts}</span>
                <span className={styles.beside}>{texts.apply}</span>
              </>
            ) : (
              texts.apply
            )}
          </button>
        </details>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own. */}
        <script dangerouslySetInnerHTML={{ __html: FOLD_ON_PHONE }} suppressHydrationWarning />
      </form>
      <div ref={results} className={styles.results} tabIndex={-1}>
        {children}
      </div>
    </div>
  );
}
