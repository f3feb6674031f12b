import libphonenumber from 'google-libphonenumber';
import { describe, expect, it } from 'vitest';
import { localOnlyLengths } from '../../../scripts/local-only-lengths.mjs';
import { LOCAL_ONLY_LENGTHS } from '../metadata/local-only-lengths';
import { isLocalOnlyLength } from './local-only';

/** The part of google-libphonenumber's PhoneNumberUtil its type declarations leave out. */
interface Territories {
  getMetadataForRegion(region: string): {
    getGeneralDesc(): { possibleLengthLocalOnlyArray(): number[] };
  };
}

const util = libphonenumber.PhoneNumberUtil.getInstance() as unknown as Territories & {
  getSupportedRegions(): string[];
};

describe("local numbers' lengths, from Google's metadata", () => {
  it('are written as google-libphonenumber has them (else: node scripts/build-local-only-lengths.mjs)', () => {
    expect(LOCAL_ONLY_LENGTHS).toBe(localOnlyLengths());
  });

  it("answer for every territory and length as Google's possibleLengthLocalOnly does", () => {
    let local = 0;
    for (const region of util.getSupportedRegions()) {
      const lengths = util.getMetadataForRegion(region).getGeneralDesc().possibleLengthLocalOnlyArray();
      for (let length = 1; length <= 17; length++) {
        const expected = lengths.includes(length);
        if (expected) local++;
        expect(isLocalOnlyLength(region as never, length), `${region} ${length}`).toBe(expected);
      }
    }
    // The corpus reaches both answers, many times each.
    expect(local).toBeGreaterThan(100);
  });
});
