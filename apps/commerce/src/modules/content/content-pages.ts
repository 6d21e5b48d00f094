import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { contentPages } from '#src/db/schema.ts';

export type ContentPageRow = typeof contentPages.$inferSelect;

/** A content page by alias; an unpublished one only when previewing. */
export async function findContentPage(
  db: Database,
  alias: string,
  preview: boolean,
): Promise<ContentPageRow | null> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(
      preview
        ? eq(contentPages.alias, alias)
        : and(eq(contentPages.alias, alias), eq(contentPages.published, true)),
    );
  return row ?? null;
}

/** Every published content page, in the order they were created. */
export function listContentPages(db: Database): Promise<ContentPageRow[]> {
  return db.select().from(contentPages).where(eq(contentPages.published, true)).orderBy(asc(contentPages.id));
}

/** Content pages live at /{alias} in every language. */
export function contentPagePath(alias: string): string {
  return `/${alias}`;
}
