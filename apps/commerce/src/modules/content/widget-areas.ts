import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { type ContentPageTexts, widgets } from '#src/db/schema.ts';
import { localized } from '#src/modules/channels/index.ts';
import { findContentPage, type MayPreview } from './content-pages.ts';
import { CONTENT_AREA, withSections } from './drafts.ts';
import { localizeConfiguration } from './localize-configuration.ts';

/** Content pages keep their widgets in this family, keyed by the page's alias. */
export const CONTENT_FAMILY = 'Content';

export interface WidgetAreaRequest {
  family: string;
  areaName: string;
  alias?: string | null;
  /** mobile or desktop: widgets may be meant for one of them only. */
  displaySetting?: string | null;
  filters?: readonly { key: string; value: string }[] | null;
  /** Drafts shown: widgets marked draft, and a content page's unpublished texts. */
  preview?: boolean | null;
  /** For a content page: whether its draft may be shown (a preview link opens only its own page). */
  mayPreview?: MayPreview;
  customerType?: string | null;
  /** The page's path; its last segment names the page when no alias is given. */
  url?: string | null;
}

/**
 * Who sees a widget, kept in its configuration under `visibility`. A draft shows only in preview;
 * a filter (e.g. a category on a list page) must be among the request's filters.
 */
export interface WidgetVisibility {
  draft?: boolean;
  displaySettings?: string[];
  customerTypes?: string[];
  filters?: { key: string; value: string }[];
}

export interface Widget {
  name: string;
  /** The settings as JSON, texts in the request's language. */
  configuration: string;
  images: string[];
}

export interface WidgetContainer {
  layout: string;
  design: string;
  widgets: Widget[];
}

export interface WidgetArea {
  meta: { title: string; description: string } | null;
  tags: string[];
  containers: WidgetContainer[];
}

type WidgetRow = typeof widgets.$inferSelect;

export function isWidgetVisible(
  visibility: WidgetVisibility | undefined,
  request: WidgetAreaRequest,
): boolean {
  if (!visibility) return true;
  if (visibility.draft && !request.preview) return false;
  const allows = (allowed: string[] | undefined, value: string | null | undefined) =>
    !allowed?.length || !value || allowed.includes(value);
  if (!allows(visibility.displaySettings, request.displaySetting)) return false;
  if (!allows(visibility.customerTypes, request.customerType)) return false;
  return (visibility.filters ?? []).every((wanted) =>
    (request.filters ?? []).some((f) => f.key === wanted.key && f.value === wanted.value),
  );
}

/**
 * Widgets in order, grouped into containers: side-by-side widgets (layout other than full) that
 * follow each other share one container, a full-width widget has its own.
 */
export function toContainers(rows: readonly WidgetRow[], languageCode: string): WidgetContainer[] {
  const containers: WidgetContainer[] = [];
  for (const row of rows) {
    const {
      visibility: _visibility,
      design,
      ...settings
    } = row.configuration as {
      visibility?: WidgetVisibility;
      design?: string;
    } & Record<string, unknown>;
    const widget: Widget = {
      name: row.name,
      configuration: JSON.stringify(localizeConfiguration(settings, languageCode)),
      images: row.images,
    };
    const last = containers.at(-1);
    if (last && row.layout !== 'full' && last.layout === row.layout) last.widgets.push(widget);
    else containers.push({ layout: row.layout, design: design ?? 'default', widgets: [widget] });
  }
  return containers;
}

/** The alias a request names: given, or the last segment of its URL. */
function aliasOf(request: WidgetAreaRequest): string {
  if (request.alias) return request.alias;
  return (request.url ?? '').split(/[?#]/)[0]?.split('/').filter(Boolean).at(-1) ?? '';
}

/**
 * A widget area in a language. A content page's area (family Content) is null when the page does
 * not exist or is unpublished outside preview; other areas are empty when nothing is placed in them.
 */
export async function loadWidgetArea(
  db: Database,
  asked: WidgetAreaRequest,
  languageCode: string,
): Promise<WidgetArea | null> {
  let request = asked;
  const alias = aliasOf(request);
  let pageAlias = '';
  let meta: WidgetArea['meta'] = null;
  let draft: ContentPageTexts | null = null;
  const tags = [`widgets:${request.family}:${request.areaName}`];
  if (request.family === CONTENT_FAMILY) {
    const mayPreview = request.mayPreview ?? (() => Boolean(request.preview));
    const page = alias ? await findContentPage(db, alias, mayPreview, languageCode) : null;
    if (!page) return null;
    if (mayPreview(page.row.id)) request = { ...request, preview: true };
    meta = {
      title: localized(page.row.title, languageCode),
      description: localized(page.row.metaDescription, languageCode),
    };
    tags.push(`content:${page.row.alias}`);
    // The page's widgets are kept under its own alias, whichever of its aliases was asked for.
    pageAlias = page.row.alias;
    draft = page.draft ?? null;
  }
  let rows = await db
    .select()
    .from(widgets)
    .where(
      and(
        eq(widgets.family, request.family),
        eq(widgets.areaName, request.areaName),
        eq(widgets.pageAlias, pageAlias),
      ),
    )
    .orderBy(asc(widgets.position), asc(widgets.id));
  // A draft's text sections in place of the page's text widgets (ADR 78).
  if (draft && request.areaName === CONTENT_AREA.areaName) {
    rows = withSections(rows, draft.sections).map((row, position) => ({ ...row, id: 0, position }));
  }
  const visible = rows.filter((row) =>
    isWidgetVisible((row.configuration as { visibility?: WidgetVisibility }).visibility, request),
  );
  return { meta, tags, containers: toContainers(visible, languageCode) };
}
