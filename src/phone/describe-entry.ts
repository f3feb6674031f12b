import { AsYouType, type CountryCode } from 'libphonenumber-js/core';
import { MIN_METADATA } from './metadata';
import { resolveFromAsYouType } from './resolve-country';

export interface EntryDescription {
  /** The field's text: exactly what AsYouType shows for these characters. */
  readonly text: string;
  /** The country the selector should show now (undefined: undecided, or a non-geographic number). */
  readonly country: CountryCode | undefined;
  readonly callingCode: string | undefined;
  readonly nonGeographic: boolean;
  /** Typed with '+' or an international dialling prefix (00, 011, 8~10 …). */
  readonly international: boolean;
  /** The digits decided a country other than the selected one. */
  readonly countryChangedAutomatically: boolean;
}

/**
 * What the typed characters show and mean, with one AsYouType pass.
 * describeEntry('+4420', 'US') → { text: '+44 20', country: 'GB', international: true, … }
 */
export function describeEntry(typed: string, selected: CountryCode | undefined): EntryDescription {
  const asYouType = new AsYouType(selected, MIN_METADATA);
  const text = asYouType.input(typed);
  const resolution = resolveFromAsYouType(asYouType, selected);
  // Until a calling code is known (a lone '+', an unknown code) the selected country stands.
  const country = resolution.nonGeographic ? undefined : (resolution.country ?? selected);
  return {
    text,
    ...resolution,
    country,
    countryChangedAutomatically: country !== undefined && country !== selected,
  };
}
