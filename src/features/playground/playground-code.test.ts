import { describe, expect, it } from 'vitest';
import { isCountryCode } from '../../phone/plan/countries';
import { DEFAULT_PLAYGROUND, parseCountryList, playgroundCode } from './playground-code';

describe('playgroundCode', () => {
  it('writes a controlled field with its stylesheet by default', () => {
    const code = playgroundCode(DEFAULT_PLAYGROUND);
    expect(code).toContain("import { useState } from 'react';");
    expect(code).toContain("import 'telfield/style.css';");
    expect(code).toContain('value={value}');
    expect(code).toContain('defaultCountry="GB"');
    expect(code).not.toContain('locale=');
  });

  it('writes each chosen prop, and leaves out what is the default', () => {
    const code = playgroundCode({
      ...DEFAULT_PLAYGROUND,
      defaultCountry: undefined,
      preferredCountries: ['DE', 'AT'],
      locale: 'de',
      disabled: true,
      controlled: false,
      unstyled: true,
      hideLabel: true,
      builtInError: false,
    });
    expect(code).not.toContain('useState');
    expect(code).not.toContain('style.css');
    expect(code).not.toContain('defaultCountry');
    for (const line of [
      'name="phone"',
      "preferredCountries={['DE', 'AT']}",
      'locale="de"',
      'disabled',
      'hideLabel',
    ])
      expect(code).toContain(line);
    expect(code).toContain('error={false}');
  });
});

describe('parseCountryList', () => {
  it('keeps known codes in order, once, whatever the case and separators', () => {
    expect(parseCountryList('gb, US  xx,DE;gb', isCountryCode)).toEqual(['GB', 'US', 'DE']);
    expect(parseCountryList('', isCountryCode)).toEqual([]);
  });
});
