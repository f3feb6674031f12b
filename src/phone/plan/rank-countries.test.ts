import { describe, expect, it } from 'vitest';
import { rankCountries } from './rank-countries';

describe('rankCountries', () => {
  it.each([
    [
      ['AU', 'DE', 'GB'],
      ['en-GB', 'de'],
      ['GB', 'DE', 'AU'],
      'regions of the languages first, in their order',
    ],
    [['AU', 'DE', 'GB'], ['de', 'en-GB'], ['DE', 'GB', 'AU'], 'a bare language counts by its likely region'],
    [['AU', 'GB', 'IE'], ['fr-FR'], ['AU', 'GB', 'IE'], 'no language matches: as given'],
    [['AU', 'GB', 'IE'], [], ['AU', 'GB', 'IE'], 'no languages: as given'],
    [['AU', 'GB'], ['not a tag', 'und', 'en-GB'], ['GB', 'AU'], 'tags that name no region are skipped'],
  ] as const)('%j with %j → %j (%s)', (countries, languages, ranked, _why) => {
    expect(rankCountries([...countries], [...languages])).toEqual([...ranked]);
  });
});
