import type { CountryCode } from 'libphonenumber-js/core';
import { regionOf } from './default-country';

/**
 * Countries a number could belong to, ranked for the person typing it: the regions of their languages first, in the
 * order of their languages ('en-GB' → GB; 'de' → DE by likely subtags), then the rest as given. Stable, pure.
 * rankCountries(['AU', 'DE', 'GB'], ['en-GB', 'de']) → ['GB', 'DE', 'AU']
 */
export function rankCountries(
  countries: readonly CountryCode[],
  languages: readonly string[],
): CountryCode[] {
  const rank = new Map<string, number>();
  languages.forEach((tag, i) => {
    const region = regionOf(tag);
    if (region && !rank.has(region)) rank.set(region, i);
  });
  const order = (country: CountryCode) => rank.get(country) ?? Infinity;
  return [...countries].sort((a, b) => order(a) - order(b));
}
