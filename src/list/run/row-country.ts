/**
 * A row's own country, from its country cell, for the list's judgement (normalise-chunk.ts): an ISO code, or a name,
 * alpha-3 code or calling code the page's table of country names knows.
 */
import { isCountryCode, type CountryCode } from '../../phone/plan/countries';
import { countryKey } from '../../phone/plan/country-key';
import { NO_COUNTRY } from '../table/no-country';

/**
 * A row's own country cell: an ISO code ('gb', ' DE '), or a name, alpha-3 code or calling code the page's table
 * knows; undefined when empty, null when it names nothing known.
 */
export function rowCountry(
  cells: readonly string[],
  column: number | undefined,
  names: Readonly<Record<string, CountryCode>> | undefined,
): CountryCode | undefined | null {
  if (column === undefined) return undefined;
  const cell = cells[column] ?? '';
  const code = cell.trim().toUpperCase();
  if (code === '') return undefined;
  if (NO_COUNTRY.has(code)) return null;
  if (isCountryCode(code)) return code;
  const key = countryKey(cell);
  return (names && Object.hasOwn(names, key) ? names[key] : undefined) ?? null;
}
