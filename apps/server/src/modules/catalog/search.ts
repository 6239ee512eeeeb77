/**
 * How a keyword is searched. Chinese and Japanese are written without spaces, so words cannot
 * be told apart: a CJK term matches any part of a name. Other scripts match whole words (and
 * word beginnings) of the English name and description, or part of the item code.
 *
 * - CJK term of 3+ characters: ILIKE '%term%' on the Chinese and Japanese names (trigram GIN indexes).
 * - CJK term of 1-2 characters: a trigram index cannot serve it, so a phrase query over the
 *   names' characters (one tsvector word per character, GIN index) finds the same goods.
 * - Other words: full-text on the English name and description ('simple' config, prefix
 *   match), or ILIKE on the item code and English name when the term has 3+ characters.
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

/** to_tsquery text: the characters in a row. */
export const phraseQuery = (chars: string[]) => chars.map((c) => `'${c.replace(/['\\]/g, '\\$&')}'`).join(' <-> ');

/** Trigrams need three characters; shorter CJK terms go through the per-character phrase query. */
export const TRIGRAM_MIN = 3;
