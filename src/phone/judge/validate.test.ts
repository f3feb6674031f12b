import fc from 'fast-check';
import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/max/metadata';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { MIN_METADATA } from '../metadata/metadata';
import { countriesOfCallingCode } from '../plan/numbering-plan';
import { outputForms } from './output-forms';
import { validate } from './validate';

describe('validate, with the full rules', () => {
  it.each([
    ['', 'DE', { status: 'empty' }],
    ['+', 'DE', { status: 'empty' }],
    [
      '030123456',
      'DE',
      {
        status: 'valid',
        country: 'DE',
        callingCode: '49',
        type: 'FIXED_LINE',
        strict: true,
        nonGeographic: false,
      },
    ],
    ['015123456789', 'DE', { status: 'valid', country: 'DE', type: 'MOBILE' }],
    ['0301', 'DE', { status: 'too-short', country: 'DE', missingDigits: 1 }],
    ['+4930123456789012345', 'DE', { status: 'too-long', country: 'DE', extraDigits: 2 }],
    ['12345678', 'GB', { status: 'invalid-length', country: 'GB', missingDigits: 1 }],
    ['+44', 'FR', { status: 'too-short', country: 'GB', callingCode: '44', missingDigits: 7 }],
    ['+1', 'US', { status: 'too-short', country: 'US', missingDigits: 10 }],
    ['+7701', 'RU', { status: 'too-short', country: 'KZ', missingDigits: 7 }],
    [
      '+4',
      'US',
      { status: 'too-short', country: undefined, callingCode: undefined, missingDigits: undefined },
    ],
    ['0119', 'US', { status: 'too-short', country: undefined, callingCode: undefined }],
    ['+28', 'US', { status: 'unknown-calling-code', callingCode: '28' }],
    ['+999123', 'US', { status: 'unknown-calling-code', callingCode: '999' }],
    ['011999', 'US', { status: 'unknown-calling-code', callingCode: '999' }],
    ['2015550123', undefined, { status: 'not-a-number', needsCountry: true }],
    [
      '+800',
      'US',
      { status: 'too-short', country: undefined, nonGeographic: true, callingCode: '800', missingDigits: 8 },
    ],
    ['+80012345678', 'US', { status: 'valid', country: undefined, nonGeographic: true, type: 'TOLL_FREE' }],
    ['+447797900123', 'JE', { status: 'valid', country: 'JE', type: 'MOBILE' }],
    ['+447797900123', 'GB', { status: 'valid', country: 'JE', type: 'MOBILE' }],
    ['07797900123', 'GB', { status: 'valid', country: 'JE', type: 'MOBILE' }],
    ['+447924123456', 'IM', { status: 'valid', country: 'GB', type: 'MOBILE' }], // libphonenumber-js gives this range to GB
    ['4385550123', 'US', { status: 'valid', country: 'CA' }],
    ['+390212345678', 'VA', { status: 'valid', country: 'IT', type: 'FIXED_LINE' }],
    ['3123456789', 'VA', { status: 'valid', country: 'IT', type: 'MOBILE' }], // an Italian mobile, as libphonenumber-js says
    ['011442079460958', 'US', { status: 'valid', country: 'GB', type: 'FIXED_LINE' }],
    ['81074951234567', 'RU', { status: 'valid', country: 'RU', type: 'FIXED_LINE' }],
    ['5555555555', 'US', { status: 'invalid-for-country', country: 'US' }],
    ['+12010550123', 'US', { status: 'invalid', country: 'US' }],
  ] as const)('%j in %s → %j', (typed, country, expected) => {
    expect(validate(typed, country, maxMetadata, true)).toMatchObject({
      ...expected,
      ...(expected.status === 'empty' ? {} : { strict: true }),
    });
  });

  it('says where else national digits that are not valid here would be valid', () => {
    const result = validate('5555555555', 'US', maxMetadata, true);
    expect(result.status).toBe('invalid-for-country');
    if (result.status !== 'invalid-for-country') return;
    expect(result.validIn).toContain('GB');
    expect(result.validIn).not.toContain('US');
    for (const country of result.validIn)
      expect(parsePhoneNumberFromString('5555555555', country, maxMetadata)?.isValid()).toBe(true);
  });

  it('lists at most validInLimit countries, with the same status', () => {
    const all = validate('5555555555', 'US', maxMetadata, true);
    const one = validate('5555555555', 'US', maxMetadata, true, { validInLimit: 1 });
    expect(all.status === 'invalid-for-country' && all.validIn.length).toBeGreaterThan(1);
    expect(one).toMatchObject({
      status: 'invalid-for-country',
      validIn: [all.status === 'invalid-for-country' ? all.validIn[0] : ''],
    });
    expect(validate('+12010550123', 'US', maxMetadata, true, { validInLimit: 1 }).status).toBe('invalid');
  });
});

describe('validate, with only the small metadata', () => {
  it.each([
    ['5555555555', 'US', { status: 'valid', country: 'US', type: undefined }],
    ['+447797900123', 'GB', { status: 'valid', country: 'GB', type: undefined }], // the small rules keep the pick
    ['0301', 'DE', { status: 'too-short', missingDigits: 1 }],
    ['+4930123456789012345', 'DE', { status: 'too-long', extraDigits: 2 }],
  ] as const)(
    'answers %j in %s from the length, and says it was not strict: %j',
    (typed, country, expected) => {
      expect(validate(typed, country, MIN_METADATA, false)).toMatchObject({ ...expected, strict: false });
    },
  );
});

/**
 * Every country's example mobile number, national and international: valid and mobile for that country when it
 * is picked; from a country outside the code, valid for the country the metadata ties the number to.
 */
describe.each(getCountries(MIN_METADATA))('%s example number', (country) => {
  const example = parsePhoneNumberFromString(examples[country], country, maxMetadata);
  const code = getCountryCallingCode(country, MIN_METADATA);
  const national = (example?.formatNational() ?? '').replace(/\D/g, '');
  const international = `+${code}${example?.nationalNumber ?? ''}`;
  const candidates = countriesOfCallingCode(code);

  it('typed nationally and internationally, is a valid mobile number of the country libphonenumber-js gives it', () => {
    // Usually the country itself; a territory's example in ranges its main country shares is the main country's.
    const owner = parsePhoneNumberFromString(international, maxMetadata)?.country;
    expect([country, candidates[0]]).toContain(owner);
    for (const typed of [national, international]) {
      const result = validate(typed, country, maxMetadata, true);
      expect(result).toMatchObject({ status: 'valid', strict: true, country: owner });
      if (result.status === 'valid') expect(['MOBILE', 'FIXED_LINE_OR_MOBILE']).toContain(result.type);
      expect(validate(typed, country, MIN_METADATA, false)).toMatchObject({
        status: 'valid',
        strict: false,
        country,
      });
    }
  });

  it('typed internationally from elsewhere, is valid for the country the digits decide', () => {
    const expected = parsePhoneNumberFromString(international, maxMetadata)?.country;
    expect(validate(international, country === 'FR' ? 'DE' : 'FR', maxMetadata, true)).toMatchObject({
      status: 'valid',
      country: expected,
    });
  });
});

describe('validate, for anything typed', () => {
  const anyCountry = fc.constantFrom<CountryCode | undefined>(undefined, ...getCountries(MIN_METADATA));

  it('never throws, and answers with a known status', () => {
    fc.assert(
      fc.property(
        anyCountry,
        fc.oneof(fc.stringMatching(/^\+?\d{0,20}$/), fc.string({ maxLength: 25 })),
        fc.boolean(),
        (country, typed, strict) => {
          const result = validate(typed, country, strict ? maxMetadata : MIN_METADATA, strict);
          expect([
            'empty',
            'valid',
            'too-short',
            'too-long',
            'invalid-length',
            'invalid-for-country',
            'unknown-calling-code',
            'not-a-number',
            'invalid',
          ]).toContain(result.status);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('calls a number valid exactly when it has output forms', () => {
    fc.assert(
      fc.property(anyCountry, fc.stringMatching(/^\+?\d{6,14}$/), (country, typed) => {
        const valid = validate(typed, country, maxMetadata, true).status === 'valid';
        expect(outputForms(typed, country, maxMetadata) !== undefined).toBe(valid);
      }),
      { numRuns: 150 },
    );
  });

  it('gives missing and extra digits that reach a possible length of the same country', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...getCountries(MIN_METADATA)),
        fc.stringMatching(/^\d{1,18}$/),
        (country, national) => {
          const typed = `+${getCountryCallingCode(country, MIN_METADATA)}${national}`;
          const result = validate(typed, country, maxMetadata, true);
          // More or fewer digits may decide another country sharing the code (+1 306 …: Canada, then Dominica).
          const after = (changed: string) => validate(changed, country, MIN_METADATA, false);
          if (result.status === 'too-short' && result.missingDigits !== undefined) {
            const longer = after(typed + '0'.repeat(result.missingDigits));
            if ('country' in longer && longer.country === result.country)
              expect(longer.status).not.toBe('too-short');
          }
          if (result.status === 'too-long' && result.extraDigits !== undefined) {
            const shorter = after(typed.slice(0, -result.extraDigits));
            if ('country' in shorter && shorter.country === result.country)
              expect(shorter.status).not.toBe('too-long');
          }
        },
      ),
      { numRuns: 250 },
    );
  });
});
