/** The group of names that start with something other than a letter: digits, signs. */
export const OTHER_LETTER = '#';

export interface LetterGroup<T> {
  /** The capital letter shown, or OTHER_LETTER. */
  letter: string;
  /** The letter in lower case (`other` for OTHER_LETTER): for element ids and in-page links. */
  key: string;
  items: T[];
}

/** The first letter of a name in capitals, or OTHER_LETTER when the name starts otherwise. */
export function firstLetter(name: string, locale: string): string {
  const [first = ''] = name.normalize('NFC').trim();
  if (!/\p{L}/u.test(first)) return OTHER_LETTER;
  const [capital = first] = first.toLocaleUpperCase(locale);
  return capital;
}

/** The letter without accents when the language counts both as one letter (Ä as A in English). */
function plainLetter(letter: string, sameLetter: Intl.Collator): string {
  const plain = letter.normalize('NFD').replace(/\p{M}/gu, '');
  return plain && sameLetter.compare(plain, letter) === 0 ? plain : letter;
}

/**
 * Items sorted by name in the language's alphabetical order and grouped by first letter. Letters the
 * language counts as one (A and Ä in English) share a group; letters it tells apart (Å, Ä, Ö in
 * Swedish, which come after Z) get their own, in their place in the alphabet.
 */
export function groupByFirstLetter<T>(
  items: readonly T[],
  locale: string,
  nameOf: (item: T) => string,
): LetterGroup<T>[] {
  const order = new Intl.Collator(locale);
  const sameLetter = new Intl.Collator(locale, { sensitivity: 'base' });
  const sorted = [...items].sort((a, b) => order.compare(nameOf(a), nameOf(b)));
  const groups: LetterGroup<T>[] = [];
  for (const item of sorted) {
    const letter = plainLetter(firstLetter(nameOf(item), locale), sameLetter);
    const group = groups.find((g) => sameLetter.compare(g.letter, letter) === 0);
    if (group) group.items.push(item);
    else {
      const key = letter === OTHER_LETTER ? 'other' : letter.toLocaleLowerCase(locale);
      groups.push({ letter, key, items: [item] });
    }
  }
  return groups;
}
