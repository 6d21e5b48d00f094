/** What the marketing desk's forms post, read as their actions send it on. */

import { stockholmMoment } from '@/lib/typed-input';
import { LANGUAGES } from './form-state';

/** A field as posted, trimmed and cut at `max`; absent: empty. */
export const text = (form: FormData, name: string, max = 300) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
};

/** An id typed or kept in a hidden field, or null when it is none. */
export const idOf = (value: string) => {
  const id = Number(value);
  return value !== '' && Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
};

/** Every field a form posts, as typed (each cut at `max`): what a refused form shows again. */
export function typedValues(form: FormData, max: number): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string' && !name.startsWith('$')) values[name] = value.slice(0, max);
  }
  return values;
}

/** The name typed in each language. */
export const namesOf = (form: FormData) =>
  LANGUAGES.map((languageCode) => ({ languageCode, text: text(form, `name-${languageCode}`, 400) }));

/** When it starts (required) and ends (empty: never), typed in Stockholm; or the first that names no moment. */
export function datesOf(form: FormData) {
  const startsAt = stockholmMoment(text(form, 'startsAt', 40));
  if (startsAt === null) return { problem: 'BAD_START' } as const;
  const endTyped = text(form, 'endsAt', 40);
  const endsAt = endTyped === '' ? null : stockholmMoment(endTyped);
  if (endTyped !== '' && endsAt === null) return { problem: 'BAD_END' } as const;
  return { problem: null, startsAt, endsAt } as const;
}

/** Article numbers typed one per line, or separated by commas, semicolons or spaces. */
export function articleNumbersOf(typed: string): string[] {
  return [...new Set(typed.split(/[\s,;]+/).filter((a) => a !== ''))];
}
