import { AsYouType, getCountries } from 'libphonenumber-js/core';
import { describe, expect, it } from 'vitest';
import { SMALL_RULES } from '../judge/rules';
import { describeEntry } from '../judge/describe-entry';
import { entryValue } from '../judge/entry-value';
import { formatAsYouType } from './format-as-you-type';
import { inputSafely } from './input-safely';
import { judgeNumber } from '../judge/judge-number';
import { MIN_METADATA } from '../metadata/metadata';

const digitsOf = (text: string) => text.replace(/\D/g, '');

describe('typing never throws, in any country', () => {
  it.each(['CV', 'WS'] as const)(
    '%s dials 0 abroad: 0 and one digit is kept as typed, and reads as international',
    (country) => {
      for (const typed of ['02', '03', '09']) {
        expect(inputSafely(new AsYouType(country, MIN_METADATA), typed)).toBe(typed);
        expect(describeEntry(typed, country, SMALL_RULES)).toMatchObject({
          text: typed,
          international: true,
        });
        expect(judgeNumber(typed, country)).toMatchObject({ international: true, callingCode: undefined });
        // As libphonenumber-js gives for 023 (no throw there): the prefix stays in a partial value until a code completes.
        expect(entryValue(typed, country)).toBe(`+${typed}`);
      }
    },
  );

  it('every country, every string of up to three digits, keeps its digits in order', () => {
    const strings = Array.from({ length: 1110 }, (_, i) =>
      i < 10 ? String(i) : i < 110 ? String(i - 10).padStart(2, '0') : String(i - 110).padStart(3, '0'),
    );
    const lost: string[] = [];
    for (const country of getCountries(MIN_METADATA)) {
      for (const typed of strings) {
        if (digitsOf(formatAsYouType(typed, country)) !== typed) lost.push(`${country}:${typed}`);
      }
    }
    expect(lost).toEqual([]);
  });
});
