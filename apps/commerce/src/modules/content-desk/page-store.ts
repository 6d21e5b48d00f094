import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import {
  type ContentPageTexts,
  contentPageAliases,
  contentPageFormerAliases,
  contentPages,
  contentPageVersions,
  widgets,
} from '#src/db/schema.ts';
import { pageWidgets, shownTexts, withSections } from '#src/modules/content/index.ts';
import { ContentRefusal, problem } from './problems.ts';

export type PageRow = typeof contentPages.$inferSelect;

/** The page's row locked for the change: saves of one page take turns here. Refused when there is none. */
export async function lockedPage(tx: Transaction, id: number): Promise<PageRow> {
  const [row] = await tx.select().from(contentPages).where(eq(contentPages.id, id)).for('update');
  if (!row) throw new ContentRefusal('PAGE_NOT_FOUND');
  return row;
}

/** Refused as STALE when another save came after the version the form was read at. */
export function refuseStale(row: PageRow, version: number) {
  if (row.version !== version) throw new ContentRefusal('STALE', [], row.version);
}

/** A version's texts: its row, or for version 1 of a page never saved at the desk, what the shop shows. */
export async function versionTexts(
  tx: Transaction,
  row: PageRow,
  version: number,
): Promise<{ texts: ContentPageTexts; kept: boolean } | null> {
  const [kept] = await tx
    .select({ texts: contentPageVersions.texts })
    .from(contentPageVersions)
    .where(and(eq(contentPageVersions.pageId, row.id), eq(contentPageVersions.version, version)));
  if (kept) return { texts: kept.texts, kept: true };
  if (version !== 1 || row.version !== 1) return null;
  return { texts: await shownTexts(tx, row), kept: false };
}

/** Every alias of a version: its own and each language's. */
export const aliasesOf = (texts: ContentPageTexts) => [texts.alias, ...Object.values(texts.aliases)];

/**
 * Refused beside each alias field another page answers to, as its own alias, its alias in a
 * language or one it had before: the shop finds a page by any of these (ADR 71).
 */
export async function refuseTakenAliases(tx: Transaction, pageId: number, texts: ContentPageTexts) {
  const asked = [...new Set(aliasesOf(texts))];
  const [own, inLanguages, former] = await Promise.all([
    tx
      .select({ alias: contentPages.alias })
      .from(contentPages)
      .where(and(inArray(contentPages.alias, asked), ne(contentPages.id, pageId))),
    tx
      .select({ alias: contentPageAliases.alias })
      .from(contentPageAliases)
      .where(and(inArray(contentPageAliases.alias, asked), ne(contentPageAliases.pageId, pageId))),
    tx
      .select({ alias: contentPageFormerAliases.alias })
      .from(contentPageFormerAliases)
      .where(
        and(inArray(contentPageFormerAliases.alias, asked), ne(contentPageFormerAliases.pageId, pageId)),
      ),
  ]);
  const taken = new Set([...own, ...inLanguages, ...former].map((row) => row.alias));
  const problems = [
    ...(taken.has(texts.alias) ? [problem('ALIAS', 'TAKEN', 'sv')] : []),
    ...Object.entries(texts.aliases).flatMap(([code, alias]) =>
      taken.has(alias) ? [problem('ALIAS', 'TAKEN', code as 'sv')] : [],
    ),
  ];
  if (problems.length > 0) throw new ContentRefusal('INVALID', problems);
}

/** Keeps a version; `restoredFrom` names the older one a restore took its texts from. */
export async function keepVersion(
  tx: Transaction,
  version: {
    pageId: number;
    version: number;
    texts: ContentPageTexts;
    savedBy: number | null;
    savedByName: string;
    savedAt: Date;
    restoredFrom?: number | null;
  },
) {
  await tx.insert(contentPageVersions).values({ restoredFrom: null, ...version });
}

/**
 * Writes a version as what the shop shows: the page's row, its aliases in the languages and its
 * text widgets, moved to its own alias when that changed. An alias the page no longer has is kept
 * as a former one, so a published address still leads to it; one it has again is its own once more.
 */
export async function writeShown(tx: Transaction, row: PageRow, texts: ContentPageTexts, now: Date) {
  const before = await shownTexts(tx, row);
  const rows = await pageWidgets(tx, row.alias);
  await tx
    .update(contentPages)
    .set({ alias: texts.alias, title: texts.title, metaDescription: texts.metaDescription, updatedAt: now })
    .where(eq(contentPages.id, row.id));
  await tx.delete(contentPageAliases).where(eq(contentPageAliases.pageId, row.id));
  const aliases = Object.entries(texts.aliases).map(([languageCode, alias]) => ({
    pageId: row.id,
    languageCode,
    alias,
  }));
  if (aliases.length > 0) await tx.insert(contentPageAliases).values(aliases);
  const has = new Set(aliasesOf(texts));
  const gone = aliasesOf(before).filter((alias) => !has.has(alias));
  if (gone.length > 0) {
    await tx
      .insert(contentPageFormerAliases)
      .values([...new Set(gone)].map((alias) => ({ alias, pageId: row.id })))
      .onConflictDoNothing();
  }
  await tx
    .delete(contentPageFormerAliases)
    .where(
      and(eq(contentPageFormerAliases.pageId, row.id), inArray(contentPageFormerAliases.alias, [...has])),
    );
  // The page's widgets written anew under its alias: its text sections as the version has them.
  const next = withSections(rows, texts.sections);
  if (rows.length > 0) {
    await tx.delete(widgets).where(
      inArray(
        widgets.id,
        rows.map((w) => w.id),
      ),
    );
  }
  if (next.length > 0) {
    await tx
      .insert(widgets)
      .values(next.map((widget, position) => ({ ...widget, pageAlias: texts.alias, position })));
  }
}
