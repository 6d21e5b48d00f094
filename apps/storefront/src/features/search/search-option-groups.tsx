'use client';

import { useEffect } from 'react';
import { fillMessage } from '@/lib/fill-message';
import styles from './search-box.module.css';
import { OptionContent } from './search-option-content';
import { GROUPS, type Option } from './search-options';
import type { SearchTexts } from './search-texts';

/**
 * The search box's options in their groups, each group named; the highlight follows the pointer,
 * and the list scrolls to keep it in sight.
 */
export function SearchOptionGroups({
  id,
  options,
  expanded,
  active,
  term,
  texts,
  optionId,
  hintId,
  onChoose,
  onForget,
  onHighlight,
}: {
  id: string;
  options: Option[];
  expanded: boolean;
  active: number;
  term: string;
  texts: SearchTexts;
  optionId: (index: number) => string;
  hintId: string;
  onChoose: (option: Option) => void;
  onForget: (searched: string) => void;
  onHighlight: (index: number) => void;
}) {
  useEffect(() => {
    if (expanded && active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  return GROUPS.map((kind) => {
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
            onClick={() => onChoose(option)}
            onMouseMove={() => index !== active && onHighlight(index)}
          >
            <OptionContent
              option={option}
              onForget={onForget}
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
  });
}
