/**
 * Telfield's documented differences from libphonenumber-js max (docs/judgement.md), as predicates: which one, if any,
 * explains where a path's answer departs from the library's on a case. Every difference turns "no valid number"
 * into a valid one, or says more about why not; none turns one valid number into another.
 */
import {
  findPhoneNumbersInText,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/max/metadata';
import { withLibraryDigits } from '../src/phone/read/library-reading';
import { spreadsheetDigits } from '../src/phone/read/spreadsheet-float';

export type Difference =
  | 'other-script-digits'
  | 'international-prefix'
  | 'phoneword'
  | 'several-numbers'
  | 'input-limit'
  | 'long-extension'
  | 'extension-too-long'
  | 'digits-so-far'
  | 'hash-suffix'
  | 'spreadsheet-whole';

/** The longest text libphonenumber-js parses (its MAX_INPUT_STRING_LENGTH); a longer one is no number to it. */
const LIBRARY_INPUT_LIMIT = 250;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Why Telfield reads a valid number where libphonenumber-js reads none, or none valid; undefined: unexplained. */
export function explainValid(
  text: string,
  defaultCountry: CountryCode | undefined,
  library: PhoneNumber | undefined,
  e164: string,
  extension: string,
): Difference | undefined {
  if (withLibraryDigits(text) !== undefined) return 'other-script-digits';
  // A number a spreadsheet wrote as a float ('447400123456.0') or in scientific notation that kept every digit.
  const whole = spreadsheetDigits(text);
  if (whole && parsePhoneNumberFromString(whole, { defaultCountry }, maxMetadata)?.number === e164)
    return 'spreadsheet-whole';
  const digits = digitsOf(text.split(/[;,#~xX]|ext|доб/)[0] ?? '');
  // '00' or '011' and the calling code read as '+', where that is not the country's own international prefix.
  if (/^(?:00|011)/.test(digits) && e164.slice(1) === digits.replace(/^(?:00|011)/, ''))
    return 'international-prefix';
  if (/[A-Za-z]{2,}/.test(text) && e164.length - 1 > digitsOf(text).length - extension.length)
    return 'phoneword';
  // libphonenumber-js reads no text longer than its input limit (250 characters); Telfield reads the number in it.
  if (!library && text.length > LIBRARY_INPUT_LIMIT) {
    const cut = parsePhoneNumberFromString(
      text.slice(0, LIBRARY_INPUT_LIMIT),
      { defaultCountry },
      maxMetadata,
    );
    if (cut?.number === e164) return 'input-limit';
  }
  if (!library) {
    // One of the numbers libphonenumber-js's own finder finds in the text.
    const found = findPhoneNumbersInText(text, { defaultCountry }, maxMetadata);
    if (found.some((match) => match.number.number === e164)) return 'several-numbers';
    if (extension.length > 6) return 'long-extension';
  }
  return undefined;
}

/** Why Telfield says more than libphonenumber-js about a text that is no valid number to either. */
export function explainReason(status: string, library: PhoneNumber | undefined): Difference | undefined {
  if (status === 'extension-too-long') return 'extension-too-long';
  if (!library) return 'digits-so-far';
  return undefined;
}
