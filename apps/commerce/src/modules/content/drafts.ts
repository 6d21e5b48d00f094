import { and, asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import {
  type ContentPageTexts,
  contentPageAliases,
  type contentPages,
  contentPageVersions,
  widgets,
} from '#src/db/schema.ts';

type PageRow = typeof contentPages.$inferSelect;
export type WidgetRow = typeof widgets.$inferSelect;

/** A content page's widgets are its Content area's `main`, kept under its own alias. */
export const CONTENT_AREA = { family: 'Content', areaName: 'main' } as const;

/** The widget kind whose blocks are a page's text sections; the desk edits these, and only these. */
const TEXT_WIDGET = 'text';

/** A content page's widgets in order, as the shop shows them. */
export function pageWidgets(db: Database | Transaction, pageAlias: string): Promise<WidgetRow[]> {
  return db
    .select()
    .from(widgets)
    .where(
      and(
        eq(widgets.family, CONTENT_AREA.family),
        eq(widgets.areaName, CONTENT_AREA.areaName),
        eq(widgets.pageAlias, pageAlias),
      ),
    )
    .orderBy(asc(widgets.position), asc(widgets.id));
}

const blocksOf = (row: WidgetRow) =>
  ((row.configuration as { blocks?: Record<string, unknown[]> }).blocks ?? {}) as Record<string, unknown[]>;

/** The texts the shop shows of a page now: its row, its aliases and its text widgets. */
export async function shownTexts(db: Database | Transaction, row: PageRow): Promise<ContentPageTexts> {
  const [aliases, rows] = await Promise.all([
    db.select().from(contentPageAliases).where(eq(contentPageAliases.pageId, row.id)),
    pageWidgets(db, row.alias),
  ]);
  return {
    title: row.title,
    metaDescription: row.metaDescription,
    alias: row.alias,
    aliases: Object.fromEntries(aliases.map((a) => [a.languageCode, a.alias])),
    sections: rows
      .filter((w) => w.name === TEXT_WIDGET)
      .map((w) => ({ layout: w.layout, blocks: blocksOf(w) })),
  };
}

/**
 * The page's widgets with its text sections as `sections` say: each text widget in turn takes the
 * next section's layout and blocks (its other settings kept), text widgets beyond the sections are
 * left out, and sections beyond the text widgets follow as new text widgets. Other widgets keep
 * their place.
 */
export function withSections(
  rows: readonly WidgetRow[],
  sections: ContentPageTexts['sections'],
): Omit<WidgetRow, 'id' | 'position'>[] {
  const out: Omit<WidgetRow, 'id' | 'position'>[] = [];
  let next = 0;
  for (const { id: _id, position: _position, ...row } of rows) {
    if (row.name !== TEXT_WIDGET) {
      out.push(row);
      continue;
    }
    const section = sections[next++];
    if (!section) continue;
    out.push({
      ...row,
      layout: section.layout,
      configuration: { ...row.configuration, blocks: section.blocks },
    });
  }
  const template = { ...CONTENT_AREA, pageAlias: rows[0]?.pageAlias ?? '', images: [], version: 1 };
  for (const section of sections.slice(next)) {
    out.push({
      ...template,
      name: TEXT_WIDGET,
      layout: section.layout,
      configuration: { blocks: section.blocks },
    });
  }
  return out;
}

/**
 * The version a member saved last, when the shop shows another (a draft); null when the shop shows
 * the latest, or the page has no versions (a seeded page never saved at the desk).
 */
export async function draftOf(db: Database, row: PageRow): Promise<ContentPageTexts | null> {
  if (row.version === row.publishedVersion) return null;
  const [version] = await db
    .select({ texts: contentPageVersions.texts })
    .from(contentPageVersions)
    .where(and(eq(contentPageVersions.pageId, row.id), eq(contentPageVersions.version, row.version)));
  return version?.texts ?? null;
}
