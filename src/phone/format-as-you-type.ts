import { AsYouType, type CountryCode } from 'libphonenumber-js/core';
import { inputSafely } from './input-safely';
import { MIN_METADATA } from './metadata';

/**
 * Shows typed characters exactly as libphonenumber-js's AsYouType would.
 * formatAsYouType('2015550123', 'US') === '(201) 555-0123'
 */
export function formatAsYouType(typed: string, country: CountryCode | undefined): string {
  return inputSafely(new AsYouType(country, MIN_METADATA), typed);
}
