import { getExampleNumber, type CountryCode } from 'libphonenumber-js/core';
import examples from 'libphonenumber-js/mobile/examples';
import { formatAsYouType } from './format-as-you-type';
import { MIN_METADATA } from './metadata';

/** A country's example mobile number, written as the field would show it (for a placeholder). */
export function exampleNumber(country: CountryCode): string | undefined {
  const example = getExampleNumber(country, examples, MIN_METADATA);
  if (!example) return undefined;
  return formatAsYouType(example.formatNational().replace(/[^\d+]/g, ''), country);
}
