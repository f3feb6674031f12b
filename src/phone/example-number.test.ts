import { AsYouType, getCountries } from 'libphonenumber-js';
import { expect, it } from 'vitest';
import { exampleNumber } from './example-number';

it('gives every country an example written as the field would show it', () => {
  for (const country of getCountries()) {
    const example = exampleNumber(country);
    if (example === undefined) continue;
    expect(new AsYouType(country).input(example.replace(/[^\d+]/g, ''))).toBe(example);
  }
  expect(exampleNumber('US')).toBe('(201) 555-0123');
  expect(exampleNumber('GB')).toBe('07400 123456');
});
