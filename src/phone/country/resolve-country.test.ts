import { getCountryCallingCode } from 'libphonenumber-js/core';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import type { CountryCode } from '../plan/countries';
import { identifyCountry } from './country-fit';
import { MIN_METADATA } from '../metadata/metadata';
import { countriesOfCallingCode } from '../plan/numbering-plan';
import { resolveCountry } from './resolve-country';

const resolve = (callingCode: string | undefined, national: string, selected: CountryCode | undefined) =>
  resolveCountry({ callingCode, national, selected, international: true });

describe('countries sharing a calling code, resolved from the metadata as the digits come', () => {
  it.each([
    // calling code, national digits so far, selected, expected, why
    ['1', '', 'DE', 'US', 'nothing to go on, the pick is not a candidate: the main country'],
    ['1', '', 'CA', 'CA', 'nothing to go on: the pick stands'],
    ['1', '43', 'US', 'US', '43… can still be a US number (432, 434, 435)'],
    ['1', '438', 'US', 'CA', 'only Canada’s patterns fit 438'],
    ['1', '4385550123', 'US', 'CA', 'complete, and only Canadian'],
    ['1', '2015550123', 'CA', 'US', 'complete, and only American'],
    ['1', '268', 'US', 'AG', 'Antigua’s own leading digits'],
    ['1', '8095550123', 'CA', 'DO', 'the Dominican Republic’s own leading digits'],
    ['1', '2', 'JM', 'JM', 'Jamaica cannot start 2, but US and Canada both can: still ambiguous, the pick stays'],
    ['1', '8002345678', 'DE', 'US', 'a toll-free number fits US and Canada alike: libphonenumber-js says US'],
    ['1', '8002345678', 'CA', 'CA', 'a toll-free number that fits the pick keeps it'],
    ['7', '', 'KZ', 'KZ', ''],
    ['7', '', 'DE', 'RU', ''],
    ['7', '7', 'RU', 'KZ', 'Kazakhstan’s leading digit 7'],
    ['7', '495', 'KZ', 'RU', 'Moscow cannot be Kazakh'],
    ['7', '800', 'KZ', 'KZ', 'Russia’s leading 8 is shared by Kazakh 8… numbers: the pick still fits'],
    ['39', '06698', 'IT', 'VA', 'the Vatican’s leading digits'],
    ['39', '3', 'VA', 'VA', 'a mobile fits the pick'],
    ['39', '02', 'DE', 'IT', ''],
    ['44', '', 'JE', 'JE', ''],
    ['44', '', 'FR', 'GB', ''],
    ['44', '7624', 'GB', 'IM', 'the Isle of Man’s leading digits'],
    ['44', '20', 'JE', 'GB', 'London: no Jersey number starts 20'],
    ['44', '7797900123', 'JE', 'JE', 'Jersey stays Jersey for +44 7797 …'],
    ['44', '7797900123', 'GB', 'JE', 'a Jersey mobile is outside GB’s own ranges'],
    ['44', '7797900123', 'FR', 'JE', ''],
    ['44', '7924123456', 'IM', 'IM', 'a Manx number in ranges GB shares: the pick stands'],
    ['44', '7924123456', 'FR', 'GB', 'the same number from elsewhere: GB, as libphonenumber-js says'],
    ['44', '7781123456', 'GG', 'GG', ''],
    ['47', '4', 'SJ', 'SJ', 'Norway’s leading digits, but Svalbard shares them'],
    ['47', '79', 'NO', 'SJ', 'Svalbard’s own leading digits'],
    ['47', '2', 'SJ', 'NO', 'no Svalbard number starts 2'],
    ['61', '4', 'CC', 'CC', 'Cocos shares Australia’s mobiles'],
    ['61', '2', 'CC', 'AU', 'Sydney'],
    ['212', '6', 'EH', 'EH', ''],
    ['212', '522', 'EH', 'MA', 'Casablanca'],
    ['262', '269', 'RE', 'YT', 'only Mayotte’s patterns fit 269'],
    ['262', '6', 'RE', 'RE', ''],
    ['290', '8', 'SH', 'TA', 'Tristan da Cunha’s leading digit'],
    ['290', '2', 'TA', 'SH', ''],
    ['358', '4', 'AX', 'AX', 'Åland shares Finland’s mobiles'],
    ['358', '18', 'FI', 'AX', 'Åland’s own leading digits'],
    ['358', '4', 'DE', 'FI', ''],
    ['590', '690001234', 'BL', 'BL', 'a mobile of all three: the pick stands'],
    ['590', '690001234', 'DE', 'GP', ''],
    ['599', '', 'DE', 'CW', ''],
    ['599', '3', 'CW', 'BQ', 'Bonaire’s leading digits'],
    ['599', '9', 'BQ', 'CW', ''],
  ] as const)('+%s %s with %s picked → %s (%s)', (code, national, selected, expected, _why) => {
    expect(resolve(code, national, selected).country).toBe(expected);
  });
});

describe('codes of one country, non-geographic codes, and no code yet', () => {
  it.each([
    ['49', '30', 'FR', { country: 'DE', nonGeographic: false, callingCode: '49' }],
    ['800', '1234', 'FR', { country: undefined, nonGeographic: true, callingCode: '800' }],
    ['979', '', undefined, { country: undefined, nonGeographic: true, callingCode: '979' }],
    [undefined, '', 'FR', { country: 'FR', nonGeographic: false, callingCode: undefined }],
    ['999', '1', 'FR', { country: 'FR', nonGeographic: false, callingCode: undefined }],
    [undefined, '', undefined, { country: undefined, nonGeographic: false, callingCode: undefined }],
  ] as const)('+%s %s with %s picked → %j', (code, national, selected, expected) => {
    expect(resolve(code, national, selected)).toMatchObject(expected);
  });
});

// Every country of every shared calling code, with its own example number.
const sharedCountries = Object.values(MIN_METADATA.country_calling_codes)
  .filter((countries) => countries.length > 1)
  .flat() as CountryCode[];

describe.each(sharedCountries)('%s, sharing its calling code', (country) => {
  const code = getCountryCallingCode(country, MIN_METADATA);
  const candidates = countriesOfCallingCode(code);
  const example = examples[country];

  it('keeps the pick while its example is typed, digit by digit', () => {
    for (let i = 0; i <= example.length; i++) expect(resolve(code, example.slice(0, i), country).country).toBe(country);
  });

  it('from a country outside the code, lands where libphonenumber-js puts the example, else the main country', () => {
    const expected = identifyCountry(example, candidates) ?? candidates[0];
    expect(resolve(code, example, 'FR').country).toBe(expected);
    // Either the country itself, or the main country when the example lies in ranges the main country shares.
    expect([country, candidates[0]]).toContain(expected);
  });
});
