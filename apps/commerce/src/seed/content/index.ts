import { eq, max } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { contentPageAliases, contentPages, widgets } from '#src/db/schema.ts';
import { languageAliases } from '../language-aliases.ts';
import { frontpageWidgets, trustRatingWidget, type WidgetSeed } from './frontpage.ts';
import { aboutUs, type ContentPageSeed, contact, deliveryAndReturns } from './pages-shop.ts';
import { privacy, rentalTerms, termsOfPurchase, winterStorage } from './pages-terms.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The shop's pages, in the order the footer lists them; the last is a draft. */
export const contentPageSeeds: ContentPageSeed[] = [
  aboutUs,
  contact,
  deliveryAndReturns,
  termsOfPurchase,
  rentalTerms,
  privacy,
  winterStorage,
];

/** A content page's text sections become widgets of its Content area. */
function pageWidgets(page: ContentPageSeed): WidgetSeed[] {
  return page.sections.map((section) => ({
    family: 'Content',
    areaName: 'main',
    pageAlias: page.alias,
    layout: section.layout,
    name: 'text',
    configuration: { blocks: section.blocks },
  }));
}

/** Content pages and the widgets of the home page and of each content page. */
export async function insertContent(tx: Tx) {
  await tx.insert(contentPages).values(
    contentPageSeeds.map((page) => ({
      alias: page.alias,
      title: page.title,
      metaDescription: page.metaDescription,
      published: page.published,
      // Its shop rows are its version 1 (ADR 78).
      publishedVersion: page.published ? 1 : null,
      updatedAt: new Date(Date.UTC(2026, 9, 1)),
      createdAt: new Date(Date.UTC(2026, 9, 1)),
    })),
  );
  await insertContentPageAliases(tx);
  const all = [...frontpageWidgets, ...contentPageSeeds.flatMap(pageWidgets)];
  await tx.insert(widgets).values(
    all.map((widget, index) => ({
      family: widget.family,
      areaName: widget.areaName,
      pageAlias: widget.pageAlias ?? '',
      position: index,
      layout: widget.layout,
      name: widget.name,
      configuration: widget.configuration,
      images: widget.images ?? [],
    })),
  );
}

/**
 * Each seeded page's aliases in the languages whose title differs from the Swedish one, the title
 * as a slug (ADR 71); none for a page that has some already.
 */
export async function insertContentPageAliases(tx: Tx) {
  const pages = await tx.select({ id: contentPages.id, alias: contentPages.alias }).from(contentPages);
  const existing = await tx.select({ pageId: contentPageAliases.pageId }).from(contentPageAliases);
  const taken = new Set(pages.map((page) => page.alias));
  const values = contentPageSeeds.flatMap((seed) => {
    const page = pages.find((p) => p.alias === seed.alias);
    if (!page || existing.some((e) => e.pageId === page.id)) return [];
    return languageAliases(seed.title, page.id, taken).map((a) => ({ pageId: page.id, ...a }));
  });
  if (values.length > 0) await tx.insert(contentPageAliases).values(values).onConflictDoNothing();
}

/** A shop seeded before the home page had the trust rating gets it, last in its area. */
export async function insertTrustRatingIfMissing(tx: Tx) {
  const [existing] = await tx
    .select({ id: widgets.id })
    .from(widgets)
    .where(eq(widgets.name, trustRatingWidget.name));
  if (existing) return;
  const [last] = await tx.select({ position: max(widgets.position) }).from(widgets);
  const { family, areaName, layout, name, configuration } = trustRatingWidget;
  await tx.insert(widgets).values({
    family,
    areaName,
    pageAlias: '',
    position: (last?.position ?? 0) + 1,
    layout,
    name,
    configuration,
  });
}
