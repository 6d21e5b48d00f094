import { z } from 'zod';

/** Bounds of the arguments many operations share. */
export const INPUT_LIMITS = {
  scopeIdMax: 64,
  aliasMax: 200,
  nameMax: 100,
  searchTextMax: 200,
  urlMax: 2000,
  apiKeyMax: 200,
} as const;

// PostgreSQL text cannot hold NUL, and no identifier or search has a use for control characters.
const CONTROL_CHARACTER = /\p{Cc}/u;

/** A single-line text of at most `max` characters; absent (null) is allowed where the argument is optional. */
export function text(max: number) {
  return z
    .string()
    .max(max, `at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTER.test(value), 'control characters are not allowed')
    .refine((value) => value.isWellFormed(), 'not well-formed Unicode');
}

export const optionalText = (max: number) => text(max).nullish();

/** An amount of money in integer minor units (öre, cents): from 0. */
export const minorUnits = z.number().int('must be whole minor units').min(0, 'must be 0 or more');

/** An offset into a list: from 0. */
export const skip = z.number().int().min(0, 'must be 0 or more').nullish();

/** A page size: 0 (only the count) up to `max`. */
export const take = (max: number) =>
  z.number().int().min(0, 'must be 0 or more').max(max, `at most ${max}`).nullish();

/** A list of at most `max` entries. */
export const list = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).max(max, `at most ${max} entries`).nullish();
