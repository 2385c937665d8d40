/**
 * Reading time from a count of words: a word is a run of letters, marks (Devanagari's
 * vowel signs and viramas are marks) or digits, so Hindi counts as English does. Code is
 * read more slowly than prose but skimmed too; it counts as words like the rest.
 */

/** A silent reader's pace, in words a minute (the usual figure for English and Hindi alike). */
export const WORDS_PER_MINUTE = 220;

const WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** Whole minutes, at least one. */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.round(countWords(text) / WORDS_PER_MINUTE));
}
