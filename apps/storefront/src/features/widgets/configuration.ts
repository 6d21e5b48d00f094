import { ROUTES, type RouteKey } from '@/lib/routing/route-table';
import { sameSitePath } from '@/lib/routing/same-site-path';

/** A widget's settings as the API sends them: JSON, texts already in the page's language. */
export type Configuration = Record<string, unknown>;

/** The settings, or null when they are not a JSON object (the widget is then left out). */
export function parseConfiguration(json: string): Configuration | null {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Configuration)
      : null;
  } catch {
    return null;
  }
}

export function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function numberOf(value: unknown, fallback: number, max: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? Math.min(value, max) : fallback;
}

export interface WidgetLink {
  label: string;
  /** A route of the route table (paths differ per language)... */
  route?: RouteKey;
  /** ...or a path that is the same in every language: /dc/{alias}, /c/..., /{content page}. */
  url?: string;
}

export function linkOf(value: unknown): WidgetLink | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { label, route, url } = value as Record<string, unknown>;
  const text = textOf(label);
  if (!text) return undefined;
  if (typeof route === 'string' && route in ROUTES) return { label: text, route: route as RouteKey };
  const path = typeof url === 'string' ? sameSitePath(url) : null;
  return path === null ? undefined : { label: text, url: path };
}
