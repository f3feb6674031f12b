/**
 * What the typed characters show and mean, with one AsYouType pass per keystroke.
 * describeEntry('+4420', 'US')
 *   → { text: '+44 20', country: 'GB', callingCode: '44', international: true, countryChangedAutomatically: true,
 *       nonGeographic: false, typedWithPlus: '+4420' }
 * describeEntry('011442079460958', 'US')
 *   → { text: '011 44 20 7946 0958', country: 'GB', typedWithPlus: '+442079460958', … }
 */
import type { CountryCode } from 'libphonenumber-js/core';
import { splitInternationalPrefix } from '../read/international-prefix';
import { typedAsYouType, typedResolution } from '../read/typed-as-you-type';

export interface EntryDescription {
  /** The field's text: exactly what AsYouType (small metadata, the selected country) shows for these characters. */
  readonly text: string;
  /** The country the selector should show now (undefined: none selected and none decided, or a non-geographic number). */
  readonly country: CountryCode | undefined;
  readonly callingCode: string | undefined;
  readonly nonGeographic: boolean;
  /** Typed with '+' or an international dialling prefix (00, 011, 8~10 …). */
  readonly international: boolean;
  /** The digits decided a country other than the selected one (worth announcing). */
  readonly countryChangedAutomatically: boolean;
  /**
   * The same number with '+' in place of the international prefix, once a calling code follows it
   * ('011 44 20' from the US → '+4420'); the typed string itself when it starts with '+'; undefined otherwise.
   * An international prefix means something only for the country whose prefix it is (011 is national in GB),
   * so switch to this form before formatting for another country.
   */
  readonly typedWithPlus: string | undefined;
}

function withPlus(typed: string, selected: CountryCode | undefined, callingCode: string | undefined): string | undefined {
  if (callingCode === undefined) return undefined;
  if (typed.startsWith('+')) return typed;
  const split = splitInternationalPrefix(typed, selected);
  return split?.callingCode === callingCode ? `+${split.rest}` : undefined;
}

export function describeEntry(typed: string, selected: CountryCode | undefined): EntryDescription {
  const { text } = typedAsYouType(typed, selected);
  const { country, callingCode, nonGeographic, international } = typedResolution(typed, selected);
  return {
    text,
    country,
    callingCode,
    nonGeographic,
    international,
    countryChangedAutomatically: country !== selected,
    typedWithPlus: international ? withPlus(typed, selected, callingCode) : undefined,
  };
}
