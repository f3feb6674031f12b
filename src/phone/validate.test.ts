import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import maxMetadata from 'libphonenumber-js/max/metadata';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_METADATA } from './metadata';
import { outputForms } from './output-forms';
import { validate } from './validate';

describe('validate, with the full rules', () => {
  it.each([
    ['', 'DE', { status: 'empty' }],
    ['+', 'DE', { status: 'empty' }],
    ['030123456', 'DE', { status: 'valid', country: 'DE', type: 'FIXED_LINE', strict: true }],
    ['015123456789', 'DE', { status: 'valid', country: 'DE', type: 'MOBILE' }],
    ['0301', 'DE', { status: 'too-short', country: 'DE', missingDigits: 1 }],
    ['+4930123456789012345', 'DE', { status: 'too-long', country: 'DE', extraDigits: 2 }],
    ['+999123', 'US', { status: 'unknown-calling-code', callingCode: '999' }],
    ['+1', 'US', { status: 'too-short', country: 'US' }],
    ['+80012345678', 'US', { status: 'valid', country: undefined, nonGeographic: true, type: 'TOLL_FREE' }],
    ['+447797900123', 'JE', { status: 'valid', country: 'JE', type: 'MOBILE' }],
    ['5555555555', 'US', { status: 'invalid-for-country', country: 'US' }],
    ['+12010550123', 'US', { status: 'invalid', country: 'US' }],
  ] as const)('%s in %s → %j', (typed, country, expected) => {
    expect(validate(typed, country, maxMetadata, true)).toMatchObject(expected);
  });

  it('says where else a number that is not valid here would be valid', () => {
    const result = validate('5555555555', 'US', maxMetadata, true);
    expect(result.status === 'invalid-for-country' && result.validIn.length).toBeGreaterThan(0);
    if (result.status === 'invalid-for-country') {
      for (const country of result.validIn) expect(parsePhoneNumberFromString('5555555555', country)?.isValid()).toBe(true);
    }
  });
});

describe('validate, with only the small metadata', () => {
  it('answers from the length and says it was not strict', () => {
    expect(validate('5555555555', 'US', MIN_METADATA, false)).toMatchObject({ status: 'valid', strict: false, type: undefined });
    expect(validate('0301', 'DE', MIN_METADATA, false)).toMatchObject({ status: 'too-short', strict: false });
  });
});

describe.each(getCountries().filter((c) => examples[c]))('%s example number', (country) => {
  const example = parsePhoneNumberFromString(examples[country] as string, country);
  const national = (example?.formatNational() ?? '').replace(/[^\d+]/g, '');
  const international = `+${getCountryCallingCode(country)}${example?.nationalNumber ?? ''}`;

  it('is valid and mobile, with every form and E.164 matching libphonenumber-js', () => {
    for (const typed of [national, international]) {
      const result = validate(typed, country, maxMetadata, true);
      expect(result).toMatchObject({ status: 'valid', strict: true });
      if (result.status === 'valid') expect(['MOBILE', 'FIXED_LINE_OR_MOBILE']).toContain(result.type);
      const forms = outputForms(typed, country, maxMetadata);
      expect(forms?.e164).toBe(example?.number);
      expect(forms?.rfc3966).toBe(example?.getURI());
      expect(forms?.international).toBe(example?.formatInternational());
    }
  });
});

describe('output forms', () => {
  it('carry the extension apart from E.164', () => {
    expect(outputForms('02079460958', 'GB', maxMetadata, '12')).toEqual({
      e164: '+442079460958',
      international: '+44 20 7946 0958 x12',
      national: '020 7946 0958 x12',
      rfc3966: 'tel:+442079460958;ext=12',
      extension: '12',
    });
  });

  it('are undefined for what cannot be a number', () => {
    expect(outputForms('12', 'US', maxMetadata)).toBeUndefined();
    expect(outputForms('', 'US', maxMetadata)).toBeUndefined();
  });
});

it('validate never throws, whatever is typed in whatever country', () => {
  const countries = getCountries() as CountryCode[];
  fc.assert(
    fc.property(fc.constantFrom(undefined, ...countries), fc.stringMatching(/^\+?\d{0,20}$/), (country, typed) => {
      const result = validate(typed, country, maxMetadata, true);
      expect(result.status).toMatch(/^[a-z-]+$/);
    }),
    { numRuns: 400 },
  );
});
