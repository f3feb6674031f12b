import codeMappings from 'cldr-core/supplemental/codeMappings.json';
import { describe, expect, it } from 'vitest';
import { ALL_COUNTRIES } from './countries';
import { ALPHA3, alpha3, isAlpha3 } from './alpha3';

type Mapping = { readonly _alpha3?: string };
const mappings = codeMappings.supplemental.codeMappings as unknown as Record<string, Mapping | undefined>;

/** Where Telfield differs from CLDR on purpose, and why. */
const DIFFERENCES: Readonly<Record<string, string | undefined>> = {
  // CLDR's XKK is a private-use code; the EU and most lists that hold Kosovo write XKX.
  XK: 'XKX',
  // Exceptionally reserved codes in CLDR, not ISO 3166-1 alpha-3 codes: a list holding ASC or TAA is not expected.
  AC: undefined,
  TA: undefined,
};

describe('alpha3', () => {
  it("gives every country CLDR's alpha-3 code, but the differences named (if not, the fresh text is printed)", () => {
    const expected = (code: string) => (code in DIFFERENCES ? DIFFERENCES[code] : mappings[code]?._alpha3);
    const fresh = ALL_COUNTRIES.map(({ code }) => {
      const three = expected(code);
      return three === undefined ? '-' : three.startsWith(code) ? three.charAt(2).toLowerCase() : three;
    }).join('');
    expect(ALPHA3).toBe(fresh);
    for (const { code } of ALL_COUNTRIES) {
      expect(alpha3(code), code).toBe(expected(code));
      const three = expected(code);
      if (three) expect(isAlpha3(three), three).toBe(true);
    }
  });

  it('knows no alpha-3 code that is not one, nor a part of one', () => {
    for (const text of ['NSW', 'USAA', 'US', 'XKK', 'ASC', 'usa', 'SA G', '', 'GBRDEU'])
      expect(isAlpha3(text), text).toBe(false);
  });
});
