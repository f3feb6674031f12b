/**
 * The typed text read once by libphonenumber-js's AsYouType, shared: a keystroke formats the text, describes it,
 * validates it and takes its value, and each of those used to run its own AsYouType over the same characters.
 * typedAsYouType('2015550123', 'US') → { text: '(201) 555-0123', asYouType } (the same object for the same input).
 * The AsYouType returned is only read (getters), never fed more input.
 */
import { AsYouType, type CountryCode } from 'libphonenumber-js/core';
import { inputSafely } from './input-safely';
import { MIN_METADATA } from '../metadata/metadata';
import { resolveFromAsYouType, type CountryResolution } from '../country/resolve-country';

export interface TypedReading {
  readonly text: string;
  readonly asYouType: AsYouType;
}

// A few recent readings: one keystroke asks for the same one three or four times.
const LIMIT = 8;
const recent = new Map<string, TypedReading>();

export function typedAsYouType(typed: string, country: CountryCode | undefined): TypedReading {
  const key = `${country ?? ''}|${typed}`;
  let reading = recent.get(key);
  if (reading) {
    // Most recently used last, so the oldest goes first.
    recent.delete(key);
  } else {
    const asYouType = new AsYouType(country, MIN_METADATA);
    reading = { text: inputSafely(asYouType, typed), asYouType };
    if (recent.size >= LIMIT) recent.delete(recent.keys().next().value as string);
  }
  recent.set(key, reading);
  return reading;
}

const resolutions = new WeakMap<TypedReading, CountryResolution>();

/** The country the reading settles on (describing and judging a keystroke both ask), resolved once per reading. */
export function typedResolution(typed: string, country: CountryCode | undefined): CountryResolution {
  const reading = typedAsYouType(typed, country);
  let resolution = resolutions.get(reading);
  if (!resolution) {
    resolution = resolveFromAsYouType(reading.asYouType, country);
    resolutions.set(reading, resolution);
  }
  return resolution;
}
