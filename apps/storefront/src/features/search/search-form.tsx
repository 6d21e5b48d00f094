import type { FormEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { MAX_SEARCH_TERM_LENGTH } from '@/lib/search-term';
import styles from './search-box.module.css';
import type { SearchTexts } from './search-texts';

export const searchInputId = (id: string) => `${id}-input`;

/**
 * The search box's markup: a combobox with its listbox, the submit button and a status line for
 * screen readers. The same whether the box's code has loaded yet or not.
 */
export function SearchForm({
  id,
  action,
  texts,
  inputRef,
  input,
  expanded = false,
  status = '',
  onSubmit,
  onPointerEnter,
  children,
}: {
  id: string;
  /** Where the form goes without JavaScript (a GET with the term as `q`). */
  action: string;
  texts: Pick<SearchTexts, 'region' | 'label' | 'placeholder' | 'submit' | 'suggestions'>;
  inputRef?: Ref<HTMLInputElement>;
  /** Value, handlers and the ARIA state that changes as the shopper types. */
  input?: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'onChange' | 'onKeyDown' | 'onFocus' | 'onBlur' | 'aria-activedescendant' | 'aria-describedby'
  >;
  expanded?: boolean;
  status?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onPointerEnter?: () => void;
  /** The listbox's groups of options. */
  children?: ReactNode;
}) {
  const listboxId = `${id}-listbox`;
  return (
    <search className={styles.search} aria-label={texts.region} onPointerEnter={onPointerEnter}>
      <form className={styles.form} action={action} method="get" onSubmit={onSubmit}>
        <label htmlFor={searchInputId(id)} className="visually-hidden">
          {texts.label}
        </label>
        <div className={styles.field}>
          <input
            ref={inputRef}
            id={searchInputId(id)}
            name="q"
            className={styles.input}
            type="text"
            enterKeyHint="search"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-autocomplete="list"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={MAX_SEARCH_TERM_LENGTH}
            placeholder={texts.placeholder}
            {...input}
          />
          <div
            id={listboxId}
            role="listbox"
            aria-label={texts.suggestions}
            className={styles.listbox}
            hidden={!expanded}
          >
            {children}
          </div>
        </div>
        <button type="submit" className={styles.submit}>
          {texts.submit}
        </button>
        <div role="status" className="visually-hidden">
          {status}
        </div>
      </form>
    </search>
  );
}
