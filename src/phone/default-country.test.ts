import { describe, expect, it } from 'vitest';
import { defaultCountry } from './default-country';

describe('defaultCountry', () => {
  it.each([
    [{ stored: 'JE', languages: ['de-DE'] }, 'JE', 'the last choice wins'],
    [{ stored: 'XX', languages: ['de-AT'] }, 'AT', 'an unknown stored value is ignored'],
    [{ stored: null, languages: ['de-AT', 'en-US'] }, 'AT', 'the region of the first language'],
    [{ stored: null, languages: ['de', 'en-US'] }, 'DE', 'a language alone gives its likely region'],
    [{ stored: null, languages: ['fr-CA'] }, 'CA', ''],
    [{ stored: undefined, languages: ['es-419', 'es-MX'] }, 'MX', '419 (Latin America) is no country: the next one'],
    [{ stored: null, languages: ['not a tag', 'pt-BR'] }, 'BR', 'a broken tag is skipped'],
    [{ stored: null, languages: [] }, undefined, 'nothing known: no country'],
  ] as const)('%j → %s %s', (input, expected, _why) => {
    expect(defaultCountry(input)).toBe(expected);
  });
});
