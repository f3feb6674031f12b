import territories from 'cldr-core/supplemental/territoryInfo.json';
import { describe, expect, it } from 'vitest';
import { ALL_COUNTRIES } from './countries';
import { MAIN_LANGUAGE_SHARES, rankSuggestions } from './rank-countries';

type Territory = {
  readonly languagePopulation?: Record<string, { readonly _populationPercent: string }>;
};
const territoryInfo = territories.supplemental.territoryInfo as unknown as Record<
  string,
  Territory | undefined
>;

describe('rankSuggestions', () => {
  // [countries, picked, browser languages, UI language, ranked, why]
  it.each([
    [['DE', 'CA', 'GB'], 'US', [], undefined, ['CA', 'DE', 'GB'], 'the picked calling code first (+1)'],
    [
      ['JP', 'BR', 'AU'],
      'IE',
      ['pt-BR'],
      undefined,
      ['BR', 'AU', 'JP'],
      'then the browser languages’ regions',
    ],
    [['CN', 'FI', 'NG', 'GB'], 'US', [], 'en', ['GB', 'NG', 'CN', 'FI'], 'then the UI language’s countries'],
    [['NZ', 'NG', 'GB'], undefined, [], 'en', ['GB', 'NZ', 'NG'], 'those by share, then ISO code'],
    [['IN', 'AT', 'CN'], undefined, [], 'de-CH', ['AT', 'CN', 'IN'], 'a UI tag with a region: its language'],
    [
      ['JE', 'RS', 'JP', 'GG'],
      'US',
      [],
      undefined,
      ['JP', 'RS', 'GG', 'JE'],
      'main countries, then dependencies',
    ],
    [['JP', 'BR', 'AU'], undefined, [], undefined, ['AU', 'BR', 'JP'], 'then by ISO code'],
    [['JP', 'BR'], undefined, ['not a tag'], 'not a tag', ['BR', 'JP'], 'a tag that is none: no language'],
  ] as const)('%j, %s picked, %j, UI %s → %j (%s)', (countries, picked, languages, ui, ranked, _why) => {
    expect(rankSuggestions([...countries], picked, [...languages], ui)).toEqual([...ranked]);
  });

  it('holds the share who speak each country’s main language, as CLDR gives it (if not, paste this text in)', () => {
    const fresh = ALL_COUNTRIES.map(({ code }) => {
      const language = new Intl.Locale(`und-${code}`).maximize().language;
      const share = Math.max(
        0,
        ...Object.entries(territoryInfo[code]?.languagePopulation ?? {})
          .filter(([tag]) => tag.split('_')[0] === language)
          .map(([, entry]) => Number(entry._populationPercent)),
      );
      return Math.min(9, Math.floor(share / 10));
    }).join('');
    expect(MAIN_LANGUAGE_SHARES).toBe(fresh);
  });
});
