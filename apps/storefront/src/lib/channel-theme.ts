import type { CSSProperties } from 'react';

/** One style variable of the channel's theme, as the API answers it (ADR 70). */
export interface ThemeVariable {
  name: string;
  value: string;
}

/**
 * The channel's theme as the style of the document's root: each variable a custom property there,
 * rendered by the server into the page (a style attribute, which the shop's CSP allows). The API
 * refuses values that could leave their declaration; a name that is no custom property would set a
 * property of the root itself, so it is left out here too.
 */
export function themeStyle(theme: readonly ThemeVariable[]): CSSProperties {
  return Object.fromEntries(theme.filter((v) => v.name.startsWith('--')).map((v) => [v.name, v.value]));
}

/** The theme's colour (`--color-theme`), for the browser's own chrome; undefined when it has none. */
export function themeColourOf(theme: readonly ThemeVariable[]): string | undefined {
  return theme.find((v) => v.name === '--color-theme')?.value;
}
