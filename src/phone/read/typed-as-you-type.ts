/**
 * The typed text read once by libphonenumber-js's AsYouType, shared: a keystroke formats the text, describes it,
 * validates it and takes its value, and all of them read this one AsYouType rather than each running its own.
 * typedAsYouType('2015550123', 'US') → { text: '(201) 555-0123', callingCode: '1', national: '2015550123', … }
 * (the same object for the same input). The AsYouType returned is only read (getters), never fed more input.
 *
 * A typed '00' + a calling code is read as a paste reads it (normalisePasted): where 00 is not the country's international prefix
 * and no national number of the country starts with 00, it is '+'. The text stays as typed (the field's reducer
 * rewrites the prefix to '+' once the calling code is known):
 * typedAsYouType('0044', 'US') → { text: '0044', callingCode: '44', national: '', international: true, … }
 * typedAsYouType('0044', 'DE') → as AsYouType reads it (Germany dials 00 abroad): { text: '00 44', … }
 * typedAsYouType('0044', 'JP') → as AsYouType reads it (Japanese numbers can start 00): a national number
 * Typed one key at a time, digits that may still become the country's own prefix wait: '001' in Australia (0011 …).
 */
import { AsYouType, type CountryCode } from 'libphonenumber-js/core';
import { nationalDigitsOf } from '../metadata/internals';
import { MIN_METADATA } from '../metadata/metadata';
import { canBeNumberOf } from '../plan/country-fit';
import { allCallingCodes, planOf } from '../plan/numbering-plan';
import { patternMatch } from '../plan/partial-match';
import { inputSafely } from './input-safely';
import { withPlusForDoubleZero } from './normalise-pasted';

export interface TypedReading {
  readonly text: string;
  readonly asYouType: AsYouType;
  /** The calling code typed (international) or the country's (national); undefined while unknown. */
  readonly callingCode: string | undefined;
  /** The national significant digits read so far. */
  readonly national: string;
  /** Typed with '+' or an international prefix. */
  readonly international: boolean;
}

// A few recent readings: one keystroke asks for the same one three or four times.
const LIMIT = 8;
const recent = new Map<string, TypedReading>();

const startsWith00 = new Map<CountryCode, boolean>();

/** Whether some national number of the country starts with 00 (ID, JP, KR …): then a typed 00 may be national. */
function nationalCanStartWith00(country: CountryCode): boolean {
  let answer = startsWith00.get(country);
  if (answer === undefined) startsWith00.set(country, (answer = canBeNumberOf('00', country, MIN_METADATA)));
  return answer;
}

const ownPrefixes = new Map<CountryCode, string | undefined>();

/**
 * Whether more digits can still make the typed ones the country's own international prefix and a calling code
 * (Australia dials 0011: '001' may be that, not 00 + 1). A paste has all its digits; typing has them one by one.
 */
function mayBecomeOwnPrefix(typed: string, country: CountryCode): boolean {
  if (!ownPrefixes.has(country)) {
    const idd = planOf(country, MIN_METADATA)?.internationalPrefixPattern;
    const codes = allCallingCodes(MIN_METADATA).join('|');
    ownPrefixes.set(country, idd ? `(?:${idd})(?:${codes})\\d*` : undefined);
  }
  const pattern = ownPrefixes.get(country);
  return pattern !== undefined && patternMatch(pattern, typed) !== 'none';
}

/** The characters AsYouType is to read: '00' + a calling code as '+', where a paste would make it so. */
function asRead(typed: string, country: CountryCode | undefined): string {
  if (!typed.startsWith('00') || (country && nationalCanStartWith00(country))) return typed;
  const read = withPlusForDoubleZero(typed, { country });
  return read !== typed && country && mayBecomeOwnPrefix(typed, country) ? typed : read;
}

function read(typed: string, country: CountryCode | undefined): TypedReading {
  const asYouType = new AsYouType(country, MIN_METADATA);
  const input = asRead(typed, country);
  const formatted = inputSafely(asYouType, input);
  // Read as '+': the characters typed stand until the field rewrites the prefix.
  const text = input === typed ? formatted : typed;
  const international = asYouType.isInternational();
  const callingCode =
    (international ? asYouType.getCallingCode() : country && planOf(country, MIN_METADATA)?.callingCode) ||
    undefined;
  return { text, asYouType, callingCode, national: nationalDigitsOf(asYouType), international };
}

export function typedAsYouType(typed: string, country: CountryCode | undefined): TypedReading {
  const key = `${country ?? ''}|${typed}`;
  let reading = recent.get(key);
  if (reading) {
    // Most recently used last, so the oldest goes first.
    recent.delete(key);
  } else {
    reading = read(typed, country);
    if (recent.size >= LIMIT) recent.delete(recent.keys().next().value as string);
  }
  recent.set(key, reading);
  return reading;
}
