import type { CountryCode } from 'libphonenumber-js/core';
import { isCountryCode } from './countries';

function regionOf(tag: string): string | undefined {
  try {
    const locale = new Intl.Locale(tag);
    return locale.region ?? locale.maximize().region;
  } catch {
    return undefined;
  }
}

/**
 * The country to start with, without any network call: the user's last choice, else the region of the
 * browser's languages ('de-AT' → AT; 'de' → DE by likely subtags), else none.
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
