import { and, count, desc, eq, gt, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { contentPageFormerAliases, contentPages, contentPageVersions } from '#src/db/schema.ts';
import { shownTexts } from '#src/modules/content/index.ts';
import { type PageTextView, pageTextViews } from './page-input.ts';
import { CONTENT_DESK_LIMITS as L } from './problems.ts';

/** Where a page stands: shown as its latest version, shown with a newer draft, or not shown. */
export const PAGE_STATES = ['PUBLISHED', 'CHANGED', 'DRAFT'] as const;
export type PageState = (typeof PAGE_STATES)[number];

export interface DeskPageRow {
  id: number;
  alias: string;
  title: string;
  state: PageState;
  version: number;
  updatedAt: Date;
}

export interface DeskPageList {
  nodes: DeskPageRow[];
  totalCount: number;
}

const stateOf = (row: { published: boolean; version: number; publishedVersion: number | null }): PageState =>
  !row.published ? 'DRAFT' : row.version === row.publishedVersion ? 'PUBLISHED' : 'CHANGED';

const STATE_WHERE: Record<PageState, SQL | undefined> = {
  PUBLISHED: and(eq(contentPages.published, true), eq(contentPages.version, contentPages.publishedVersion)),
  CHANGED: and(eq(contentPages.published, true), ne(contentPages.version, contentPages.publishedVersion)),
  DRAFT: eq(contentPages.published, false),
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The Swedish title of the latest version: the version row's, or the shop's for a page never saved at the desk. */
const latestTitle = sql<string>`coalesce(${contentPageVersions.texts}->'title'->>'sv', ${contentPages.title}->>'sv', '')`;

/**
 * The desk's list of pages, the latest changed first: by state, and by words of the Swedish title
 * or the alias; a page of `first` from `offset`.
 */
export async function listDeskPages(
  db: Database,
  options: { search: string; state: PageState | null; first: number; offset: number },
): Promise<DeskPageList> {
  const words = options.search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);
  const where = and(
    options.state ? STATE_WHERE[options.state] : undefined,
    ...words.map(
      (word) =>
        sql`(lower(${latestTitle}) like ${`%${escapeLike(word)}%`} or ${contentPages.alias} like ${`%${escapeLike(word)}%`})`,
    ),
  );
  const joined = and(
    eq(contentPageVersions.pageId, contentPages.id),
    eq(contentPageVersions.version, contentPages.version),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: contentPages.id,
        alias: contentPages.alias,
        title: latestTitle,
        published: contentPages.published,
        version: contentPages.version,
        publishedVersion: contentPages.publishedVersion,
        updatedAt: contentPages.updatedAt,
      })
      .from(contentPages)
      .leftJoin(contentPageVersions, joined)
      .where(where)
      .orderBy(desc(contentPages.updatedAt), desc(contentPages.id))
      .limit(options.first)
      .offset(options.offset),
    db.select({ n: count() }).from(contentPages).leftJoin(contentPageVersions, joined).where(where),
  ]);
  return {
    nodes: rows.map((row) => ({ ...row, state: stateOf(row) })),
    totalCount: total?.n ?? 0,
  };
}

export interface DeskVersion {
  version: number;
  savedAt: Date;
  savedBy: string;
  restoredFrom: number | null;
  published: boolean;
}

export interface DeskPage {
  id: number;
  /** The Swedish alias the shop answers to now (the draft's may differ). */
  alias: string;
  state: PageState;
  version: number;
  publishedVersion: number | null;
  createdAt: Date;
  updatedAt: Date;
  /** The latest version's texts, language by language. */
  texts: PageTextView[];
  formerAliases: string[];
  versions: DeskVersion[];
}

/** A page as the desk edits it: its latest version's texts, its versions (newest first) and former addresses. */
export async function deskPage(db: Database, id: number): Promise<DeskPage | null> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.id, id));
  if (!row) return null;
  const [versions, former] = await Promise.all([
    db
      .select()
      .from(contentPageVersions)
      .where(
        and(
          eq(contentPageVersions.pageId, id),
          gt(contentPageVersions.version, row.version - L.versionsListed),
        ),
      )
      .orderBy(desc(contentPageVersions.version)),
    db
      .select({ alias: contentPageFormerAliases.alias })
      .from(contentPageFormerAliases)
      .where(eq(contentPageFormerAliases.pageId, id))
      .orderBy(contentPageFormerAliases.alias),
  ]);
  const latest = versions.find((v) => v.version === row.version)?.texts;
  const published = (version: number) => row.published && row.publishedVersion === version;
  return {
    id: row.id,
    alias: row.alias,
    state: stateOf(row),
    version: row.version,
    publishedVersion: row.publishedVersion,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    // A page never saved at the desk: what the shop shows is its version 1.
    texts: pageTextViews(latest ?? (await shownTexts(db, row))),
    formerAliases: former.map((f) => f.alias),
    versions:
      versions.length > 0
        ? versions.map((v) => ({
            version: v.version,
            savedAt: v.savedAt,
            savedBy: v.savedByName,
            restoredFrom: v.restoredFrom,
            published: published(v.version),
          }))
        : [{ version: 1, savedAt: row.updatedAt, savedBy: '', restoredFrom: null, published: published(1) }],
  };
}
