import { AsYouType, type CountryCode } from 'libphonenumber-js/core';
import { MIN_METADATA } from './metadata';

/**
 * Shows typed characters exactly as libphonenumber-js's AsYouType would.
 * formatAsYouType('2015550123', 'US') === '(201) 555-0123'
 */
export function formatAsYouType(typed: string, country: CountryCode | undefined): string {
  return new AsYouType(country, MIN_METADATA).input(typed);
}
