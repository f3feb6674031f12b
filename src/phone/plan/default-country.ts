import type { CountryCode } from 'libphonenumber-js/core';
import { isCountryCode } from './countries';

/** 'de-AT' → 'AT'; 'de' → 'DE' (likely subtags); 'es-419', 'und', 'not a tag' → undefined. */
export function regionOf(tag: string): string | undefined {
  try {
    const locale = new Intl.Locale(tag);
    if (locale.region) return locale.region;
    // "Undetermined" would maximize to en-US: a guess about nothing.
    return locale.baseName === 'und' ? undefined : locale.maximize().region;
  } catch {
    return undefined;
  }
}

/**
 * The country to start with, without any network call: the user's last choice when it is a country the metadata
 * knows, else the region of the first of the browser's languages that has one ('de-AT' → AT; 'de' → DE by likely
 * subtags), else none. Pass `navigator.languages` and the stored choice in: nothing here reads the browser.
 */
export function defaultCountry(input: {
  readonly stored: string | null | undefined;
  readonly languages: readonly string[];
}): CountryCode | undefined {
  if (isCountryCode(input.stored)) return input.stored;
  for (const tag of input.languages) {
    const region = regionOf(tag);
    if (isCountryCode(region)) return region;
  }
  return undefined;
}

/** Every country the browser's languages name, in their order, once each: ['en-GB', 'de', 'fr-CH'] → GB, DE, CH. */
export function languageCountries(languages: readonly string[]): CountryCode[] {
  const found: CountryCode[] = [];
  for (const tag of languages) {
    const region = regionOf(tag);
    if (isCountryCode(region) && !found.includes(region)) found.push(region);
  }
  return found;
}
