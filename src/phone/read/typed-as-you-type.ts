/**
 * The typed text read once by libphonenumber-js's AsYouType, shared: a keystroke formats the text, describes it,
 * validates it and takes its value, and each of those used to run its own AsYouType over the same characters.
 * typedAsYouType('2015550123', 'US') → { text: '(201) 555-0123', callingCode: '1', national: '2015550123', … }
 * (the same object for the same input). The AsYouType returned is only read (getters), never fed more input.
 */
import { AsYouType, type CountryCode } from 'libphonenumber-js/core';
import { nationalDigitsOf } from '../metadata/internals';
import { MIN_METADATA } from '../metadata/metadata';
import { planOf } from '../plan/numbering-plan';
import { inputSafely } from './input-safely';

export interface TypedReading {
  readonly text: string;
  readonly asYouType: AsYouType;
  /** The calling code typed (international) or the country's (national); undefined while unknown. */
  readonly callingCode: string | undefined;
  /** The national significant digits read so far. */
  readonly national: string;
  /** Typed with '+' or an international dialling prefix. */
  readonly international: boolean;
}

// A few recent readings: one keystroke asks for the same one three or four times.
const LIMIT = 8;
const recent = new Map<string, TypedReading>();

function read(typed: string, country: CountryCode | undefined): TypedReading {
  const asYouType = new AsYouType(country, MIN_METADATA);
  const text = inputSafely(asYouType, typed);
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
