import type { CountryCode } from './countries';

/**
 * Names people type that the CLDR names (localized or English) do not contain.
 * Kept short on purpose: only common, unambiguous names; the English name is searched anyway,
 * so "South Korea", "Burma" (in "Myanmar (Burma)") and "Macedonia" (in "North Macedonia") need no entry.
 */
export const COUNTRY_ALIASES: Readonly<Partial<Record<CountryCode, readonly string[]>>> = {
  AE: ['UAE'],
  CD: ['DRC', 'DR Congo', 'Democratic Republic of the Congo'],
  CG: ['Republic of the Congo'],
  CI: ['Ivory Coast'],
  CV: ['Cabo Verde'],
  CZ: ['Czech Republic'],
  GB: ['UK', 'Great Britain', 'Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland'],
  NL: ['Holland'],
  PS: ['Palestine'],
  RU: ['Russian Federation'],
  SZ: ['Swaziland'],
  TL: ['East Timor'],
  TR: ['Turkey'],
  US: ['USA', 'America', 'United States of America'],
  VA: ['Holy See'],
};
