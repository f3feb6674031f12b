import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/max/metadata';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { MIN_METADATA } from '../metadata/metadata';
import { entryText } from './entry-verdict';
import { judge } from './judgement';
import { outputForms, type OutputForms } from './output-forms';
import { SMALL_RULES, type Rules } from './rules';
import { MAX_RULES } from './test-helpers';

/** The forms of what the field holds (typed digits, the extension in its own box), as the judgement reads them. */
function formsOf(
  typed: string,
  country: CountryCode | undefined,
  rules: Rules,
  extension?: string,
): OutputForms | undefined {
  return outputForms(judge(entryText(typed, extension), { defaultCountry: country, rules }), rules.metadata);
}

describe('outputForms', () => {
  it.each([
    [
      '02079460958',
      'GB',
      '12',
      {
        e164: '+442079460958',
        international: '+44 20 7946 0958 x12',
        national: '020 7946 0958 x12',
        rfc3966: 'tel:+442079460958;ext=12',
        extension: '12',
      },
    ],
    [
      '2015550123',
      'US',
      '45',
      {
        e164: '+12015550123',
        international: '+1 201 555 0123 ext. 45',
        national: '(201) 555-0123 ext. 45',
        rfc3966: 'tel:+12015550123;ext=45',
        extension: '45',
      },
    ],
    [
      '011442079460958',
      'US',
      undefined,
      {
        e164: '+442079460958',
        international: '+44 20 7946 0958',
        national: '020 7946 0958',
        rfc3966: 'tel:+442079460958',
        extension: undefined,
      },
    ],
    [
      '+80012345678',
      'US',
      undefined,
      {
        e164: '+80012345678',
        international: '+800 1234 5678',
        national: '1234 5678',
        rfc3966: 'tel:+80012345678',
        extension: undefined,
      },
    ],
  ] as const)('%s in %s (extension %s) → %j', (typed, country, extension, expected) => {
    expect(formsOf(typed, country, MAX_RULES, extension)).toEqual(expected);
  });

  it.each([
    ['12', 'US'],
    ['', 'US'],
    ['+', 'US'],
    ['2015550123', undefined],
    ['+12010550123', 'US'],
    ['+999123456', 'US'],
  ] as const)('are undefined for %j in %s, which is no valid number', (typed, country) => {
    expect(formsOf(typed, country, MAX_RULES)).toBeUndefined();
  });
});

describe.each(getCountries(MIN_METADATA))('%s example number', (country) => {
  const example = parsePhoneNumberFromString(examples[country], country, maxMetadata);
  const national = (example?.formatNational() ?? '').replace(/\D/g, '');
  const international = `+${example?.countryCallingCode}${example?.nationalNumber}`;

  it('typed nationally and internationally, has the forms libphonenumber-js gives', () => {
    for (const typed of [national, international]) {
      expect(formsOf(typed, country, MAX_RULES)).toEqual({
        e164: example?.number,
        international: example?.formatInternational(),
        national: example?.formatNational(),
        rfc3966: example?.getURI(),
        extension: undefined,
      });
      expect(formsOf(typed, country, SMALL_RULES)?.e164).toBe(example?.number);
    }
  });
});
