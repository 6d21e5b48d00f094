import { slugOf } from '#src/modules/channels/alias.ts';
import { LANGS, type Lang } from './assortment/index.ts';

/**
 * The aliases of a product or page in the languages whose name for it differs from the Swedish
 * one: that name as a slug (ADR 71). Swedish keeps the thing's own alias. `taken` holds every alias
 * given so far in any language, so that one alias names one thing wherever it is asked for: a taken
 * one gets `-{id}` after it. A name two languages share gives both the same alias.
 */
export function languageAliases(
  names: Readonly<Record<Lang, string>>,
  id: number,
  taken: Set<string>,
): { languageCode: Lang; alias: string }[] {
  const own = new Map<string, string>();
  const aliases: { languageCode: Lang; alias: string }[] = [];
  for (const languageCode of LANGS) {
    const name = names[languageCode];
    if (languageCode === 'sv' || name === names.sv) continue;
    let alias = own.get(name);
    if (!alias) {
      const slug = slugOf(name) || String(id);
      alias = slug;
      for (let n = 1; taken.has(alias); n++) alias = n === 1 ? `${slug}-${id}` : `${slug}-${id}-${n}`;
      taken.add(alias);
      own.set(name, alias);
    }
    aliases.push({ languageCode, alias });
  }
  return aliases;
}
