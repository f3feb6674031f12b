import { describe, expect, it } from 'vitest';
import { ALL_COUNTRIES } from '../../phone/plan/countries';
import { alpha3 } from '../../phone/plan/alpha3';
import { countryIndex } from '../../phone/plan/country-index';
import { endonymOf } from '../../phone/plan/endonym';
import { searchCountries } from './search-countries';

function search(locale: string, query: string): string[] {
  const index = countryIndex(locale);
  return searchCountries(index.sorted, query, index.searchCollator).map((e) => e.code);
}

describe('searchCountries', () => {
  it('finds every country by its ISO alpha-3 code, first, in any UI language', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const { code } of ALL_COUNTRIES) {
      const three = alpha3(code);
      if (!three) continue;
      checked++;
      for (const locale of ['en', 'ar'])
        if (search(locale, three.toLowerCase())[0] !== code) wrong.push(`${locale} ${three}`);
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(200);
  });

  it('finds every country by its own name in its own language, in another UI language', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const { code } of ALL_COUNTRIES) {
      const own = endonymOf(code);
      if (!own) continue;
      checked++;
      if (!search('en', own).includes(code)) missing.push(`${code} ${own}`);
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(200);
    expect(search('en', 'Deutschland')[0]).toBe('DE');
    expect(search('en', 'españa')[0]).toBe('ES');
    expect(search('de', '日本')[0]).toBe('JP');
  });

  it('finds accented names from plain letters, in any case', () => {
    expect(search('en', 'cote')[0]).toBe('CI');
    expect(search('en', 'CÔTE')[0]).toBe('CI');
    expect(search('en', 'aland')[0]).toBe('AX');
    expect(search('fr', 'etats-unis')[0]).toBe('US');
  });

  it('knows the names people type that are not the official ones', () => {
    expect(search('en', 'uk')[0]).toBe('GB');
    expect(search('en', 'great britain')[0]).toBe('GB');
    expect(search('en', 'england')[0]).toBe('GB');
    expect(search('en', 'holland')[0]).toBe('NL');
    expect(search('en', 'usa')[0]).toBe('US');
    expect(search('en', 'america')).toContain('US');
    expect(search('en', 'ivory coast')[0]).toBe('CI');
    expect(search('en', 'czech republic')[0]).toBe('CZ');
    expect(search('en', 'czechia')[0]).toBe('CZ');
    expect(search('en', 'turkey')[0]).toBe('TR');
    expect(search('en', 'swaziland')[0]).toBe('SZ');
    expect(search('en', 'burma')[0]).toBe('MM');
    expect(search('en', 'macedonia')[0]).toBe('MK');
    expect(search('en', 'uae')[0]).toBe('AE');
    expect(search('en', 'drc')[0]).toBe('CD');
    expect(search('en', 'south korea')[0]).toBe('KR');
    expect(search('en', 'north korea')[0]).toBe('KP');
    expect(search('en', 'vatican')[0]).toBe('VA');
    expect(search('en', 'saint lucia')[0]).toBe('LC');
    // Aliases count from a word start only: "land" does not find the UK through "England".
    expect(search('en', 'land')).not.toContain('GB');
  });

  it('finds a country by its calling code, with or without +', () => {
    expect(search('en', '+49')).toEqual(['DE']);
    expect(search('en', '49')).toEqual(['DE']);
    expect(search('en', '+44')).toEqual(['GB', 'GG', 'IM', 'JE']);
    expect(search('en', '+1')[0]).toBe('US');
    expect(search('en', '+1')).toContain('CA');
    // The start of a whole number still finds its country.
    expect(search('en', '+49 30')).toEqual(['DE']);
    expect(
      search('en', '+4').every((code) =>
        countryIndex('en')
          .byCode.get(code as 'DE')
          ?.callingCode.startsWith('4'),
      ),
    ).toBe(true);
  });

  it('finds a country by its ISO code, first', () => {
    expect(search('en', 'de')[0]).toBe('DE');
    expect(search('en', 'DE')[0]).toBe('DE');
    expect(search('en', 'de')).toContain('DK');
  });

  it('ranks names that start with the query before names that contain it', () => {
    const results = search('en', 'ger');
    expect(results[0]).toBe('DE');
    expect(results).toEqual(expect.arrayContaining(['DZ', 'NE', 'NG']));
    expect(results.indexOf('DE')).toBeLessThan(results.indexOf('DZ'));
    expect(results.indexOf('DE')).toBeLessThan(results.indexOf('NE'));
  });

  it('searches the localized and the English name', () => {
    expect(search('de', 'deutsch')[0]).toBe('DE');
    expect(search('de', 'germany')[0]).toBe('DE');
    expect(search('de', 'Vereinigtes')[0]).toBe('GB');
    expect(search('de', 'uk')[0]).toBe('GB');
  });

  it('searches Arabic names in the Arabic locale', () => {
    expect(search('ar', 'ألمانيا')[0]).toBe('DE');
    expect(search('ar', 'مصر')[0]).toBe('EG');
    expect(search('ar', 'الجزائر')[0]).toBe('DZ');
    expect(search('ar', 'germany')[0]).toBe('DE');
  });

  it('returns everything, in order, for a query with nothing to search for', () => {
    const all = countryIndex('en').sorted.map((e) => e.code);
    expect(search('en', '')).toEqual(all);
    expect(search('en', '  ')).toEqual(all);
    expect(search('en', '+')).toEqual(all);
    expect(search('en', 'zzzz')).toEqual([]);
  });

  it('searches only the entries it is given', () => {
    const index = countryIndex('en');
    const few = index.sorted.filter((e) => e.code === 'AT' || e.code === 'DE');
    expect(searchCountries(few, 'ger', index.searchCollator).map((e) => e.code)).toEqual(['DE']);
  });

  it('is fast enough to run on every key', () => {
    const index = countryIndex('en');
    const start = performance.now();
    for (const query of ['a', 'an', 'and', 'e', 'is', 'ia'])
      searchCountries(index.sorted, query, index.searchCollator);
    expect((performance.now() - start) / 6).toBeLessThan(50);
  });
});
