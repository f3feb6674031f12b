import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/max/metadata';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { claimingCountry } from './claiming-country';
import { allCallingCodes, countriesOfCallingCode } from '../plan/numbering-plan';

describe('claimingCountry gives the country and type libphonenumber-js gives', () => {
  it.each([
    ['2684641234', '1', { country: 'AG', type: 'MOBILE' }],
    ['2015550123', '1', { country: 'US', type: 'FIXED_LINE_OR_MOBILE' }],
    ['7797900123', '44', { country: 'JE', type: 'MOBILE' }],
    ['15123456789', '49', { country: 'DE', type: 'MOBILE' }],
    ['1512345678', '49', { country: 'DE', type: undefined }],
    ['5550123', '1', undefined],
  ] as const)('%s after +%s → %j', (national, code, expected) => {
    expect(claimingCountry(national, code, maxMetadata)).toEqual(expected);
  });

  it('on every calling code’s examples in other ranges and lengths, where parse reads the same national digits', () => {
    const mismatches: string[] = [];
    let compared = 0;
    for (const code of allCallingCodes(maxMetadata)) {
      const bases = countriesOfCallingCode(code, maxMetadata).map((country) => examples[country] ?? '');
      for (const base of bases.filter(Boolean)) {
        for (const national of [base, base.slice(0, -1), `${base}1`, ...['1', '2', '4', '5', '7', '8', '9'].map((d) => d + base.slice(1))]) {
          const parsed = parsePhoneNumberFromString(`+${code}${national}`, maxMetadata);
          if (!parsed || parsed.nationalNumber !== national) continue;
          compared++;
          const claim = claimingCountry(national, code, maxMetadata);
          if (claim?.country !== parsed.country || claim?.type !== parsed.getType()) {
            mismatches.push(`+${code} ${national}: ${JSON.stringify(claim)} vs ${parsed.country} ${parsed.getType()}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(1500);
  });
});
