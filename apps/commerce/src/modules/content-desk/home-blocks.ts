import { LANGUAGE_CODES, type LanguageCode } from '@shop/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { type LocalizedText, widgets } from '#src/db/schema.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';
import { sectionsText, textSections } from './body-text.ts';
import { checkedText } from './page-input.ts';
import {
  type ContentProblem,
  ContentRefusal,
  type ContentResult,
  contentTransaction,
  CONTENT_DESK_LIMITS as L,
  problem,
  refuseProblems,
} from './problems.ts';

/** The home page's widgets whose texts the desk edits: the hero and the text blocks. */
const HOME = 'Frontpage';
const EDITED = ['hero', 'text'] as const;

/** A home block's texts in one language; empty where it shows the Swedish ones. */
export interface HomeBlockText {
  languageCode: LanguageCode;
  title: string;
  body: string;
  linkLabel: string;
}

export interface HomeBlock {
  id: number;
  name: string;
  areaName: string;
  version: number;
  hasLink: boolean;
  texts: HomeBlockText[];
}

interface Settings {
  title?: LocalizedText;
  /** The hero's text, one per language. */
  text?: LocalizedText;
  /** A text block's blocks per language. */
  blocks?: Record<string, unknown[]>;
  link?: { url?: string; label?: LocalizedText };
}

const settingsOf = (row: typeof widgets.$inferSelect) =>
  row.configuration as Settings & Record<string, unknown>;

function blockOf(row: typeof widgets.$inferSelect): HomeBlock {
  const settings = settingsOf(row);
  return {
    id: row.id,
    name: row.name,
    areaName: row.areaName,
    version: row.version,
    hasLink: Boolean(settings.link),
    texts: LANGUAGE_CODES.map((code) => ({
      languageCode: code,
      title: settings.title?.[code] ?? '',
      body:
        row.name === 'hero'
          ? (settings.text?.[code] ?? '')
          : settings.blocks?.[code]
            ? sectionsText([settings.blocks[code] ?? []])
            : '',
      linkLabel: settings.link?.label?.[code] ?? '',
    })),
  };
}

/** The home page's hero and text blocks in the order the shop shows them. */
export async function homeBlocks(db: Database): Promise<HomeBlock[]> {
  const rows = await db
    .select()
    .from(widgets)
    .where(and(eq(widgets.family, HOME), inArray(widgets.name, [...EDITED])))
    .orderBy(asc(widgets.areaName), asc(widgets.position), asc(widgets.id));
  // The top area (the hero) first, as the page shows it.
  return rows.toSorted((a, b) => Number(b.areaName === 'top') - Number(a.areaName === 'top')).map(blockOf);
}

export interface HomeBlockTextInput {
  languageCode: string;
  title?: string | null;
  body?: string | null;
  linkLabel?: string | null;
}

/**
 * Changes a home block's title, text and link label per language (a language left empty shows the
 * Swedish ones), with the audit row, in one transaction; the Swedish title and, for a block with a
 * link, its Swedish label are required. `readAt` is the block's version the form was read at: a
 * change since is refused as STALE.
 */
export function updateHomeBlock(
  db: Database,
  change: { id: number; readAt: number; texts: readonly HomeBlockTextInput[]; actor: AuditActor },
): Promise<ContentResult<{ id: number }>> {
  return contentTransaction(db, async (tx) => {
    const [row] = await tx.select().from(widgets).where(eq(widgets.id, change.id)).for('update');
    if (!row || row.family !== HOME || !(EDITED as readonly string[]).includes(row.name)) {
      throw new ContentRefusal('BLOCK_NOT_FOUND');
    }
    if (row.version !== change.readAt) throw new ContentRefusal('STALE', [], row.version);
    const settings = settingsOf(row);
    const problems: ContentProblem[] = [];
    const title: LocalizedText = {};
    const text: LocalizedText = {};
    const blocks: Record<string, unknown[]> = {};
    const label: LocalizedText = {};
    for (const code of LANGUAGE_CODES) {
      const given = change.texts.find((t) => t.languageCode === code);
      const t = checkedText(given?.title, 'TITLE', L.title, code, problems);
      const body = checkedText(given?.body, 'BODY', L.metaDescription * 4, code, problems, true);
      const link = checkedText(given?.linkLabel, 'LINK_LABEL', L.label, code, problems);
      if (t) title[code] = t;
      if (body && row.name === 'hero') text[code] = body;
      if (body && row.name !== 'hero') blocks[code] = textSections(body).flat();
      if (link && settings.link) label[code] = link;
    }
    if (!title.sv) problems.push(problem('TITLE', 'REQUIRED', 'sv'));
    if (settings.link && !label.sv) problems.push(problem('LINK_LABEL', 'REQUIRED', 'sv'));
    refuseProblems(problems);
    const configuration = {
      ...settings,
      title,
      ...(row.name === 'hero' ? { text } : { blocks }),
      ...(settings.link ? { link: { ...settings.link, label } } : {}),
    };
    await tx
      .update(widgets)
      .set({ configuration, version: row.version + 1 })
      .where(eq(widgets.id, row.id));
    await recordAudit(tx, {
      actor: change.actor,
      action: 'home.block.update',
      entityType: 'widget',
      entityId: row.id,
      before: { version: row.version, configuration: settings },
      after: { version: row.version + 1, configuration },
    });
    return { id: row.id };
  });
}
