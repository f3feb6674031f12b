import { getCountries, type CountryCode } from 'libphonenumber-js/core';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import maxMetadata from 'libphonenumber-js/max/metadata';
import { describe, expect, it } from 'vitest';
import { planOf } from '../plan/numbering-plan';
import { noPossibleReading } from './no-possible-reading';

describe('noPossibleReading', () => {
  it('says "not valid" only where parse finds no valid number: random digits behind every pick’s prefixes and code', () => {
    let seed = 17;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const wrong: string[] = [];
    let none = 0;
    for (const pick of getCountries(maxMetadata) as CountryCode[]) {
      const plan = planOf(pick, maxMetadata);
      const prefix = plan?.nationalPrefix ?? '';
      const code = plan?.callingCode ?? '';
      // The readings parse can take: whole, after the trunk prefix, after the code, after the code and the prefix.
      const leads = ['', prefix, code, code + prefix, '0', '1', '8'];
      for (let i = 0; i < 70; i++) {
        const digits = String(Math.floor(random() * 1e13)).slice(0, 2 + Math.floor(random() * 11));
        const typed = `${leads[i % leads.length] ?? ''}${digits}`;
        if (!noPossibleReading(typed, pick, maxMetadata)) continue;
        none++;
        if (parsePhoneNumberFromString(typed, pick)?.isValid()) wrong.push(`${typed} in ${pick}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(none).toBeGreaterThan(3000);
  });

  it.each([
    ['155501234', 'US', true],
    ['5550123', 'US', false],
    ['55501234', 'US', true],
    ['1155501234', 'US', false],
    ['2015550123', 'US', false],
    ['011442079', 'US', false],
    ['0612345', 'FR', true],
    ['0612345678', 'FR', false],
    // The Virgin Islands' trunk prefix rule adds 340 in front of seven digits: parse reads a whole number.
    ['7751234', 'VI', false],
  ] as const)('%s in %s → %s', (typed, pick, expected) => {
    expect(noPossibleReading(typed, pick, maxMetadata)).toBe(expected);
  });
});
