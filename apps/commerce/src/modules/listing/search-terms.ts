import { MODEL_LETTERS, MODEL_NUMBER } from './search-document.ts';

/** A searched word, or a model typed as letters and a number: "HG-11", "HG 11" and "hg11" alike. */
export type SearchedTerm = { word: string } | { letters: string; number: string };

/** A model typed as one word: "hg11", "sk38lp". */
const JOINED = /^(\p{L}{1,3})(\d{1,4}\p{L}{0,3})$/u;
/** What may stand between a model's letters and its number: a dash or spaces. */
const BETWEEN = /^\s*-?\s*$/u;

/**
 * The words of a search in lower case, each once, with a model's letters and number taken together
 * as one term (see search-document.ts): so "HG-11" matches the model, not every HG and every 11.
 */
export function searchedTerms(text: string): SearchedTerm[] {
  const lower = text.toLowerCase();
  const tokens = [...lower.matchAll(/[\p{L}\p{N}]+/gu)];
  const terms = new Map<string, SearchedTerm>();
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as RegExpExecArray;
    const next = tokens[i + 1];
    const joined = JOINED.exec(token[0]);
    let term: SearchedTerm = { word: token[0] };
    if (joined) term = { letters: joined[1] as string, number: joined[2] as string };
    else if (
      next &&
      MODEL_LETTERS.test(token[0]) &&
      MODEL_NUMBER.test(next[0]) &&
      BETWEEN.test(lower.slice(token.index + token[0].length, next.index))
    ) {
      term = { letters: token[0], number: next[0] };
      i++;
    }
    terms.set('word' in term ? term.word : `${term.letters}${term.number}`, term);
  }
  return [...terms.values()];
}
