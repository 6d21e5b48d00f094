/** Names that do not start with a letter are gathered under this heading, first. */
export const OTHER_INITIAL = '#';

/** The heading a name goes under: Å stays Å where it is a letter of its own (sv), else A (en). */
function initialOf(name: string, languageId: string, collator: Intl.Collator): string {
  const first = name.trim().charAt(0).toLocaleUpperCase(languageId);
  if (!/\p{L}/u.test(first)) return OTHER_INITIAL;
  const base = first.normalize('NFD').charAt(0);
  return collator.compare(first, base) === 0 ? base : first;
}

/**
 * Items grouped by the first letter of their name and sorted within and between groups by the
 * language's collation: in Swedish Å, Ä and Ö come after Z, in Danish and Norwegian Æ, Ø and Å do.
 */
export function groupByInitial<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
  languageId: string,
): { letter: string; items: T[] }[] {
  const collator = new Intl.Collator(languageId, { sensitivity: 'base', numeric: true });
  const groups = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => collator.compare(nameOf(a), nameOf(b)))) {
    const letter = initialOf(nameOf(item), languageId, collator);
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  return [...groups]
    .map(([letter, grouped]) => ({ letter, items: grouped }))
    .sort((a, b) =>
      a.letter === OTHER_INITIAL ? -1 : b.letter === OTHER_INITIAL ? 1 : collator.compare(a.letter, b.letter),
    );
}
