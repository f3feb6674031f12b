import { getExampleNumber, type CountryCode } from 'libphonenumber-js/core';
import examples from 'libphonenumber-js/mobile/examples';
import { isCountryCode } from '../plan/countries';
import { formatAsYouType } from './format-as-you-type';
import { MIN_METADATA } from '../metadata/metadata';

/**
 * A country's example mobile number, written exactly as the field would show it typed nationally (for a placeholder).
 * exampleNumber('US') === '(201) 555-0123'; exampleNumber('GB') === '07400 123456'; exampleNumber(undefined) === undefined
 */
export function exampleNumber(country: CountryCode | undefined): string | undefined {
  if (!isCountryCode(country)) return undefined;
  const example = getExampleNumber(country, examples, MIN_METADATA);
  if (!example) return undefined;
  return formatAsYouType(example.formatNational().replace(/\D/g, ''), country);
}
