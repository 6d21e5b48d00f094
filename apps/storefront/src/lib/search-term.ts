/** The longest search term the shop sends; the commerce API refuses more than 200 characters. */
export const MAX_SEARCH_TERM_LENGTH = 100;

/** A term as searched: one line of single spaces, without control characters, at most the length above. */
export function cleanSearchTerm(term: string): string {
  return term
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, MAX_SEARCH_TERM_LENGTH)
    .trimEnd()
    .toWellFormed();
}
