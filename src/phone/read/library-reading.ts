/**
 * What libphonenumber-js itself reads from a text: parsePhoneNumberFromString with the default country, the answer
 * the one judgement equals (judge/judgement.ts). Digits of scripts it does not read (Devanagari, Thai, Bengali …)
 * can be given to it as ASCII first: withLibraryDigits('०२० ७९४६ ०९५८') === '020 7946 0958'.
 */
import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/core';
import type { MetadataJson } from '../metadata/metadata';
import { asciiDigit } from './unicode-digits';

export type { PhoneNumber };

export function libraryReading(
  text: string,
  defaultCountry: CountryCode | undefined,
  metadata: MetadataJson,
): PhoneNumber | undefined {
  // It reads no number from fewer than two of its digits (its shortest national number has two), and says so by
  // throwing inside: an error's stack for every word in a list ('n/a', 'ask reception') took 0.6 µs a row.
  if (!TWO_LIBRARY_DIGITS.test(text)) return undefined;
  try {
    return parsePhoneNumberFromString(text, { defaultCountry }, metadata);
  } catch {
    // It returns undefined for what it cannot read; a throw would be a bug of its own, read as "no number".
    return undefined;
  } finally {
    // A phone-context check that fails ('!' is neither digits nor a domain; the FromString parse answers undefined).
    if (text.includes(PHONE_CONTEXT)) parsePhoneNumberFromString(FAILING_PHONE_CONTEXT, {}, metadata);
  }
}

/**
 * libphonenumber-js (1.13.16) checks a tel: URI's phone-context with two regular expressions flagged 'g', by `test`:
 * a match leaves its lastIndex behind, and the next phone-context is checked from there, so the same text read twice
 * gave two answers ('+6433316005', then none). A check that fails sets both back to 0: made after every text that
 * had a phone-context, each such text is read as the first one is.
 */
const PHONE_CONTEXT = ';phone-context=';
const FAILING_PHONE_CONTEXT = 'tel:12;phone-context=!';

// The decimal digits libphonenumber-js reads itself: ASCII, full-width, Arabic-Indic and Eastern Arabic-Indic.
const LIBRARY_DIGIT = /[0-9\uFF10-\uFF19\u0660-\u0669\u06F0-\u06F9]/u;
const TWO_LIBRARY_DIGITS = new RegExp(`${LIBRARY_DIGIT.source}[^]*${LIBRARY_DIGIT.source}`, 'u');
const ANY_DIGIT = /\p{Nd}/u;

/** The text with every decimal digit libphonenumber-js does not read written as ASCII; undefined when it has none. */
export function withLibraryDigits(text: string): string | undefined {
  return libraryDigits(text)?.text;
}

/**
 * The same, with where each of its characters was in the text given (a digit outside the Basic Multilingual Plane,
 * '𝟎', is two UTF-16 units there and one here): at[i] is the text's index of the result's i-th unit; at[length] is
 * the text's length.
 */
export function libraryDigits(
  text: string,
): { readonly text: string; readonly at: readonly number[] } | undefined {
  let changed = false;
  let out = '';
  const at: number[] = [];
  let index = 0;
  for (const char of text) {
    const digit = ANY_DIGIT.test(char) && !LIBRARY_DIGIT.test(char) ? asciiDigit(char) : undefined;
    const written = digit ?? char;
    if (digit !== undefined) changed = true;
    for (let unit = 0; unit < written.length; unit++) at.push(index + unit);
    out += written;
    index += char.length;
  }
  at.push(index);
  return changed ? { text: out, at } : undefined;
}
