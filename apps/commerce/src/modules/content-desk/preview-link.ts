import { eq } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { channels, contentPageAliases, contentPages, markets } from '#src/db/schema.ts';
import { aliasIn, isLanguageCode, storefrontLink } from '#src/modules/channels/index.ts';
import { PREVIEW_LINK_MINUTES, previewToken } from '#src/modules/content/index.ts';

/**
 * The storefront's preview of a page in a language: its existing preview path
 * (`/content/preview/{alias}`) with a token that lets that page's draft show for an hour (ADR 78).
 * The storefront's key is public, so the token is what makes a preview the staff's: a shopper
 * without it sees the published page, or none.
 */
export async function previewLink(db: Database, pageId: number, languageCode: string, now: number) {
  const [page] = await db
    .select({ alias: contentPages.alias })
    .from(contentPages)
    .where(eq(contentPages.id, pageId));
  if (!page || !isLanguageCode(languageCode)) return null;
  const [aliases, [market]] = await Promise.all([
    db.select().from(contentPageAliases).where(eq(contentPageAliases.pageId, pageId)),
    db
      .select({ alias: markets.alias })
      .from(channels)
      .innerJoin(markets, eq(markets.id, channels.defaultMarketId))
      .limit(1),
  ]);
  const token = await previewToken(db, pageId, new Date(now + PREVIEW_LINK_MINUTES * 60_000));
  const alias = aliasIn(aliases, page.alias, languageCode);
  const scope = { languageCode, marketAlias: market?.alias ?? '' };
  return storefrontLink(
    scope,
    `/content/preview/${encodeURIComponent(alias)}?token=${encodeURIComponent(token)}`,
  );
}
