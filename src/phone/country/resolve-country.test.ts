import { getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/max/metadata';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import type { CountryCode } from '../plan/countries';
import { MIN_METADATA } from '../metadata/metadata';
import { allCallingCodes, countriesOfCallingCode } from '../plan/numbering-plan';
import { resolveCountry } from './resolve-country';

const resolve = (
  callingCode: string | undefined,
  national: string,
  selected: CountryCode | undefined,
  metadata = maxMetadata,
) => resolveCountry({ callingCode, national, selected, international: true }, metadata);

describe('which country: the one rule, as a person would read it', () => {
  it.each([
    // calling code, national digits so far, picked, with the full metadata, with the small one only, why
    ['44', '7624', 'GB', 'IM', 'IM', 'the Isle of Man’s own leading digits'],
    ['44', '7400', 'GB', 'GB', 'GB', 'a UK mobile range'],
    [
      '44',
      '7400123456',
      'IM',
      'GB',
      'IM',
      'a whole UK mobile: libphonenumber-js says GB; until the full rules load, the pick',
    ],
    [
      '44',
      '8070313000',
      'GB',
      'GB',
      'GB',
      'valid nowhere: the pick stands, whatever Man’s broad small pattern says',
    ],
    ['44', '807', 'GB', 'GB', 'GB', 'the fourth key of 0807 031 3000'],
    ['44', '7700900123', 'GB', 'GB', 'GB', 'a drama number, valid nowhere: the pick'],
    ['44', '7700900123', 'US', 'GB', 'GB', 'valid nowhere, the pick not a candidate: the main country'],
    ['44', '770', 'US', 'GB', 'GB', 'part-way through the drama number: the main country'],
    ['44', '20', 'JE', 'GB', 'JE', 'London: no Jersey number starts 20 (the full rules say so)'],
    ['44', '7797900123', 'JE', 'JE', 'JE', 'a Jersey mobile'],
    ['44', '7797900123', 'GB', 'JE', 'GB', 'a Jersey mobile is outside GB’s own ranges'],
    ['44', '7924123456', 'IM', 'GB', 'IM', 'libphonenumber-js gives this range to GB'],
    ['44', '', 'JE', 'JE', 'JE', 'nothing to go on: the pick'],
    ['44', '', 'FR', 'GB', 'GB', 'nothing to go on, the pick is not a candidate: the main country'],
    ['1', '', 'CA', 'CA', 'CA', ''],
    ['1', '43', 'US', 'US', 'US', '43… can still be a US number'],
    ['1', '438', 'US', 'CA', 'US', 'only Canada’s patterns fit 438'],
    ['1', '4385550123', 'US', 'CA', 'US', 'complete, and only Canadian'],
    ['1', '2015550123', 'CA', 'US', 'CA', 'complete, and only American'],
    ['1', '268', 'US', 'AG', 'AG', 'Antigua’s own leading digits'],
    ['1', '8095550123', 'CA', 'DO', 'DO', 'the Dominican Republic’s own leading digits'],
    [
      '1',
      '8002345678',
      'CA',
      'US',
      'CA',
      'a toll-free number of the US and Canada: libphonenumber-js says US',
    ],
    ['7', '7', 'RU', 'KZ', 'KZ', 'Kazakhstan’s leading digit 7'],
    ['7', '495', 'KZ', 'RU', 'KZ', 'Moscow cannot be Kazakh'],
    ['7', '800', 'KZ', 'KZ', 'KZ', 'Kazakh 8… numbers: the pick still fits'],
    ['39', '06698', 'IT', 'VA', 'VA', 'the Vatican’s leading digits'],
    ['39', '3', 'VA', 'VA', 'VA', 'a mobile fits the pick'],
    ['47', '79', 'NO', 'SJ', 'SJ', 'Svalbard’s own leading digits'],
    ['47', '2', 'SJ', 'NO', 'SJ', 'no Svalbard number starts 2'],
    ['61', '4', 'CC', 'CC', 'CC', 'Cocos shares Australia’s mobiles'],
    ['61', '412345678', 'CC', 'AU', 'CC', 'a whole mobile of the shared range: libphonenumber-js says AU'],
    ['212', '522', 'EH', 'MA', 'EH', 'Casablanca'],
    ['290', '8', 'SH', 'TA', 'TA', 'Tristan da Cunha’s leading digit'],
    ['358', '18', 'FI', 'AX', 'AX', 'Åland’s own leading digits'],
    ['590', '690001234', 'BL', 'GP', 'BL', 'a mobile of all three: libphonenumber-js says GP'],
    ['599', '3', 'CW', 'BQ', 'BQ', 'Bonaire’s leading digits'],
  ] as const)(
    '+%s %s, %s picked → %s (small metadata: %s): %s',
    (code, national, selected, full, small, _why) => {
      expect(resolve(code, national, selected).country).toBe(full);
      expect(resolve(code, national, selected, MIN_METADATA).country).toBe(small);
    },
  );
});

describe('codes of one country, non-geographic codes, and no code yet', () => {
  it.each([
    ['49', '30', 'FR', { country: 'DE', nonGeographic: false, callingCode: '49' }],
    [
      '800',
      '12345678',
      'FR',
      { country: undefined, nonGeographic: true, callingCode: '800', type: 'TOLL_FREE' },
    ],
    ['979', '', undefined, { country: undefined, nonGeographic: true, callingCode: '979' }],
    [undefined, '', 'FR', { country: 'FR', nonGeographic: false, callingCode: undefined }],
    ['999', '1', 'FR', { country: 'FR', nonGeographic: false, callingCode: undefined }],
    [undefined, '', undefined, { country: undefined, nonGeographic: false, callingCode: undefined }],
  ] as const)('+%s %s with %s picked → %j', (code, national, selected, expected) => {
    expect(resolve(code, national, selected)).toMatchObject(expected);
  });
});

// Every country of every shared calling code, with its own example number, from both sides.
const sharedCountries = Object.values(MIN_METADATA.country_calling_codes)
  .filter((countries) => countries.length > 1)
  .flat() as CountryCode[];

describe.each(sharedCountries)('%s, sharing its calling code', (country) => {
  const code = getCountryCallingCode(country, MIN_METADATA);
  const example = examples[country];
  const parsed = parsePhoneNumberFromString(`+${code}${example}`, maxMetadata);

  it('keeps the pick while its example is typed, digit by digit, unless the digits so far are a whole number libphonenumber-js gives another', () => {
    for (let i = 0; i < example.length; i++) {
      const prefix = parsePhoneNumberFromString(`+${code}${example.slice(0, i)}`, maxMetadata);
      expect(resolve(code, example.slice(0, i), country).country).toBe(
        prefix?.isValid() ? prefix.country : country,
      );
    }
    expect(resolve(code, example, country)).toMatchObject({
      country: parsed?.country,
      type: parsed?.getType(),
    });
  });

  it('from any other country sharing the code, and from outside it, the whole example is libphonenumber-js’s', () => {
    for (const from of [...countriesOfCallingCode(code), 'FR' as const, undefined]) {
      expect(resolve(code, example, from)).toMatchObject({
        country: parsed?.country,
        type: parsed?.getType(),
      });
    }
  });
});

describe('a whole valid number: the country and type libphonenumber-js (max) gives it, from any pick', () => {
  it('on every calling code’s examples in other ranges and lengths', () => {
    const mismatches: string[] = [];
    let compared = 0;
    for (const code of allCallingCodes(maxMetadata)) {
      const picks = countriesOfCallingCode(code, maxMetadata);
      const bases = picks.map((country) => examples[country] ?? '');
      for (const base of bases.filter(Boolean)) {
        for (const national of [
          base,
          base.slice(0, -1),
          `${base}1`,
          ...['1', '2', '4', '5', '7', '8', '9'].map((d) => d + base.slice(1)),
        ]) {
          const parsed = parsePhoneNumberFromString(`+${code}${national}`, maxMetadata);
          if (!parsed?.isValid() || parsed.nationalNumber !== national) continue;
          for (const pick of [undefined, ...picks]) {
            compared++;
            const resolved = resolve(code, national, pick);
            if (resolved.country !== parsed.country || resolved.type !== parsed.getType()) {
              mismatches.push(
                `+${code} ${national} (${pick ?? '-'}): ${resolved.country} ${resolved.type} vs ${parsed.country} ${parsed.getType()}`,
              );
            }
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(1500);
  });
});
