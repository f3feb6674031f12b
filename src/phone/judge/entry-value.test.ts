import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { MIN_METADATA } from '../metadata/metadata';
import { entryValue, isE164, typedFromValue } from './entry-value';

describe('entryValue', () => {
  it.each([
    ['', 'US', undefined],
    ['201', 'US', '+1201'],
    ['2015550123', 'US', '+12015550123'],
    ['02079460958', 'GB', '+442079460958'],
    ['+4420', 'US', '+4420'],
    ['0049301', 'DE', '+49301'],
    // 00 typed where it is not the international prefix: international, as a paste of the same digits is.
    ['0044', 'US', '+44'],
    ['00442079460958', 'US', '+442079460958'],
    ['0012015550123', 'AU', '+12015550123'],
  ] as const)('%s in %s → %s', (typed, country, expected) => {
    expect(entryValue(typed, country)).toBe(expected);
  });
});

describe('typedFromValue', () => {
  it.each([
    ['+442079460958', undefined, { typed: '02079460958', country: 'GB' }],
    ['+12015550123', 'US', { typed: '2015550123', country: 'US' }],
    // The small metadata keeps the pick for a shared code until the full rules load and the field settles again.
    ['+14385550123', 'US', { typed: '4385550123', country: 'US' }],
    ['+14385550123', 'CA', { typed: '4385550123', country: 'CA' }],
    ['+1201', 'US', { typed: '+1201', country: 'US' }],
    ['', 'DE', { typed: '', country: 'DE' }],
    ['+80012345678', 'FR', { typed: '+80012345678', country: 'FR' }],
    ['＋442079460958', 'US', { typed: '02079460958', country: 'GB' }],
    [' +44 20 7946 0958', 'US', { typed: '02079460958', country: 'GB' }],
  ] as const)('%s (preferring %s) → %j', (value, preferred, expected) => {
    expect(typedFromValue(value, preferred)).toEqual(expected);
  });

  // A value that is not E.164 is read as the user would have typed it in the given country.
  it.each([
    ['2015550123', 'US', { typed: '2015550123', country: 'US' }, 'national digits (not +20, Egypt)'],
    ['(201) 555-0123', 'US', { typed: '2015550123', country: 'US' }, 'formatted national digits'],
    ['201', 'US', { typed: '201', country: 'US' }, 'a partial national number stays national'],
    ['07947123123', 'GB', { typed: '07947123123', country: 'GB' }, 'a trunk prefix (not +07947…)'],
    ['٠٧٩٤٧١٢٣١٢٣', 'GB', { typed: '07947123123', country: 'GB' }, 'Arabic-Indic digits'],
    ['۰۷۹۴۷۱۲۳۱۲۳', 'GB', { typed: '07947123123', country: 'GB' }, 'Persian digits'],
    ['07624123456', 'GB', { typed: '07624123456', country: 'IM' }, 'the same country rules as typing'],
    ['0044 20 7946 0958', 'US', { typed: '02079460958', country: 'GB' }, '00 where the US dials 011'],
    ['011 44 20 7946 0958', 'US', { typed: '02079460958', country: 'GB' }, 'the US’s own prefix'],
    ['0049 30 123456', 'DE', { typed: '030123456', country: 'DE' }, 'Germany’s own prefix'],
    ['tel:+1-201-555-0123', 'GB', { typed: '2015550123', country: 'US' }, 'a tel: URI'],
    ['2015550123', undefined, { typed: '2015550123', country: undefined }, 'no country: digits, unread'],
    ['no number', 'US', { typed: '', country: 'US' }, 'nothing to read'],
  ] as const)('%j (preferring %s) → %j: %s', (value, preferred, expected, _why) => {
    expect(typedFromValue(value, preferred)).toEqual(expected);
  });

  it('reads a national value as the field reads the same digits typed, for every country’s example', () => {
    const wrong: string[] = [];
    for (const country of getCountries(MIN_METADATA)) {
      const example = examples[country];
      if (!example) continue;
      // The example as the country writes it nationally (trunk prefix and all), e.g. GB 07400 123456.
      const national =
        parsePhoneNumberFromString(example, country, MIN_METADATA)?.formatNational() ?? example;
      const { typed } = typedFromValue(national, country);
      const value = entryValue(typed, country);
      if (value !== `+${getCountryCallingCode(country, MIN_METADATA)}${example}`)
        wrong.push(`${country} ${national} → ${typed} → ${value}`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});

describe('isE164', () => {
  it.each([
    ['+442079460958', true],
    ['+12015550123', true],
    ['+1201', true],
    ['+123456789012345', true],
    ['+1234567890123456', false],
    ['+1', false],
    ['+0442079460958', false],
    ['442079460958', false],
    ['+44 20 7946 0958', false],
    ['＋442079460958', false],
    ['+٤٤٢٠٧٩٤٦٠٩٥٨', false],
    ['', false],
  ] as const)('%j → %s', (value, expected) => {
    expect(isE164(value)).toBe(expected);
  });
});
