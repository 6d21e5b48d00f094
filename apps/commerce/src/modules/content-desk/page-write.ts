import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '#src/db/client.ts';
import { type ContentPageTexts, contentPages } from '#src/db/schema.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';
import { cleanPageInput, type PageTextInput, pageTextViews } from './page-input.ts';
import {
  keepVersion,
  lockedPage,
  type PageRow,
  refuseStale,
  refuseTakenAliases,
  versionTexts,
  writeShown,
} from './page-store.ts';
import {
  ContentRefusal,
  type ContentResult,
  contentTransaction,
  problem,
  refuseProblems,
} from './problems.ts';

/** A changed page: its id, whether anything changed, and whether what the shop shows did. */
export interface PageChanged {
  id: number;
  changed: boolean;
  shown: boolean;
}

interface Change {
  actor: AuditActor;
  now: Date;
}

/** Any value as JSON with its keys sorted: two versions' texts compared whatever order jsonb gave them. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The fields that differ between two versions, language by language, before and after: the audit row's values. */
function textChanges(before: ContentPageTexts | null, after: ContentPageTexts) {
  const was: Record<string, Record<string, string>> = {};
  const now: Record<string, Record<string, string>> = {};
  const old = before ? pageTextViews(before) : [];
  for (const view of pageTextViews(after)) {
    const prior = old.find((v) => v.languageCode === view.languageCode);
    for (const field of ['title', 'alias', 'metaDescription', 'body'] as const) {
      if (prior?.[field] === view[field] || (!prior && !view[field])) continue;
      was[view.languageCode] = { ...was[view.languageCode], [field]: prior?.[field] ?? '' };
      now[view.languageCode] = { ...now[view.languageCode], [field]: view[field] };
    }
  }
  return { was, now };
}

/** A unique index refusing a second page's alias, written at the same moment as this one's. */
function isAliasClash(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause ?? error;
  return (cause as { code?: string } | null)?.code === '23505';
}

/**
 * Makes a page, unpublished, from the form's texts: its row, aliases and text widgets (which the
 * shop shows no one but a preview), its version 1 and the audit row, in one transaction.
 */
export function createPage(
  db: Database,
  change: Change & { input: readonly PageTextInput[] },
): Promise<ContentResult<PageChanged>> {
  return contentTransaction(db, async (tx) => {
    const { texts, problems } = cleanPageInput(change.input, null);
    refuseProblems(problems);
    await refuseTakenAliases(tx, 0, texts);
    const values = {
      alias: texts.alias,
      title: texts.title,
      metaDescription: texts.metaDescription,
      published: false,
      version: 1,
      publishedVersion: null,
      createdAt: change.now,
      updatedAt: change.now,
    };
    let row: PageRow | undefined;
    try {
      [row] = await tx.insert(contentPages).values(values).returning();
    } catch (error) {
      if (isAliasClash(error)) throw new ContentRefusal('INVALID', [problem('ALIAS', 'TAKEN', 'sv')]);
      throw error;
    }
    if (!row) throw new Error('No content page written');
    await writeShown(tx, row, texts, change.now);
    await keepVersion(tx, version(row.id, 1, texts, change));
    const { now } = textChanges(null, texts);
    await recordAudit(tx, {
      actor: change.actor,
      action: 'content.create',
      entityType: 'content_page',
      entityId: row.id,
      after: { version: 1, texts: now },
    });
    return { id: row.id, changed: true, shown: false };
  });
}

const version = (
  pageId: number,
  number: number,
  texts: ContentPageTexts,
  change: Change,
  restoredFrom: number | null = null,
) => ({
  pageId,
  version: number,
  texts,
  savedBy: change.actor.staffId,
  savedByName: change.actor.email,
  savedAt: change.now,
  restoredFrom,
});

/** The page locked, refused when its latest version is not the one the form was read at, with that version's texts. */
async function pageAt(tx: Transaction, id: number, readAt: number) {
  const row = await lockedPage(tx, id);
  refuseStale(row, readAt);
  const latest = await versionTexts(tx, row, row.version);
  if (!latest) throw new Error(`Content page ${id} has no version ${row.version}`);
  // A page never saved at the desk keeps what the shop showed as its version 1 before the first save.
  if (!latest.kept) {
    await keepVersion(tx, version(row.id, 1, latest.texts, { actor: SEED, now: row.updatedAt }));
  }
  return { row, latest: latest.texts };
}

const SEED: AuditActor = { staffId: null, email: '', address: '' };

/**
 * Saves the form's texts as the page's next version, or an older version's texts again (a
 * restore), with the audit row, in one transaction. The save names the version the form was read
 * at: when another came since, it is refused (STALE) rather than undo that one unseen; saves of one
 * page take turns at its row's lock, so of two at once from the same version exactly one is kept.
 * A published page keeps showing its published version until this one is published; an
 * unpublished page's rows follow its latest version.
 */
export function savePage(
  db: Database,
  change: Change & { id: number; readAt: number; input: readonly PageTextInput[] | null; restore?: number },
): Promise<ContentResult<PageChanged>> {
  return contentTransaction(db, async (tx) => {
    const { row, latest } = await pageAt(tx, change.id, change.readAt);
    let texts: ContentPageTexts;
    if (change.restore !== undefined) {
      const older = await versionTexts(tx, row, change.restore);
      if (!older || change.restore >= row.version) throw new ContentRefusal('VERSION_NOT_FOUND');
      texts = older.texts;
    } else {
      const cleaned = cleanPageInput(change.input ?? [], latest);
      refuseProblems(cleaned.problems);
      texts = cleaned.texts;
      if (canonical(texts) === canonical(latest)) return { id: row.id, changed: false, shown: false };
    }
    await refuseTakenAliases(tx, row.id, texts);
    const next = row.version + 1;
    await keepVersion(tx, version(row.id, next, texts, change, change.restore ?? null));
    await tx
      .update(contentPages)
      .set({ version: next, updatedAt: change.now })
      .where(eq(contentPages.id, row.id));
    if (!row.published) await writeShown(tx, row, texts, change.now);
    const { was, now } = textChanges(latest, texts);
    await recordAudit(tx, {
      actor: change.actor,
      action: change.restore === undefined ? 'content.update' : 'content.restore',
      entityType: 'content_page',
      entityId: row.id,
      before: { version: row.version, texts: was },
      after: { version: next, restoredFrom: change.restore ?? null, texts: now },
    });
    return { id: row.id, changed: true, shown: false };
  });
}

/**
 * Shows the page's latest version in the shop (the version the member previewed: refused as STALE
 * when another was saved since), its aliases checked again, with the audit row.
 */
export function publishPage(
  db: Database,
  change: Change & { id: number; readAt: number },
): Promise<ContentResult<PageChanged>> {
  return contentTransaction(db, async (tx) => {
    const { row, latest } = await pageAt(tx, change.id, change.readAt);
    if (row.published && row.publishedVersion === row.version)
      return { id: row.id, changed: false, shown: false };
    await refuseTakenAliases(tx, row.id, latest);
    await writeShown(tx, row, latest, change.now);
    await tx
      .update(contentPages)
      .set({ published: true, publishedVersion: row.version })
      .where(eq(contentPages.id, row.id));
    await recordAudit(tx, {
      actor: change.actor,
      action: 'content.publish',
      entityType: 'content_page',
      entityId: row.id,
      before: { published: row.published, publishedVersion: row.publishedVersion },
      after: { published: true, publishedVersion: row.version },
    });
    return { id: row.id, changed: true, shown: true };
  });
}

/** Takes the page out of the shop (its address answers none, menus leave it out), with the audit row. */
export function unpublishPage(
  db: Database,
  change: Change & { id: number },
): Promise<ContentResult<PageChanged>> {
  return contentTransaction(db, async (tx) => {
    const row = await lockedPage(tx, change.id);
    if (!row.published) return { id: row.id, changed: false, shown: false };
    await tx
      .update(contentPages)
      .set({ published: false, updatedAt: change.now })
      .where(eq(contentPages.id, row.id));
    await recordAudit(tx, {
      actor: change.actor,
      action: 'content.unpublish',
      entityType: 'content_page',
      entityId: row.id,
      before: { published: true },
      after: { published: false },
    });
    return { id: row.id, changed: true, shown: true };
  });
}
