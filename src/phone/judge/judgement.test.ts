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
import { countriesOfCallingCode, planOf } from '../plan/numbering-plan';
import { judge } from './judgement';
import { outputForms } from './output-forms';
import { SMALL_RULES } from './rules';
import { MAX_RULES } from './test-helpers';
import type { Validation } from './validation';

/** The verdict's reason, as the field shows it. */
const validate = (typed: string, country: CountryCode | undefined, strict: boolean, validInLimit?: number) =>
  judge(typed, { defaultCountry: country, rules: strict ? MAX_RULES : SMALL_RULES, validInLimit }).validation;

describe('the judgement’s reason, with the full rules', () => {
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
    // Berlin numbers (30 …) have 5 to 15 digits, not the 4 the plan's possible lengths begin with.
    ['0301', 'DE', { status: 'too-short', country: 'DE', missing: { min: 2, max: 12 } }],
    ['+4930123456789012345', 'DE', { status: 'too-long', country: 'DE', extraDigits: 2 }],
    ['12345678', 'GB', { status: 'invalid-length', country: 'GB', missing: { min: 2, max: 2 } }],
    ['+44', 'FR', { status: 'too-short', country: 'GB', callingCode: '44', missing: { min: 7, max: 10 } }],
    ['+1', 'US', { status: 'too-short', country: 'US', missing: { min: 7, max: 10 } }], // Canada has 7-digit numbers
    ['+1201555012', 'US', { status: 'too-short', country: 'US', missing: { min: 1, max: 1 } }],
    ['+7701', 'RU', { status: 'too-short', country: 'KZ', missing: { min: 7, max: 7 } }],
    ['+44 20 7946', 'US', { status: 'too-short', country: 'GB', missing: { min: 4, max: 4 } }],
    ['+44 20 7946 0', 'US', { status: 'too-short', country: 'GB', missing: { min: 3, max: 3 } }],
    // The length first: too short, with no count (no US or Canadian number starts with 0).
    ['+1 0', 'US', { status: 'too-short', country: 'US', missing: undefined }],
    ['+4', 'US', { status: 'too-short', country: undefined, callingCode: undefined, missing: undefined }],
    ['0119', 'US', { status: 'too-short', country: undefined, callingCode: undefined }],
    ['+28', 'US', { status: 'unknown-calling-code', callingCode: '28' }],
    ['+999123', 'US', { status: 'unknown-calling-code', callingCode: '999' }],
    ['011999', 'US', { status: 'unknown-calling-code', callingCode: '999' }],
    ['2015550123', undefined, { status: 'not-a-number', needsCountry: true }],
    [
      '+800',
      'US',
      {
        status: 'too-short',
        country: undefined,
        nonGeographic: true,
        callingCode: '800',
        missing: { min: 8, max: 8 },
      },
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
    ['5555555555', 'US', { status: 'invalid', country: 'US' }],
    ['+12010550123', 'US', { status: 'invalid', country: 'US', validIn: [] }],
    // A possible length that no more digits make valid is not "too short" (issue 27: complete numbers in a list).
    ['(555) 555-1234', 'US', { status: 'invalid', country: 'US' }],
    ['07700 900123', 'GB', { status: 'invalid', country: 'GB' }],
    ['+44 20 7946 09581', 'US', { status: 'too-long', country: 'GB', extraDigits: 1, validIn: [] }],
  ] as const)('%j in %s → %j', (typed, country, expected) => {
    expect(validate(typed, country, true)).toMatchObject({
      ...expected,
      ...(expected.status === 'empty' ? {} : { strict: true }),
    });
  });

  it('says where else national digits that are not valid here would be valid, as an addition to the reason', () => {
    const result = validate('5555555555', 'US', true);
    expect(result.status).toBe('invalid');
    if (result.status !== 'invalid') return;
    expect(result.validIn).toContain('GB');
    expect(result.validIn).not.toContain('US');
    for (const country of result.validIn)
      expect(parsePhoneNumberFromString('5555555555', country, maxMetadata)?.isValid()).toBe(true);
  });

  it('lists at most validInLimit countries, with the same status', () => {
    const all = validate('5555555555', 'US', true);
    const one = validate('5555555555', 'US', true, 1);
    expect(all.status === 'invalid' && all.validIn.length).toBeGreaterThan(1);
    expect(one).toMatchObject({
      status: 'invalid',
      validIn: [all.status === 'invalid' ? all.validIn[0] : ''],
    });
  });
});

describe('the judgement, with only the small metadata', () => {
  it.each([
    // libphonenumber-js min carries the patterns of shared codes such as +1: no US number starts 555.
    ['5555555555', 'US', { status: 'invalid', country: 'US' }],
    ['2015550123', 'US', { status: 'valid', country: 'US', type: undefined }],
    // The small metadata carries the types of shared codes: libphonenumber-js min gives it to Jersey too.
    ['+447797900123', 'GB', { status: 'valid', country: 'JE', type: undefined }],
    // The possible lengths disagree (4 to 15): a range, never "1 more digit".
    ['0301', 'DE', { status: 'too-short', missing: { min: 1, max: 12 } }],
    ['+1201555012', 'US', { status: 'too-short', missing: { min: 1, max: 1 } }],
    ['12345678', 'GB', { status: 'invalid-length', missing: { min: 1, max: 2 } }],
    ['+4930123456789012345', 'DE', { status: 'too-long', extraDigits: 2 }],
  ] as const)(
    'answers %j in %s from the length, and says it was not strict: %j',
    (typed, country, expected) => {
      expect(validate(typed, country, false)).toMatchObject({ ...expected, strict: false });
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
      const result = validate(typed, country, true);
      expect(result).toMatchObject({ status: 'valid', strict: true, country: owner });
      if (result.status === 'valid') expect(['MOBILE', 'FIXED_LINE_OR_MOBILE']).toContain(result.type);
      expect(validate(typed, country, false)).toMatchObject({ status: 'valid', strict: false });
    }
  });

  it('typed internationally from elsewhere, is valid for the country the digits decide', () => {
    const expected = parsePhoneNumberFromString(international, maxMetadata)?.country;
    expect(validate(international, country === 'FR' ? 'DE' : 'FR', true)).toMatchObject({
      status: 'valid',
      country: expected,
    });
  });
});

describe('the judgement, for anything typed', () => {
  const anyCountry = fc.constantFrom<CountryCode | undefined>(undefined, ...getCountries(MIN_METADATA));

  it('never throws, and answers with a known status', () => {
    fc.assert(
      fc.property(
        anyCountry,
        fc.oneof(fc.stringMatching(/^\+?\d{0,20}$/), fc.string({ maxLength: 25 })),
        fc.boolean(),
        (country, typed, strict) => {
          const result = validate(typed, country, strict);
          expect([
            'empty',
            'valid',
            'too-short',
            'too-long',
            'invalid-length',
            'extension-too-long',
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
        const verdict = judge(typed, { defaultCountry: country, rules: MAX_RULES });
        expect(outputForms(verdict, maxMetadata) !== undefined).toBe(verdict.validation.status === 'valid');
      }),
      { numRuns: 150 },
    );
  });

  it('gives missing and extra digits that reach a possible length of a country of the code', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...getCountries(MIN_METADATA)),
        fc.stringMatching(/^\d{1,18}$/),
        (country, national) => {
          const code = getCountryCallingCode(country, MIN_METADATA);
          const typed = `+${code}${national}`;
          const result = validate(typed, country, true);
          // More or fewer digits may decide another country sharing the code (+1 306 …: Canada, then Dominica).
          const after = (changed: string) => validate(changed, country, false);
          if (result.status === 'too-short' && result.missing !== undefined) {
            // The fewest missing digits may be another country's ('+1 3': Canada's 7-digit 310 numbers), and
            // for a reading of the digits without what libphonenumber-js may strip ('+241 0 …' in Gabon).
            const lengths = countriesOfCallingCode(code, maxMetadata).flatMap(
              (other) => planOf(other, maxMetadata)?.possibleLengths ?? [],
            );
            const reaches = (more: number) =>
              Array.from({ length: national.length + 1 }, (_, read) => read + more).some((total) =>
                lengths.includes(total),
              );
            expect(reaches(result.missing.min)).toBe(true);
            if (result.missing.max !== undefined) expect(reaches(result.missing.max)).toBe(true);
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

/** The count of digits a validation promises ("N more digits"), or undefined when it promises none. */
function promisedCount(result: Validation): number | undefined {
  if (result.status !== 'too-short' && result.status !== 'invalid-length') return undefined;
  const { missing } = result;
  return missing && missing.min === missing.max ? missing.min : undefined;
}

/** A small deterministic generator, so a failure can be run again. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

/** Every extension of `length` digits when there are at most 100, else 200 random ones. */
function extensions(length: number, next: () => number): string[] {
  if (10 ** length <= 100)
    return Array.from({ length: 10 ** length }, (_, i) => String(i).padStart(length, '0'));
  return Array.from({ length: 200 }, () =>
    Array.from({ length }, () => String(Math.floor(next() * 10))).join(''),
  );
}

/**
 * A differential test against libphonenumber-js itself: every country's example number, typed internationally and
 * nationally, cut short by 1 to 4 digits. Whenever validate promises "exactly N more digits", the example (a valid
 * completion) must be N digits away, and no extension by up to 3 digits fewer or more may be valid (max isValid()).
 */
describe('the digit countdown promises only what libphonenumber-js confirms', () => {
  const isValid = (typed: string, country: CountryCode) =>
    parsePhoneNumberFromString(typed, country, maxMetadata)?.isValid() === true;

  it.each(getCountries(MIN_METADATA))('%s example number cut short', (country) => {
    const example = parsePhoneNumberFromString(examples[country], country, maxMetadata);
    if (!example) return;
    const national = example.formatNational().replace(/\D/g, '');
    const international = `+${example.countryCallingCode}${example.nationalNumber}`;
    const next = random([...country].reduce((hash, char) => hash * 31 + char.charCodeAt(0), 7));
    const wrong: string[] = [];
    for (const full of [international, national]) {
      for (let cut = 1; cut <= 4; cut++) {
        const typed = full.slice(0, -cut);
        const promised = promisedCount(validate(typed, country, true));
        if (promised === undefined) continue;
        if (promised !== cut) wrong.push(`${typed}: promised ${promised} more, but ${full} is valid`);
        for (let more = Math.max(1, promised - 3); more <= promised + 3; more++) {
          if (more === promised) continue;
          const valid = extensions(more, next).find((extra) => isValid(typed + extra, country));
          if (valid !== undefined)
            wrong.push(`${typed}: promised ${promised} more, but ${typed + valid} (${more} more) is valid`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the digit countdown, where the rules disagree with the possible lengths', () => {
  it('+44 20 7946 is not "1 more digit" away: London numbers have 10 digits', () => {
    const result = validate('+44 20 7946', 'US', true);
    expect(result).toMatchObject({ status: 'too-short', country: 'GB' });
    expect(promisedCount(result)).toBe(4);
    expect(parsePhoneNumberFromString('+44 20 7946 0', maxMetadata)?.isValid()).toBe(false);
    expect(parsePhoneNumberFromString('+44 20 7946 0958', maxMetadata)?.isValid()).toBe(true);
  });

  it('+44 20 7946 0 is incomplete rather than invalid: 3 more digits make it valid', () => {
    const result = validate('+44 20 7946 0', 'US', true);
    expect(result).toMatchObject({ status: 'too-short', country: 'GB' });
    expect(promisedCount(result)).toBe(3);
  });

  it('+1 123 456 7890 is one digit away, as libphonenumber-js reads it: the 1 after +1 is a trunk prefix', () => {
    const result = validate('+1 123 456 7890', 'US', true);
    expect(result).toMatchObject({ status: 'too-short' });
    expect(promisedCount(result)).toBe(1);
    expect(parsePhoneNumberFromString('+1 123 456 7890 6', maxMetadata)).toMatchObject({
      number: '+12345678906',
    });
    expect(parsePhoneNumberFromString('+1 123 456 7890 6', maxMetadata)?.isValid()).toBe(true);
  });
});

describe('at a possible length, "too short" only while more digits can make the number valid', () => {
  const soon = [
    ...Array.from({ length: 10 }, (_, i) => `${i}`),
    ...Array.from({ length: 100 }, (_, i) => `${i}`.padStart(2, '0')),
  ];
  // Whole-looking numbers read through a parsing rule that rewrites their digits (a local number completed with an
  // area code, Japan's and Guam's rules): the countdown cannot count them, and no digit or two more make them valid.
  it.each([
    ['0990 123 4566', 'JP'],
    ['0800 01 23 45', 'VI'],
    ['(02) 1234 5678', 'VI'],
    ['320 1234', 'GU'],
    ['712 345', 'NF'],
  ] as const)('%s in %s is "invalid"', (text, country) => {
    const digits = text.replace(/\D/g, '');
    const completed = soon.filter((more) =>
      parsePhoneNumberFromString(`${digits}${more}`, country, maxMetadata)?.isValid(),
    );
    expect(completed).toEqual([]);
    expect(validate(text, country, true).status).toBe('invalid');
  });
});

describe('a whole number typed under the wrong country says why, then where it is valid', () => {
  it.each([
    ['02079460958', 'US', 'GB', 'too-long', 'one digit too many for the US: a London number'],
    ['07400123456', 'US', 'GB', 'too-long', 'one digit too many for the US: a UK mobile'],
    ['5555555555', 'US', 'GB', 'invalid', 'a possible length, no US number'],
  ] as const)('%s in %s → %s, valid in %s (%s)', (typed, selected, expected, status, _why) => {
    const validation = validate(typed, selected, true);
    expect(validation.status).toBe(status);
    expect('validIn' in validation && validation.validIn).toContain(expected);
    // libphonenumber-js agrees: the same digits are a valid number of that country.
    expect(parsePhoneNumberFromString(typed, expected, maxMetadata)?.isValid()).toBe(true);
    expect(parsePhoneNumberFromString(typed, selected, maxMetadata)?.isValid()).toBe(false);
  });

  it('not while the number can still become valid here, and never for an international number', () => {
    expect(validate('2015550', 'US', true)).toMatchObject({ status: 'too-short', validIn: [] });
    expect(validate('+12079460958123', 'US', true)).toMatchObject({ validIn: [] });
  });
});
