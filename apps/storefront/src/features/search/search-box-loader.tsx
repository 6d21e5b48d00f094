'use client';

import { type FormEvent, useId, useRef } from 'react';
import { useLoadOnUse } from '@/ui/use-load-on-use';
import type { SearchBoxProps } from './search-box';
import { SearchForm } from './search-form';

const loadSearchBox = () => import('./search-box').then((m) => m.SearchBox);

/**
 * The header's search box as the page first shows it: the same form, whose code (suggestions,
 * recent searches, keyboard) loads when the shopper points at it or focuses it. What was typed,
 * the focus and a search sent meanwhile carry over to the loaded box.
 */
export function SearchBoxLoader(props: SearchBoxProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const submitted = useRef(false);
  const [SearchBox, load] = useLoadOnUse(loadSearchBox);

  if (SearchBox) {
    // Read while this form is still on the page: the loaded box replaces it in the same task.
    const shown = input.current;
    const start = {
      value: shown?.value ?? '',
      focused: shown !== null && shown === document.activeElement,
      submitted: submitted.current,
    };
    return <SearchBox {...props} start={start} />;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    load();
  };
  return (
    <SearchForm
      id={id}
      action={props.action}
      texts={props.texts}
      inputRef={input}
      input={{ onFocus: load }}
      onSubmit={submit}
      onPointerEnter={load}
    />
  );
}
