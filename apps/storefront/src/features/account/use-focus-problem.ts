'use client';

import { type RefObject, useEffect } from 'react';

/**
 * After an answer with problems, focus moves to the first field that has one, so a keyboard or
 * screen-reader user hears what to mend (each field's problem is described with it).
 */
export function useFocusFirstProblem(
  form: RefObject<HTMLFormElement | null>,
  answer: unknown,
  hasProblems: boolean,
) {
  useEffect(() => {
    if (hasProblems && answer) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, answer, hasProblems]);
}
