// "Did you mean" through the judgement: the countries the digits are valid in, ranked as the field ranks them, and the
// one a person would expect offered first.
import { describe, expect, it } from 'vitest';
import { rankSuggestions } from '../plan/rank-countries';
import { judge } from './judgement';
import { MAX_RULES } from './test-helpers';

/** What a person would expect offered first, with the picked country, the browser's languages and the UI's. */
describe('"did you mean" offers first the country a person most likely meant', () => {
  it.each([
    ['020 7946 0958', 'US', ['en-US'], 'en-US', 'GB', 'a London number in an English browser set to the US'],
    [
      '(312) 377-0335',
      'GB',
      ['en-GB'],
      'en-GB',
      'US',
      'a Chicago number in an English browser set to the UK',
    ],
    [
      '0412 345 678',
      'GB',
      ['en-GB'],
      'en-GB',
      'AU',
      'an Australian mobile in an English browser set to the UK',
    ],
    ['55 1234 5678', 'ES', ['es-ES'], 'es', 'MX', 'a Mexico City number in a Spanish browser set to Spain'],
    [
      '11 91234 5678',
      'PT',
      ['pt-PT'],
      'pt-PT',
      'BR',
      'a São Paulo mobile in a Portuguese browser set to Portugal',
    ],
    ['06 12 34 56 78', 'BE', ['fr-BE'], 'fr-BE', 'FR', 'a French mobile in a French browser set to Belgium'],
    [
      '030 123456',
      'US',
      ['de-DE', 'en-US'],
      'en',
      'DE',
      'a Berlin number where the browser also speaks German',
    ],
  ] as const)('%s with %s picked, %j, UI %s → %s (%s)', (text, picked, languages, ui, first, _why) => {
    const { validation } = judge(text, { defaultCountry: picked, rules: MAX_RULES });
    const validIn = 'validIn' in validation ? validation.validIn : [];
    expect(validIn.length, 'the digits are valid in more than one other country').toBeGreaterThan(1);
    expect(rankSuggestions(validIn, picked, [...languages], ui)[0]).toBe(first);
  });
});
