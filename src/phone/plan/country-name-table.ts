/**
 * Every way a list names a country, as the picker's search knows them, for the list cleaner's country column: the ISO
 * codes (alpha-2, alpha-3), the names in the UI language and in English with their spelled-out variants, each
 * country's own name (in its main language: 'Deutschland', '日本'), the aliases ('UK', 'Holland') and the calling code
 * of the code's main country ('44', '+44' → GB). Keys are countryKey()s; a key two countries would claim is left out.
 * countryNameTable(['en'])['deutschland'] → 'DE'
 */
import { ALL_COUNTRIES, type CountryCode } from './countries';
import { countryKey } from './country-key';
import { alpha3 } from './alpha3';
import { countryIndex } from './country-index';
import { endonymOf } from './endonym';

export function countryNameTable(locales: readonly string[]): Record<string, CountryCode> {
  const claims = new Map<string, Set<CountryCode>>();
  const claim = (name: string | undefined, code: CountryCode) => {
    const key = name === undefined ? '' : countryKey(name);
    if (key === '') return;
    const codes = claims.get(key) ?? new Set<CountryCode>();
    codes.add(code);
    claims.set(key, codes);
  };
  for (const locale of new Set([...locales, 'en'])) {
    for (const entry of countryIndex(locale).sorted) {
      for (const name of [entry.name, ...entry.searchNames, ...entry.aliases]) claim(name, entry.code);
    }
  }
  const mainOfCode = new Map<string, CountryCode>();
  for (const entry of countryIndex('en').sorted) {
    if (entry.mainForCallingCode) mainOfCode.set(entry.callingCode, entry.code);
  }
  for (const { code } of ALL_COUNTRIES) {
    claim(code, code);
    claim(alpha3(code), code);
    claim(endonymOf(code), code);
  }
  const table: Record<string, CountryCode> = {};
  for (const [key, codes] of claims) {
    if (codes.size === 1) table[key] = [...codes][0] as CountryCode;
  }
  // A calling code names its main country; digits are never a name, so nothing else claims them.
  for (const [callingCode, code] of mainOfCode) table[callingCode] = code;
  return table;
}
