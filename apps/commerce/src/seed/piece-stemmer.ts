import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { searchConfig } from '#src/db/schema.ts';
import { vocabularyWords } from '#src/modules/listing/index.ts';
import type { StemmedText } from './catalog-load.ts';

/**
 * What one piece of text between spaces adds to a document: how many positions it takes (a stop
 * word takes one and adds no lexeme) and its lexemes at their positions within it, as pairs
 * (lexeme number, position).
 */
interface PieceStem {
  positions: number;
  lexemes: number[];
}

/** Positions a tsvector holds; PostgreSQL would clamp later words to the last. */
const MAX_POSITION = 16_383;
/** Positions a tsvector keeps per lexeme; PostgreSQL would drop the rest. */
const MAX_POSITIONS_PER_LEXEME = 255;

const quoted = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** The lexemes and positions of a tsvector as PostgreSQL writes it: 'it''s':1,3 'saw':2. */
function lexemesOf(vector: string): [lexeme: string, positions: number[]][] {
  return [...vector.matchAll(/'((?:[^'\\]|''|\\\\)*)':([\d,]+)/g)].map(([, lexeme = '', positions = '']) => [
    lexeme.replace(/''|\\\\/g, (pair) => pair.charAt(0)),
    positions.split(',').map(Number),
  ]);
}

/** A text as the stems of its parts: the name's, then the rest's. */
interface SplitText {
  name: PieceStem[];
  rest: PieceStem[];
}

/** Fills in `stem` as the stems of `pieces` in turn. */
function composeInto(stem: PieceStem, pieces: PieceStem[]) {
  for (const { positions, lexemes } of pieces) {
    for (let i = 0; i < lexemes.length; i += 2)
      stem.lexemes.push(lexemes[i] as number, stem.positions + (lexemes[i + 1] as number));
    stem.positions += positions;
  }
}

/**
 * Where a text parts into phrases: a space after a full stop or after a piece with a digit. Phrases
 * recur more than sentences do, the numbers of each product (a weight, an article number) apart.
 */
const PHRASE_END = /(?<=\.|\d[^ ]*) /;
/** Phrases remembered per language; past this many, it starts anew (most recur soon). */
const REMEMBERED_PHRASES = 100_000;

/** A language's stems seen: of each piece, and of each phrase (made of its pieces'); its words. */
interface LanguageStems {
  pieces: Map<string, PieceStem>;
  phrases: Map<string, PieceStem>;
  words: Set<string>;
}

/** A word of the vocabulary typos are corrected against (`search_words`). */
export interface VocabularyWord {
  languageCode: string;
  word: string;
}

/**
 * Builds the search documents of generated texts as `searchDocument` stems them, from the stems of
 * their distinct pieces. The texts repeat their pieces (units, sentences of a description) so much
 * that stemming each piece once in the database costs a fraction of stemming every text, which
 * dominated the seed. Exact because the text search parser never joins characters across a space
 * into one token (a markup tag can, so texts with '<' are refused): a text's tokens are its
 * pieces' tokens in turn, each mapped token taking the next position.
 */
export class PieceStemmer {
  readonly #db: Pick<Database, 'execute'>;
  readonly #stems = new Map<string, LanguageStems>();
  /** Each lexeme's number, and its text quoted for a tsvector by number. */
  readonly #lexemeNumbers = new Map<string, number>();
  readonly #quoted: string[] = [];
  /** What a document is built in, kept between documents: per lexeme number, its positions. */
  readonly #positions: number[][] = [];
  /** The document each lexeme's positions are of (a lexeme has none in a later one), and how many. */
  readonly #documentOf: number[] = [];
  readonly #counts: number[] = [];
  #documents = 0;

  constructor(db: Pick<Database, 'execute'>) {
    this.#db = db;
  }

  /**
   * The search documents (tsvector text) of `texts`, in their order, and the words of the
   * vocabulary (`vocabularyWords`) in them that no earlier texts held. The name and each phrase are
   * looked up whole: most recur, and one lookup of a phrase spares one of each of its pieces. A
   * phrase with a piece new to the stemmer (an article number) is not remembered: it won't recur.
   */
  async documents(texts: readonly StemmedText[]): Promise<{ documents: string[]; words: VocabularyWord[] }> {
    const unstemmed: { language_code: string; piece: string; stem: PieceStem }[] = [];
    const uncomposed: { stem: PieceStem; pieces: PieceStem[] }[] = [];
    const split = texts.map(({ product_id, language_code, name, search_text }): SplitText => {
      if (name.includes('<') || search_text.includes('<'))
        throw new Error(`A text of product ${product_id} holds '<', which the stemmer may read as markup`);
      const { pieces, phrases } = this.#stemsOf(language_code);
      let newPieces = 0;
      const pieceStem = (piece: string) => {
        let stem = pieces.get(piece);
        if (!stem) {
          stem = { positions: 0, lexemes: [] };
          pieces.set(piece, stem);
          unstemmed.push({ language_code, piece, stem });
          newPieces++;
        }
        return stem;
      };
      const phraseStem = (phrase: string) => {
        let stem = phrases.get(phrase);
        if (!stem) {
          stem = { positions: 0, lexemes: [] };
          const before = newPieces;
          uncomposed.push({ stem, pieces: phrase.split(' ').map(pieceStem) });
          if (newPieces === before) {
            if (phrases.size >= REMEMBERED_PHRASES) phrases.clear();
            phrases.set(phrase, stem);
          }
        }
        return stem;
      };
      return { name: [phraseStem(name)], rest: search_text.split(PHRASE_END).map(phraseStem) };
    });
    let words: VocabularyWord[];
    try {
      words = await this.#stem(unstemmed);
    } catch (error) {
      this.#stems.clear();
      throw error;
    }
    for (const { stem, pieces } of uncomposed) composeInto(stem, pieces);
    return { documents: split.map((text) => this.#document(text)), words };
  }

  #stemsOf(language: string) {
    let stems = this.#stems.get(language);
    if (!stems) {
      stems = { pieces: new Map(), phrases: new Map(), words: new Set() };
      this.#stems.set(language, stems);
    }
    return stems;
  }

  /**
   * Fills in the stems of pieces not seen before, stemmed in the database; answers the words in
   * them not seen before.
   */
  async #stem(
    pieces: { language_code: string; piece: string; stem: PieceStem }[],
  ): Promise<VocabularyWord[]> {
    if (pieces.length === 0) return [];
    // 'simple' maps the same token types as every language's configuration and stops no word:
    // its last position is the number of positions the piece takes. Vectors travel as text, which
    // costs the database a third of building JSON of their lexemes.
    const { rows } = (await this.#db.execute(sql`
      select to_tsvector(${searchConfig}, piece)::text as stemmed, to_tsvector('simple', piece)::text as simple,
        array${vocabularyWords(sql`piece`)} as words
      from rows from (json_to_recordset(${JSON.stringify(pieces.map(({ language_code, piece }) => ({ language_code, piece })))}::json)
        as (language_code text, piece text)) with ordinality as t(language_code, piece, i)
      order by i`)) as unknown as { rows: { stemmed: string; simple: string; words: string[] }[] };
    const newWords: VocabularyWord[] = [];
    for (const [i, { stemmed, simple, words }] of rows.entries()) {
      const { language_code, stem } = pieces[i] as (typeof pieces)[number];
      const known = this.#stemsOf(language_code).words;
      for (const word of words)
        if (!known.has(word)) {
          known.add(word);
          newWords.push({ languageCode: language_code, word });
        }
      stem.positions = Math.max(0, ...lexemesOf(simple).flatMap(([, at]) => at));
      stem.lexemes = lexemesOf(stemmed).flatMap(([lexeme, at]) => {
        const number = this.#lexemeNumber(lexeme);
        return at.flatMap((position) => [number, position]);
      });
    }
    return newWords;
  }

  #lexemeNumber(lexeme: string) {
    let number = this.#lexemeNumbers.get(lexeme);
    if (number === undefined) {
      number = this.#quoted.push(quoted(lexeme)) - 1;
      this.#positions.push([]);
      this.#documentOf.push(0);
      this.#counts.push(0);
      this.#lexemeNumbers.set(lexeme, number);
    }
    return number;
  }

  /**
   * setweight(name, 'A') || setweight(rest, 'D'): the rest's positions follow the last position of
   * a lexeme of the name. Lexemes in the order first met; PostgreSQL sorts them as it reads.
   */
  #document({ name, rest }: SplitText): string {
    const document = ++this.#documents;
    const order: number[] = [];
    let last = 0;
    const add = (stems: PieceStem[], start: number) => {
      let offset = start;
      for (const { positions, lexemes } of stems) {
        for (let i = 0; i < lexemes.length; i += 2) {
          const lexeme = lexemes[i] as number;
          const position = offset + (lexemes[i + 1] as number);
          if (this.#documentOf[lexeme] !== document) {
            this.#documentOf[lexeme] = document;
            this.#counts[lexeme] = 0;
            order.push(lexeme);
          }
          (this.#positions[lexeme] as number[])[(this.#counts[lexeme] as number)++] = position;
          if (position > last) last = position;
        }
        offset += positions;
      }
      if (offset > MAX_POSITION) throw new Error('A text is longer than a search document holds');
    };
    add(name, 0);
    const nameEnd = last;
    add(rest, nameEnd);
    const entries: string[] = [];
    for (const lexeme of order) {
      const positions = this.#positions[lexeme] as number[];
      const count = this.#counts[lexeme] as number;
      if (count > MAX_POSITIONS_PER_LEXEME)
        throw new Error(`${this.#quoted[lexeme]} repeats too often to stem here`);
      let entry = `${this.#quoted[lexeme]}:`;
      for (let i = 0; i < count; i++) {
        const position = positions[i] as number;
        entry += `${i ? ',' : ''}${position}${position <= nameEnd ? 'A' : ''}`;
      }
      entries.push(entry);
    }
    return entries.join(' ');
  }
}
