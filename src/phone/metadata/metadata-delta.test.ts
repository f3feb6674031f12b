import maxMetadata from 'libphonenumber-js/max/metadata';
import { describe, expect, it } from 'vitest';
import { applyDelta } from './metadata-delta';
import { loadMaxMetadata, MIN_METADATA } from './metadata';

describe('the full metadata, sent as a difference from the small one', () => {
  it('is rebuilt exactly (else: node scripts/build-metadata-delta.mjs after updating libphonenumber-js)', async () => {
    expect(await loadMaxMetadata()).toEqual(maxMetadata);
  });

  it('applies each kind of difference', () => {
    expect(applyDelta([1, [2, 3], 'x'], { a: [null, { a: [null, { v: 4 }] }, null, { v: 5 }] })).toEqual([
      1,
      [2, 4],
      'x',
      5,
    ]);
    expect(applyDelta({ a: 1, b: [0] }, { o: { b: { a: [null, { v: 0 }] }, c: { v: null } } })).toEqual({
      b: [0, 0],
      c: null,
    });
    expect(applyDelta(MIN_METADATA, null)).toBe(MIN_METADATA);
  });
});
