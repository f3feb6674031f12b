import { describe, expect, it } from 'vitest';
import { defaultPreferred } from './default-preferred';

describe('defaultPreferred', () => {
  it("puts the browser languages' countries first, in order and once, then the selected one", () => {
    expect(defaultPreferred(['en-GB', 'de', 'de-DE', 'fr-CH', 'es-419', 'und'], 'JP')).toEqual([
      'GB',
      'DE',
      'CH',
      'JP',
    ]);
    expect(defaultPreferred(['en-US'], 'US')).toEqual(['US']);
    expect(defaultPreferred([], undefined)).toEqual([]);
  });
});
