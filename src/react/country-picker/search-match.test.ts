import { describe, expect, it } from 'vitest';
import { hasSearchableText, matchRank, MatchRank, normalizePunctuation } from './search-match';

const en = new Intl.Collator('en', { usage: 'search', sensitivity: 'base' });

describe('matchRank', () => {
  it('ignores case and accents', () => {
    expect(matchRank(en, 'Côte d’Ivoire', 'cote')).toBe(MatchRank.prefix);
    expect(matchRank(en, 'Côte d’Ivoire', 'CÔTE')).toBe(MatchRank.prefix);
    expect(matchRank(en, 'Réunion', 'reunion')).toBe(MatchRank.exact);
    expect(matchRank(en, 'Curaçao', 'curacao')).toBe(MatchRank.exact);
  });

  it('ranks the whole string, then its start, then a word start, then anywhere', () => {
    expect(matchRank(en, 'Germany', 'germany')).toBe(MatchRank.exact);
    expect(matchRank(en, 'Germany', 'ger')).toBe(MatchRank.prefix);
    expect(matchRank(en, 'South Korea', 'kor')).toBe(MatchRank.wordStart);
    expect(matchRank(en, 'Algeria', 'ger')).toBe(MatchRank.infix);
    expect(matchRank(en, 'Germany', 'xyz')).toBeUndefined();
  });

  it('matches names whose punctuation the query leaves out', () => {
    expect(matchRank(en, 'Guinea-Bissau', 'guinea bissau')).toBe(MatchRank.exact);
    expect(matchRank(en, 'St. Lucia', 'st lucia')).toBe(MatchRank.exact);
    expect(matchRank(en, 'Côte d’Ivoire', "cote d'iv")).toBe(MatchRank.prefix);
    expect(matchRank(en, 'Côte d’Ivoire', 'ivoire')).toBe(MatchRank.wordStart);
    expect(normalizePunctuation(' St.  Kitts–Nevis ')).toBe('St Kitts Nevis');
  });

  it('does not match across a word boundary', () => {
    expect(matchRank(en, 'Vereinigte Staaten', 'vereinigtes')).toBeUndefined();
  });

  it('finds nothing for a query with nothing to search for', () => {
    expect(matchRank(en, 'St. Lucia', '.')).toBeUndefined();
    expect(matchRank(en, 'St. Lucia', '   ')).toBeUndefined();
    expect(hasSearchableText(' - ')).toBe(false);
    expect(hasSearchableText('+4')).toBe(true);
  });

  it('follows the locale: German search tells ä from a, English does not', () => {
    const de = new Intl.Collator('de', { usage: 'search', sensitivity: 'base' });
    expect(matchRank(de, 'Österreich', 'öster')).toBe(MatchRank.prefix);
    expect(matchRank(en, 'Österreich', 'oster')).toBe(MatchRank.prefix);
  });
});
