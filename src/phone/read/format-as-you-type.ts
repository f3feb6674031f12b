import type { CountryCode } from 'libphonenumber-js/core';
import { typedAsYouType } from './typed-as-you-type';

/**
 * Shows typed characters exactly as libphonenumber-js's AsYouType would.
 * formatAsYouType('2015550123', 'US') === '(201) 555-0123'
 */
export function formatAsYouType(typed: string, country: CountryCode | undefined): string {
  return typedAsYouType(typed, country).text;
}
