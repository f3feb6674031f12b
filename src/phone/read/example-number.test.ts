import { AsYouType, getCountries, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { exampleNumber } from './example-number';
import { MIN_METADATA } from '../metadata/metadata';

describe('exampleNumber', () => {
  it.each([
    ['US', '(201) 555-0123'],
    ['GB', '07400 123456'],
    ['DE', '01512 3456789'],
    ['FR', '06 12 34 56 78'],
    ['JP', '090-1234-5678'],
    ['RU', '8 (912) 345-67-89'],
    [undefined, undefined],
    ['XX', undefined],
  ] as const)('%s → %s', (country, expected) => {
    expect(exampleNumber(country as never)).toBe(expected);
  });

  it.each(getCountries(MIN_METADATA))(
    '%s’s is its mobile example, shown as the field shows it typed',
    (country) => {
      const example = exampleNumber(country) ?? '';
      const digits = example.replace(/\D/g, '');
      expect(new AsYouType(country, MIN_METADATA).input(digits)).toBe(example);
      expect(parsePhoneNumberFromString(digits, country, MIN_METADATA)?.nationalNumber).toBe(
        examples[country],
      );
    },
  );
});
