import { getCountries, type CountryCode } from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/max/metadata';
import minMetadata from 'libphonenumber-js/min/metadata';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { phoneNumberIn } from '../metadata/internals';
import type { MetadataJson } from '../metadata/metadata';
import { numberType } from './number-type';
import { allCallingCodes, isNonGeographicCode, planOf } from './numbering-plan';

// Every plan (countries and non-geographic codes), each with numbers in many ranges: its mobile example (or a
// number of its first possible length) with the first one or two digits replaced, one digit shorter and longer.
const plans: string[] = [
  ...getCountries(maxMetadata),
  ...allCallingCodes(maxMetadata).filter((code) => isNonGeographicCode(code, maxMetadata)),
];

function numbersOf(plan: string): string[] {
  const example =
    examples[plan as CountryCode] ?? '9'.repeat(planOf(plan, maxMetadata)?.possibleLengths[0] ?? 8);
  const numbers: string[] = [];
  for (const base of [example, example.slice(0, -1), `${example}5`]) {
    for (let prefix = 0; prefix < 110; prefix++) {
      const head = prefix < 10 ? String(prefix) : String(prefix - 10).padStart(2, '0');
      numbers.push(head + base.slice(head.length));
    }
  }
  return numbers;
}

function disagreements(metadata: MetadataJson) {
  const found: string[] = [];
  const types = new Set<string>();
  for (const plan of plans) {
    for (const national of numbersOf(plan)) {
      const number = phoneNumberIn(plan, national, metadata);
      const expected = number.getType();
      types.add(String(expected));
      if (numberType(plan, national, metadata) !== expected)
        found.push(`${plan} ${national}: getType ${expected}`);
    }
  }
  return { found, types };
}

describe('numberType answers as PhoneNumber.getType() ', () => {
  it('with the full metadata, on every plan’s numbers in every range, of every type', () => {
    const { found, types } = disagreements(maxMetadata);
    expect(found).toEqual([]);
    // The cases reach every kind of answer getType() gives, so none is untested.
    expect([...types].sort()).toEqual(
      [
        'FIXED_LINE',
        'FIXED_LINE_OR_MOBILE',
        'MOBILE',
        'PAGER',
        'PERSONAL_NUMBER',
        'PREMIUM_RATE',
        'SHARED_COST',
        'TOLL_FREE',
        'UAN',
        'VOICEMAIL',
        'VOIP',
        'undefined',
      ].sort(),
    );
  });

  it('with the small metadata (types only for shared calling codes)', () => {
    const { found, types } = disagreements(minMetadata);
    expect(found).toEqual([]);
    expect(types.size).toBeGreaterThan(3);
  });

  it.each([
    ['GB', '7400123456', 'MOBILE'],
    ['GB', '2079460958', 'FIXED_LINE'],
    ['US', '2015550123', 'FIXED_LINE_OR_MOBILE'],
    ['800', '12345678', 'TOLL_FREE'],
    ['GB', '740012345', undefined],
    ['XX', '12345678', undefined],
  ] as const)('%s %s → %s', (plan, national, expected) => {
    expect(numberType(plan, national, maxMetadata)).toBe(expected);
  });
});
