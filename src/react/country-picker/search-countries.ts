import { alpha3 } from '../../phone/plan/alpha3';
import type { CountryEntry } from '../../phone/plan/country-index';
import { endonymOf } from '../../phone/plan/endonym';
import { hasSearchableText, matchRank, MatchRank } from './search-match';

const DIAL_QUERY = /^\+?\s*(\d[\d\s]*)$/;

/** Rank of a "+49" / "49" query: the calling code starts with it, or it starts with the calling code ("+4930"). */
function dialRank(entry: CountryEntry, digits: string): MatchRank | undefined {
  const code = entry.callingCode;
  if (code === digits || digits.startsWith(code))
    return entry.mainForCallingCode ? MatchRank.exact : MatchRank.prefix;
  return code.startsWith(digits) ? MatchRank.prefix : undefined;
}

function textRank(entry: CountryEntry, query: string, collator: Intl.Collator): MatchRank | undefined {
  // Two letters that are the ISO code ("de", "DE"), or three that are its alpha-3 ("deu"), are a deliberate pick.
  if (query.length === 2 && query.toUpperCase() === entry.code) return MatchRank.exact;
  if (query.length === 3 && query.toUpperCase() === alpha3(entry.code)) return MatchRank.exact;
  let best: MatchRank | undefined;
  for (const name of entry.searchNames) {
    const rank = matchRank(collator, name, query);
    if (rank !== undefined && (best === undefined || rank < best)) best = rank;
    if (best === MatchRank.exact) return best;
  }
  // The country's own name in its own language ("Deutschland", "日本"), whatever the UI language.
  const endonym = best === MatchRank.exact ? undefined : endonymOf(entry.code);
  const own = endonym === undefined ? undefined : matchRank(collator, endonym, query);
  if (own !== undefined && (best === undefined || own < best)) best = own;
  for (const alias of entry.aliases) {
    const rank = matchRank(collator, alias, query);
    // An alias counts from a word start only: "land" should not bring up the UK through "England".
    if (rank !== undefined && rank <= MatchRank.wordStart && (best === undefined || rank < best)) best = rank;
  }
  return best;
}

/**
 * The countries of `entries` that match `query`, best first (exact, then prefix, then word start, then
 * anywhere); equally good matches keep the order of `entries`. A query with nothing to search for
 * ("", "+", "-") matches everything.
 */
export function searchCountries(
  entries: readonly CountryEntry[],
  query: string,
  collator: Intl.Collator,
): readonly CountryEntry[] {
  const q = query.trim();
  if (!hasSearchableText(q)) return entries;
  const dial = DIAL_QUERY.exec(q)?.[1]?.replace(/\s/g, '');
  const ranked: { entry: CountryEntry; rank: MatchRank; order: number }[] = [];
  entries.forEach((entry, order) => {
    const rank = dial === undefined ? textRank(entry, q, collator) : dialRank(entry, dial);
    if (rank !== undefined) ranked.push({ entry, rank, order });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return ranked.map((r) => r.entry);
}
