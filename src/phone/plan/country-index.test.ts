import { describe, expect, it } from 'vitest';
import { countryIndex } from './country-index';

describe('countryIndex', () => {
  it('names every country in the locale, sorted with its collator', () => {
    const de = countryIndex('de');
    expect(de.sorted).toHaveLength(245);
    expect(de.byCode.get('DE')?.name).toBe('Deutschland');
    const names = de.sorted.map((e) => e.name);
    const collator = new Intl.Collator('de');
    expect([...names].sort(collator.compare)).toEqual(names);
    // German sorting puts Ägypten with the A's, not after Z.
    expect(names.indexOf('Ägypten')).toBeLessThan(names.indexOf('Belgien'));
  });

  it('keeps the English name and its spelled-out variant for searching', () => {
    const de = countryIndex('de');
    expect(de.byCode.get('DE')?.searchNames).toEqual(['Deutschland', 'Germany']);
    expect(countryIndex('en').byCode.get('KN')?.searchNames).toEqual([
      'St. Kitts & Nevis',
      'Saint Kitts and Nevis',
    ]);
  });

  it('knows the main country of a shared calling code', () => {
    const en = countryIndex('en');
    expect(en.byCode.get('US')?.mainForCallingCode).toBe(true);
    expect(en.byCode.get('CA')?.mainForCallingCode).toBe(false);
    expect(en.byCode.get('GB')?.mainForCallingCode).toBe(true);
    expect(en.byCode.get('JE')?.mainForCallingCode).toBe(false);
  });

  it('is built once per locale and survives a malformed locale', () => {
    expect(countryIndex('fr')).toBe(countryIndex('fr'));
    expect(countryIndex('not a locale!').byCode.get('DE')?.name).toBe('Germany');
  });
});
