/**
 * A channel's theme (spec: "a theme map of style variable names to values"): CSS custom properties
 * the storefront writes in the style attribute of the document's root (ADR 70). Whatever reaches
 * that attribute must stay one declaration's value: no quotes, escapes, semicolons, braces, colons,
 * `!important`, comments or URLs, and parentheses only around the colour and maths functions.
 */

/** Style variable name to value, as the channel keeps it. */
export type ThemeMap = Record<string, string>;

export interface ThemeVariable {
  name: string;
  value: string;
}

const NAME = /^--[a-z][a-z0-9-]{0,62}$/;
const VALUE = /^[A-Za-z0-9#.,%()/ +-]{1,200}$/;
const FUNCTION = /([a-z-]*)\(/gi;
const FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color-mix',
  'var',
  'calc',
  'min',
  'max',
  'clamp',
]);

/** Whether every parenthesis closes, in order. */
function balanced(value: string): boolean {
  let depth = 0;
  for (const char of value) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/** Why a style variable may not be part of a theme, or null when it may. */
export function themeVariableRefusal(name: string, value: unknown): string | null {
  if (!NAME.test(name)) {
    return `"${name.slice(0, 64)}" is not a style variable: -- then lower-case letters, digits and dashes, at most 64`;
  }
  if (typeof value !== 'string' || !VALUE.test(value.trim())) {
    return `${name}: a value is 1 to 200 letters, digits, spaces and # . , % ( ) / + - alone`;
  }
  const functions = [...value.matchAll(FUNCTION)].map((match) => (match[1] ?? '').toLowerCase());
  if (!balanced(value) || functions.some((f) => !FUNCTIONS.has(f))) {
    return `${name}: parentheses close and belong to a colour or maths function (rgb, hsl, oklch, var, calc, …)`;
  }
  return null;
}

/** The refusals of a theme map's entries; none for a theme that may be written as it is. */
export function themeRefusals(theme: ThemeMap): string[] {
  return Object.entries(theme).flatMap(([name, value]) => themeVariableRefusal(name, value) ?? []);
}

/**
 * The theme as the API answers it, by name (a jsonb map keeps no order), values trimmed: entries
 * refused are left out (told to `refused`), so a value written around this module's rule never
 * reaches a page.
 */
export function themeVariables(
  stored: unknown,
  refused: (reason: string) => void = () => {},
): ThemeVariable[] {
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return [];
  const entries = Object.entries(stored as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
  return entries.flatMap(([name, value]) => {
    const refusal = themeVariableRefusal(name, value);
    if (refusal) {
      refused(refusal);
      return [];
    }
    return [{ name, value: (value as string).trim() }];
  });
}
