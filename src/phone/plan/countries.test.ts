import { describe, expect, it } from 'vitest';
import { ALL_COUNTRIES, callingCodeOf, isCountryCode } from './countries';

describe('countries', () => {
  it('lists every country of the metadata with its calling code', () => {
    expect(ALL_COUNTRIES.length).toBe(245);
    expect(ALL_COUNTRIES).toContainEqual({ code: 'DE', callingCode: '49' });
    expect(callingCodeOf('JE')).toBe('44');
  });

  it('tells country codes from anything else', () => {
    expect(isCountryCode('GB')).toBe(true);
    expect(isCountryCode('UK')).toBe(false);
    expect(isCountryCode('gb')).toBe(false);
    expect(isCountryCode(undefined)).toBe(false);
  });
});
