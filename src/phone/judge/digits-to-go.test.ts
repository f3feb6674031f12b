import { describe, expect, it } from 'vitest';
import { loadFullRules, loadMaxMetadata, MIN_METADATA } from '../metadata/metadata';
import { validate } from './validate';

// This file does not import digits-to-go.ts: the countdown must arrive with the full metadata, as in the app.
describe('the strict digit countdown loads with the full rules', () => {
  it('not with the full metadata alone (a list cleaner’s workers load only that)', async () => {
    const max = await loadMaxMetadata();
    expect(validate('+44 20 7946', 'US', max, true)).toMatchObject({ missing: { min: 1, max: 4 } });
  });

  it('before: the possible lengths answer; after loadFullRules(): the full rules do', async () => {
    const before = validate('+44 20 7946', 'US', MIN_METADATA, false);
    expect(before).toMatchObject({ status: 'too-short', missing: { min: 1, max: 4 } });
    const max = await loadFullRules();
    expect(validate('+44 20 7946', 'US', max, true)).toMatchObject({
      status: 'too-short',
      country: 'GB',
      missing: { min: 4, max: 4 },
    });
  });
});
