/** How well a query matches a string: lower is better. */
export const MatchRank = {
  /** The whole string, e.g. "uk" → "UK". */
  exact: 0,
  /** Its start, e.g. "ger" → "Germany". */
  prefix: 1,
  /** The start of a later word, e.g. "kor" → "South Korea". */
  wordStart: 2,
  /** Anywhere else, e.g. "ger" → "Algeria". */
  infix: 3,
} as const;
export type MatchRank = (typeof MatchRank)[keyof typeof MatchRank];

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Whether a query has anything to search for (a lone "-" or "'" has not). */
export function hasSearchableText(query: string): boolean {
  return LETTER_OR_DIGIT.test(query);
}

/**
 * The few punctuation differences between how names are written and how they are typed:
 * typographic apostrophes, hyphens and dashes ("Guinea-Bissau" typed "guinea bissau"), and
 * abbreviation dots ("St. Lucia" typed "st lucia"). Applied to both sides, before the collator compares.
 */
export function normalizePunctuation(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02BC`´]/g, "'")
    .replace(/[-\u2010-\u2015]/g, ' ')
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function startsWord(text: string, index: number): boolean {
  return index === 0 || !LETTER_OR_DIGIT.test(text.charAt(index - 1));
}

/**
 * Where `query` occurs in `candidate` when compared with `collator` (so "cote" finds "Côte" under a
 * base-sensitivity collator), as a rank; undefined when it does not occur. Every window of the query's
 * length is compared, which is cheap for names of a few words.
 */
export function matchRank(collator: Intl.Collator, candidate: string, query: string): MatchRank | undefined {
  const q = normalizePunctuation(query);
  if (!hasSearchableText(q)) return undefined;
  const text = normalizePunctuation(candidate);
  if (collator.compare(text, q) === 0) return MatchRank.exact;
  const n = q.length;
  let best: MatchRank | undefined;
  for (let i = 0; i + n <= text.length; i++) {
    if (collator.compare(text.slice(i, i + n), q) !== 0) continue;
    if (i === 0) return MatchRank.prefix;
    if (startsWord(text, i)) return MatchRank.wordStart;
    best = MatchRank.infix;
  }
  return best;
}
