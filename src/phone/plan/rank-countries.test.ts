import { describe, expect, it } from 'vitest';
import { rankSuggestions } from './rank-countries';

describe('rankSuggestions', () => {
  const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  it.each([
    [['DE', 'CA', 'GB'], 'US', [], ['CA', 'DE', 'GB'], 'the picked country’s calling code first (+1)'],
    [['JP', 'RS', 'DE'], 'IE', [], ['DE', 'RS', 'JP'], 'then its world zone (3 and 4: Europe), by name'],
    [['JP', 'BR', 'AU'], 'IE', ['pt-BR'], ['BR', 'AU', 'JP'], 'then the regions of the person’s languages'],
    [['JP', 'BR', 'AU'], undefined, [], ['AU', 'BR', 'JP'], 'no pick: by name'],
  ] as const)('%j, %s picked, %j → %j (%s)', (countries, picked, languages, ranked, _why) => {
    expect(rankSuggestions([...countries], picked, [...languages], byCode)).toEqual([...ranked]);
  });
});
