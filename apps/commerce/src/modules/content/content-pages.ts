import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import {
  type ContentPageTexts,
  contentPageAliases,
  contentPageFormerAliases,
  contentPages,
} from '#src/db/schema.ts';
import { addressesIn, aliasIn, type LanguageAlias } from '#src/modules/channels/index.ts';
import { draftOf } from './drafts.ts';

export type ContentPageRow = typeof contentPages.$inferSelect;

/**
 * A content page and the aliases it has in languages of their own (ADR 71). In a preview of a page
 * with a draft (ADR 78), the row and aliases are the draft's and `draft` holds its texts.
 */
export interface ContentPage {
  row: ContentPageRow;
  aliases: LanguageAlias[];
  draft?: ContentPageTexts | null;
}

/** Whether a request may see a page's draft (or the page unpublished): the staff key, or a preview link for it. */
export type MayPreview = (pageId: number) => boolean;
export const NO_PREVIEW: MayPreview = () => false;

async function withAliases(db: Database, rows: ContentPageRow[]): Promise<ContentPage[]> {
  if (rows.length === 0) return [];
  const aliases = await db
    .select()
    .from(contentPageAliases)
    .where(
      inArray(
        contentPageAliases.pageId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({ row, aliases: aliases.filter((a) => a.pageId === row.id) }));
}

/**
 * A content page by alias, in this order: its alias in the language, the page's own alias, its
 * alias in another language, an alias it had before. An unpublished one only when the request may
 * preview it; then a draft saved since the published version is shown instead (ADR 78).
 */
export async function findContentPage(
  db: Database,
  alias: string,
  mayPreview: MayPreview,
  languageCode: string,
): Promise<ContentPage | null> {
  const named = sql`coalesce(
    (select page_id from ${contentPageAliases} where alias = ${alias} and language_code = ${languageCode}),
    (select id from ${contentPages} where alias = ${alias}),
    (select page_id from ${contentPageAliases} where alias = ${alias} order by language_code limit 1),
    (select page_id from ${contentPageFormerAliases} where alias = ${alias}))`;
  const rows = await db.select().from(contentPages).where(eq(contentPages.id, named));
  const [page] = await withAliases(db, rows);
  if (!page) return null;
  if (!mayPreview(page.row.id)) return page.row.published ? page : null;
  const draft = await draftOf(db, page.row);
  if (!draft) return page;
  // The draft as the shop would show it once published: not published yet, so not to be indexed.
  return {
    row: { ...page.row, title: draft.title, metaDescription: draft.metaDescription, published: false },
    aliases: Object.entries(draft.aliases).map(([languageCode, alias]) => ({ languageCode, alias })),
    draft,
  };
}

/** Every published content page, in the order they were created. */
export async function listContentPages(db: Database): Promise<ContentPage[]> {
  const rows = await db
    .select()
    .from(contentPages)
    .where(eq(contentPages.published, true))
    .orderBy(asc(contentPages.id));
  return withAliases(db, rows);
}

const pathOf = (alias: string) => `/${alias}`;

/** A content page lives at /{alias}, by its alias in the language (ADR 71). */
export function contentPagePath(page: ContentPage, languageCode: string): string {
  return pathOf(aliasIn(page.aliases, page.row.alias, languageCode));
}

/** Its address in each of the shop's languages. */
export function contentPageAddresses(page: ContentPage) {
  return addressesIn(page.aliases, page.row.alias, pathOf);
}
