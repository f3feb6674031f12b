/**
 * Every number in a text, as libphonenumber-js max's findPhoneNumbersInText finds them (whole valid numbers, not
 * the digits of dates, times, versions or IDs), each judged as parsePhone judges it alone:
 * findPhones('Office +44 20 7946 0958, mobile 07400 123456 x7', { defaultCountry: 'GB' })
 *   → [{ text: '+44 20 7946 0958', startsAt: 7, endsAt: 23, e164: '+442079460958', … },
 *      { text: '07400 123456 x7', startsAt: 32, endsAt: 47, e164: '+447400123456', extension: '7', … }]
 */
import { findNumbers } from '../judge/find-numbers';
import { isCountryCode } from '../plan/countries';
import { FULL_RULES } from './full-rules';
import { parsedOf, type ParsedPhone } from './parsed-of';
import { countriesOption, type PhoneOptions } from './phone-options';

/** Where a number is in the text and how it is written there. */
export interface PhoneInText {
  /** The number as written in the text, its extension included. */
  readonly text: string;
  /** Where it is in the text: text.slice(startsAt, endsAt). */
  readonly startsAt: number;
  readonly endsAt: number;
}

/** A number found in a text: parsePhone's answer (narrowed by `valid` as it is) and its place. */
export type FoundPhone = ParsedPhone & PhoneInText;

/** Every number in the text, in order, each with parsePhone's verdict; [] when there is none. Never throws. */
export function findPhones(text: string, options?: PhoneOptions): FoundPhone[] {
  if (typeof text !== 'string') return [];
  const context = {
    // Checked here, not in the judgement's finder: libphonenumber-js's finder throws on a country it does not know.
    defaultCountry: isCountryCode(options?.defaultCountry) ? options.defaultCountry : undefined,
    rules: FULL_RULES,
    countries: countriesOption(options),
  };
  return findNumbers(text, context).map(({ startsAt, endsAt, verdict }) =>
    Object.assign(parsedOf(verdict, FULL_RULES.metadata), {
      text: text.slice(startsAt, endsAt),
      startsAt,
      endsAt,
    }),
  );
}
