/**
 * How a keyword is searched. Chinese and Japanese are written without spaces, so words cannot
 * be told apart: a CJK term matches any part of a name or of a description. Other scripts match
 * whole words (and word beginnings) of the English name and description, or part of the item code.
 *
 * - CJK term: the term's characters in a row in the Chinese or Japanese names or descriptions
 *   (search_cjk_pairs, migrations 0024 and 0029), and for 3+ characters also ILIKE '%term%' (LIKE
 *   for a term without cased letters: the same goods, no case folding) on the
 *   Chinese and Japanese names (trigram GIN indexes), tested first: it reads the row, not the
 *   out-of-line pairs.
 * - Pairs: every two characters in a row of the Chinese and Japanese names and descriptions are one
 *   tsvector word, HTML tags and entities of the descriptions out, punctuation left out, NFKC-folded
 *   like the keyword, names and descriptions apart (no pair spans from one to the next). A
 *   1-character term is a prefix ('a':*) and a 2-character one a word ('ab'): the GIN index answers
 *   both exactly, nothing is rechecked. A longer term: the index finds the goods with all its pairs
 *   ('ab' & 'bc' & 'cd'), and a phrase of its pairs ('ab' <-> 'cd' <-> ...) keeps those where they
 *   are in a row (pairQueries). Tags never match: "strong沙发" finds nothing in
 *   "<strong>沙发</strong>".
 * - Other words: full-text on the English name and description ('simple' config, prefix
 *   match), or ILIKE on the item code and English name when the term has 3+ characters.
 *
 * Every term is required, wherever each is found. Matching decides what is listed, not its order:
 * there is no relevance rank. The list keeps the order asked for (newest, price, sales), and a
 * description match takes its place in it among the name matches, as English ones always have.
 *
 * At a million goods the planner's guesses for these conditions are unreliable (a word it has no
 * statistics for, a phrase of common characters), and a wrong guess reads the whole list and every
 * description in it: catalogRepository.searchPage picks the plan of a keyword search itself, ranks
 * at most GOODS_COUNT_CAP matches taken from the GIN indexes, and walks the list's order for a
 * search with more.
 */

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;

export type SearchPart =
  | { kind: 'cjk'; text: string; chars: string[] }
  | { kind: 'latin'; text: string; words: string[] };

/** At most this many terms count; the rest of a pasted paragraph is ignored. */
const MAX_TERMS = 6;

export function parseKeyword(keyword: string): SearchPart[] {
  const terms = keyword.normalize('NFKC').trim().split(/\s+/u).filter(Boolean).slice(0, MAX_TERMS);
  const parts: SearchPart[] = [];
  const latin: string[] = [];
  for (const term of terms) {
    if (CJK.test(term)) {
      const chars = [...term.toLowerCase()].filter((c) => WORD_CHAR.test(c));
      if (chars.length > 0) parts.push({ kind: 'cjk', text: term, chars });
    } else latin.push(term);
  }
  if (latin.length > 0) {
    const text = latin.join(' ');
    const words = text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    if (words.length > 0) parts.push({ kind: 'latin', text, words });
  }
  return parts;
}

/** A LIKE pattern matching the text anywhere, with its wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** to_tsquery text: every word as a prefix, all required. Words hold letters and digits only. */
export const prefixQuery = (words: string[]) => words.map((w) => `'${w}':*`).join(' & ');

/**
 * to_tsquery texts for the names' and descriptions' pairs of characters (search_cjk_pairs). `words` is what the
 * GIN index answers exactly: 1 character, a prefix ('a':*); 2, the pair ('ab'); more, every two
 * characters in a row of the term ('ab' & 'bc' & 'cd'): a text holding the term holds all of them
 * (each pair is a word in one half of the vector or the other). `phrase` (3+ characters) then says
 * they are in a row: the term's pairs one after another, a last odd character as a prefix (the first
 * of its pair, or alone at the end of a run of text): 'ab' <-> 'cd' <-> 'e':*. It is tested on the
 * goods the words found, never given to the index: a prefix there reads every word it begins.
 */
export function pairQueries(chars: string[]): { words: string; phrase: string | null } {
  const quote = (s: string) => `'${s.replace(/['\\]/g, '\\$&')}'`;
  if (chars.length === 1) return { words: `${quote(chars[0]!)}:*`, phrase: null };
  const inRow: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) inRow.push(quote(chars[i]! + chars[i + 1]!));
  if (chars.length === 2) return { words: inRow[0]!, phrase: null };
  const units: string[] = [];
  for (let i = 0; i < chars.length; i += 2) units.push(i + 1 < chars.length ? quote(chars[i]! + chars[i + 1]!) : `${quote(chars[i]!)}:*`);
  return { words: [...new Set(inRow)].join(' & '), phrase: units.join(' <-> ') };
}

/** Whether a text has no letter with a case: LIKE then finds exactly what ILIKE finds. */
export const caseless = (text: string) => text.toLowerCase() === text && text.toUpperCase() === text;

/** Trigrams need three characters; shorter terms are found by words alone (CJK: the pairs). */
export const TRIGRAM_MIN = 3;
