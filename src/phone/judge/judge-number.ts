/**
 * The typed number as the field shows it while it is typed: AsYouType's reading (small metadata, the shown
 * country) and the country it points to so far, decided with the given metadata's rules and the user's pick.
 * judgeNumber('07797900123', 'GB', max) → { country: 'JE', callingCode: '44', national: '7797900123', type: 'MOBILE', … }
 * The verdict on the number (valid or why not) is judge()'s; this only says which flag to show while that is open.
 */
import type { CountryCode } from 'libphonenumber-js/core';
import { resolveCountry, type CountryResolution } from '../country/resolve-country';
import { MIN_METADATA, type MetadataJson } from '../metadata/metadata';
import { typedAsYouType } from '../read/typed-as-you-type';

export interface JudgedNumber extends CountryResolution {
  /** The national significant digits typed (no calling code, international or trunk prefix). */
  readonly national: string;
  /** '+' and every digit of the number, partial while incomplete; undefined while there is none. */
  readonly value: string | undefined;
}

export function judgeNumber(
  typed: string,
  selected: CountryCode | undefined,
  metadata: MetadataJson = MIN_METADATA,
  pick: CountryCode | undefined = selected,
): JudgedNumber {
  const reading = typedAsYouType(typed, selected);
  const { callingCode, national, international } = reading;
  return {
    ...resolveCountry({ callingCode, national, selected: pick, international }, metadata),
    national,
    value: reading.asYouType.getNumberValue(),
  };
}
