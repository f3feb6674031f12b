import { describe, expect, it } from 'vitest';
import { defaultCountry } from './default-country';

describe('defaultCountry', () => {
  it.each([
    [{ stored: 'JE', languages: ['de-DE'] }, 'JE', 'the last choice wins'],
    [{ stored: 'XX', languages: ['de-AT'] }, 'AT', 'an unknown stored value is ignored'],
    [
      { stored: 'gb', languages: ['fr-FR'] },
      'FR',
      'a stored value that is not a country code as the metadata writes it is ignored',
    ],
    [{ stored: '', languages: ['it'] }, 'IT', 'an empty stored value is ignored'],
    [{ stored: null, languages: ['de-AT', 'en-US'] }, 'AT', 'the region of the first language'],
    [{ stored: null, languages: ['de', 'en-US'] }, 'DE', 'a language alone gives its likely region'],
    [{ stored: null, languages: ['en'] }, 'US', ''],
    [{ stored: null, languages: ['zh-Hant'] }, 'TW', 'a script gives its likely region too'],
    [{ stored: null, languages: ['fr-CA'] }, 'CA', ''],
    [{ stored: null, languages: ['en-GB-oxendict'] }, 'GB', 'variants are fine'],
    [
      { stored: undefined, languages: ['es-419', 'es-MX'] },
      'MX',
      '419 (Latin America) is no country: the next one',
    ],
    [{ stored: undefined, languages: ['en-001', 'en-IE'] }, 'IE', '001 (the world) is no country'],
    [{ stored: null, languages: ['not a tag', 'pt-BR'] }, 'BR', 'a broken tag is skipped'],
    [{ stored: null, languages: ['und', 'nl-BE'] }, 'BE', 'an undetermined language says nothing'],
    [{ stored: null, languages: ['en-AQ'] }, undefined, 'Antarctica has no numbering plan in the metadata'],
    [{ stored: null, languages: [] }, undefined, 'nothing known: no country'],
  ] as const)('%j → %s (%s)', (input, expected, _why) => {
    expect(defaultCountry(input)).toBe(expected);
  });
});
