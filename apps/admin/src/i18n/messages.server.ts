import 'server-only';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locale } from '@/lib/routing/locales';

export type Messages = Record<string, unknown>;

/**
 * One language's messages: every `messages/{locale}/{area}.json` under its area's name, so each
 * desk keeps its texts in a file of its own (`t('staff.title')` reads `messages/sv/staff.json`).
 */
async function loadMessages(locale: Locale): Promise<Messages> {
  // `next start` and `next build` run in the app's folder.
  const dir = join(process.cwd(), 'messages', locale);
  const files = (await readdir(dir)).filter((file) => file.endsWith('.json')).sort();
  const areas = await Promise.all(
    files.map(async (file) => [file.slice(0, -5), JSON.parse(await readFile(join(dir, file), 'utf8'))]),
  );
  return Object.fromEntries(areas);
}

const loaded = new Map<Locale, Promise<Messages>>();

/** The messages of a language, read once per server process. */
export function messagesOf(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = loadMessages(locale);
    loaded.set(locale, messages);
  }
  return messages;
}
