/**
 * src/phone/judge: validity with reasons, number type, output forms, and a list cell's verdict (the list cleaner's
 * fast path lives here too). Everything above src/phone (react, components, features) judges numbers through here.
 *
 * The typed number read once, the way the field reads it, for validation and output:
 * judgeNumber('07797900123', 'GB', max) → { country: 'JE', callingCode: '44', national: '7797900123', type: 'MOBILE', … }
 * numberFor(judged, metadata) is that number as a libphonenumber-js PhoneNumber of the judged country (not just of the
 * calling code's main country), so its formats are Jersey's, the Isle of Man's, Åland's …
 */
import type { CountryCode, PhoneNumber } from 'libphonenumber-js/core';
import { resolveCountry, type CountryResolution } from '../country/resolve-country';
import { phoneNumberIn } from '../metadata/internals';
import { MIN_METADATA, type MetadataJson } from '../metadata/metadata';
import { isValidIn } from '../plan/number-type';
import { plainReading, type PlainReading } from '../read/plain-reading';
import { typedTrunkPrefixedReading } from '../read/trunk-prefixed-reading';
import { typedAsYouType } from '../read/typed-as-you-type';

export interface JudgedNumber extends CountryResolution {
  /** The national significant digits typed (no calling code, international or trunk prefix). */
  readonly national: string;
  /** '+' and every digit of the number, partial while incomplete; undefined while there is none. */
  readonly value: string | undefined;
}

/**
 * The typed text as the field reads it (AsYouType for the country shown), its country decided with the given
 * metadata's rules and the user's pick (by default the country shown).
 */
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

/**
 * The same reading for a plain number (see plain-reading.ts) without AsYouType, or undefined where only AsYouType
 * can tell: judgePlainNumber('+447797900123', 'FR', max) equals judgeNumber('+447797900123', 'FR', max).
 */
export function judgePlainNumber(
  typed: string,
  selected: CountryCode | undefined,
  metadata: MetadataJson,
): JudgedNumber | undefined {
  return judgedOf(plainReading(typed, selected, metadata), selected, metadata);
}

/**
 * judgePlainNumber, and also a national number typed with its trunk prefix ('1 555 0123' in the US), read as
 * AsYouType reads it (typedTrunkPrefixedReading): a list's invalid rows, where AsYouType was the costliest step.
 * Apart from judgePlainNumber so that screens that only read E.164 values do not carry it.
 */
export function judgeListNumber(
  typed: string,
  selected: CountryCode | undefined,
  metadata: MetadataJson,
): JudgedNumber | undefined {
  const reading =
    plainReading(typed, selected, metadata) ??
    (selected && typedTrunkPrefixedReading(typed, selected, metadata));
  return judgedOf(reading, selected, metadata);
}

function judgedOf(
  reading: PlainReading | undefined,
  selected: CountryCode | undefined,
  metadata: MetadataJson,
): JudgedNumber | undefined {
  if (!reading) return undefined;
  const { callingCode, national, international } = reading;
  return {
    ...resolveCountry({ callingCode, national, selected, international }, metadata),
    national,
    value: `+${callingCode}${national}`,
  };
}

/** The number as a PhoneNumber of the judged country (or of its non-geographic calling code). */
export function numberFor(judged: JudgedNumber, metadata: MetadataJson): PhoneNumber | undefined {
  const plan = judged.country ?? (judged.nonGeographic ? judged.callingCode : undefined);
  if (!plan || judged.national === '') return undefined;
  return phoneNumberIn(plan, judged.national, metadata);
}

/**
 * The number as a valid PhoneNumber of its country, undefined when it is valid nowhere. With the full metadata the
 * judged number mostly says so itself (it has a type); with the small one only the plan's general pattern is checked.
 */
export function validNumberFor(judged: JudgedNumber, metadata: MetadataJson): PhoneNumber | undefined {
  const plan = judged.country ?? (judged.nonGeographic ? judged.callingCode : undefined);
  if (!plan || judged.national === '') return undefined;
  const valid = judged.type !== undefined || isValidIn(plan, judged.national, metadata);
  return valid ? numberFor(judged, metadata) : undefined;
}
