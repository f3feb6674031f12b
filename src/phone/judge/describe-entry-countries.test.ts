import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/max/metadata';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import type { CountryCode } from '../plan/countries';
import { describeEntry } from './describe-entry';
import { MAX_RULES } from './test-helpers';
import { MIN_METADATA } from '../metadata/metadata';
import { typedAsYouType } from '../read/typed-as-you-type';

const display = (typed: string, country: CountryCode | undefined) =>
  new AsYouType(country, MIN_METADATA).input(typed);

/**
 * Each country's example mobile number, typed the three ways a user would, key by key, with the full metadata.
 * While it is incomplete the pick stands; once whole, the country is the one libphonenumber-js (max) gives it. For
 * some territories the example lies in ranges their main country shares, so it is the main country's (IM → GB …).
 */
const countries = getCountries(MIN_METADATA);

describe.each(countries)('%s example number, typed key by key', (country) => {
  const example = parsePhoneNumberFromString(examples[country], country, MIN_METADATA);
  const code = getCountryCallingCode(country, MIN_METADATA);
  const nationalTyped = (example?.formatNational() ?? '').replace(/\D/g, '');
  const international = `+${code}${example?.nationalNumber ?? ''}`;
  // What libphonenumber-js's full metadata says the whole number is, from the pick and from elsewhere.
  const fromPick = parsePhoneNumberFromString(nationalTyped, country, maxMetadata)?.country;
  const fromElsewhere = parsePhoneNumberFromString(international, maxMetadata)?.country;

  it('typed nationally and with +, shows AsYouType’s text, keeps the pick while incomplete and lands on libphonenumber-js’s country', () => {
    expect(example?.nationalNumber).toBe(examples[country]);
    for (const typed of [nationalTyped, international]) {
      for (let i = 1; i < typed.length; i++) {
        const prefix = typed.slice(0, i);
        const entry = describeEntry(prefix, country, MAX_RULES);
        expect(entry.text).toBe(display(prefix, country));
        // A prefix may itself be a whole valid number of another country ('8 771 000 999' in Kazakhstan is a
        // Russian number to libphonenumber-js): then that country, as the judgement says.
        const whole = parsePhoneNumberFromString(prefix, country, maxMetadata);
        expect([country, fromPick, ...(whole?.isValid() ? [whole.country] : [])]).toContain(entry.country);
      }
      expect(describeEntry(typed, country, MAX_RULES).country).toBe(
        typed.startsWith('+') ? fromElsewhere : fromPick,
      );
    }
  });

  it('typed with + from France, 011 from the US, 00 from Germany, 810 from Russia: lands where libphonenumber-js puts it', () => {
    for (const [prefix, from] of [
      ['+', country === 'FR' ? 'DE' : 'FR'],
      ['011', 'US'],
      ['00', 'DE'],
      ['810', 'RU'],
    ] as const) {
      const typed = prefix + international.slice(1);
      const entry = describeEntry(typed, from, MAX_RULES);
      expect(entry.text).toBe(display(typed, from));
      expect(entry.country).toBe(fromElsewhere);
    }
  });

  it('typed through a field that follows the country (011 from the US), never flips back and forth', () => {
    // The field's model: the country shown becomes the selected one, and the + form replaces the prefix when it changes.
    let selected: CountryCode | undefined = 'US';
    let typed = '';
    const shown: (CountryCode | undefined)[] = [];
    for (const key of `011${international.slice(1)}`) {
      typed += key;
      const entry = describeEntry(typed, selected, MAX_RULES);
      if (entry.country !== selected && entry.international && !typed.startsWith('+')) {
        typed = typedAsYouType(typed, selected).asYouType.getNumberValue() ?? typed;
      }
      if (entry.country !== shown.at(-1)) shown.push(entry.country);
      selected = entry.country;
    }
    expect(selected).toBe(fromElsewhere);
    expect(new Set(shown).size).toBe(shown.length);
  });
});
