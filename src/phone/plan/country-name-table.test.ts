import { describe, expect, it } from 'vitest';
import { ALL_COUNTRIES } from './countries';
import { countryKey } from './country-key';
import { countryNameTable } from './country-name-table';

const table = countryNameTable(['de']);
const lookup = (value: string) => table[countryKey(value)];

describe('countryNameTable: a country column as lists write it', () => {
  it.each([
    ['Australia', 'AU'],
    ['Deutschland', 'DE'],
    ['Germany', 'DE'],
    ['UK', 'GB'],
    ["Côte d'Ivoire", 'CI'],
    ['Côte d’Ivoire', 'CI'],
    ['cote divoire', 'CI'],
    ['+61', 'AU'],
    ['61', 'AU'],
    ['+1', 'US'],
    ['deu', 'DE'],
    ['GBR', 'GB'],
    ['España', 'ES'],
    ['日本', 'JP'],
    ['Vereinigtes Königreich', 'GB'],
    ['Saint Kitts and Nevis', 'KN'],
  ])('%j → %s', (value, code) => expect(lookup(value)).toBe(code));

  it('names nothing for what is no country', () => {
    expect(lookup('Atlantis')).toBeUndefined();
    expect(lookup('999')).toBeUndefined();
  });

  it('finds every country by its ISO code and by its English name', () => {
    const english = new Intl.DisplayNames('en', { type: 'region' });
    const missed = ALL_COUNTRIES.filter(
      ({ code }) => lookup(code) !== code || lookup(english.of(code) ?? code) !== code,
    );
    expect(missed.map((c) => c.code)).toEqual([]);
  });
});
