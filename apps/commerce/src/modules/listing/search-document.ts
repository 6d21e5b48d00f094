/**
 * A product's search document (the text form of the tsvector PostgreSQL built) read into the lexemes
 * the search index holds. PostgreSQL's parser splits a model as the catalog writes it, "HG-11" or
 * "HG 11", into a word and a number ('hg', '-11'), while a shopper may type it "hg11": the index
 * also holds each such pair joined ('hg11'), as `searchedTerms` joins a typed model.
 */

/** The letters of a model: one to three letters ('hg', 'tkr'). */
export const MODEL_LETTERS = /^\p{L}{1,3}$/u;
/** The number of a model: up to four digits and up to three letters after them ('11', '38lp'). */
export const MODEL_NUMBER = /^\d{1,4}\p{L}{0,3}$/u;
/** A model as one lexeme, as the parser keeps "hg11" or the document's joined pairs. */
const JOINED_MODEL = /^\p{L}{1,3}\d/u;

/**
 * The lexemes of a tsvector's text form (`'gräsklipp':1A,7 'nordgrav':2`) with their strength, and
 * their positions: `at << 1 | 1` in the name (weight A), `at << 1` elsewhere. The positions are the
 * parser's own array, read them before the next lexeme.
 */
export function parseTsvector(
  text: string,
  visit: (lexeme: string, strength: number, positions: readonly number[]) => void,
) {
  const positions: number[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] !== "'") {
      i++;
      continue;
    }
    let lexeme = '';
    for (i++; i < text.length; i++) {
      const c = text[i] as string;
      if (c === "'") {
        if (text[i + 1] !== "'") break;
        i++;
      } else if (c === '\\') i++;
      lexeme += text[i];
    }
    i++;
    positions.length = 0;
    let named = false;
    if (text[i] === ':') {
      let at = 0;
      let inName = 0;
      for (i++; ; i++) {
        const c = text[i];
        if (c !== undefined && c >= '0' && c <= '9') at = at * 10 + c.charCodeAt(0) - 48;
        else if (c === 'A') inName = 1;
        else if (c !== 'B' && c !== 'C' && c !== 'D') {
          positions.push((at << 1) | inName);
          named ||= inName === 1;
          at = 0;
          inName = 0;
          if (c !== ',') break;
        }
      }
    }
    visit(lexeme, (named ? 2 : 0) | (positions.length > 1 ? 1 : 0), positions);
  }
}

/** tsvector positions go up to 16383. */
const POSITIONS = 16_384;
/** Per position of the document being read: 1 + the index of a model's letters or number there, else 0. */
const modelPartAt = new Int32Array(POSITIONS + 1);

/**
 * Reads a search document: visits each lexeme with its strength (as `parseTsvector`), then each
 * model the document writes as letters beside a number ("HG-11", "MG 10"), joined ('hg11'), unless
 * it holds that joined lexeme already. Answers how many words the name has, a joined model one.
 */
export function readDocument(text: string, visit: (lexeme: string, strength: number) => void): number {
  const parts: { lexeme: string; letters: boolean }[] = [];
  const touched: number[] = [];
  const joinedLexemes: string[] = [];
  let nameWords = 0;
  parseTsvector(text, (lexeme, strength, positions) => {
    visit(lexeme, strength);
    for (const p of positions) nameWords += p & 1;
    if (JOINED_MODEL.test(lexeme)) joinedLexemes.push(lexeme);
    const letters = lexeme.length <= 3 && MODEL_LETTERS.test(lexeme);
    if (!letters && !MODEL_NUMBER.test(lexeme.startsWith('-') ? lexeme.slice(1) : lexeme)) return;
    parts.push({ lexeme, letters });
    for (const p of positions) {
      const at = p >> 1;
      modelPartAt[at] = (p & 1 ? -1 : 1) * parts.length;
      touched.push(at);
    }
  });
  const joined = new Map<string, { inName: number; count: number }>();
  for (const at of touched) {
    const here = modelPartAt[at] as number;
    const next = modelPartAt[at + 1] as number;
    const letters = parts[Math.abs(here) - 1];
    const number = parts[Math.abs(next) - 1];
    if (!letters?.letters || !number || number.letters) continue;
    const model = letters.lexeme + number.lexeme.replace(/^-/, '');
    const seen = joined.get(model) ?? { inName: 0, count: 0 };
    joined.set(model, { inName: seen.inName + (here < 0 ? 1 : 0), count: seen.count + 1 });
  }
  for (const at of touched) modelPartAt[at] = 0;
  for (const [model, { inName, count }] of joined) {
    if (joinedLexemes.includes(model)) continue;
    visit(model, (inName > 0 ? 2 : 0) | (count > 1 ? 1 : 0));
    // The letters and the number are one word of the name, as a shopper types the model.
    nameWords -= inName;
  }
  return Math.max(nameWords, 0);
}
