import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFirstRowTable } from './first-row-table';

describe('createFirstRowTable', () => {
  it('answers as a Map of first rows does, whatever the keys and however full it gets', () => {
    // Keys of E.164 sizes, and keys that share their low 32 bits (the hash must mix the high part in).
    const key = fc.oneof(
      fc.integer({ min: 1, max: 999_999_999_999_999 }),
      fc.integer({ min: 1, max: 2_000_000 }).map((high) => high * 4294967296 + 12345),
      fc.integer({ min: 1, max: 40 }),
    );
    fc.assert(
      fc.property(fc.array(key, { maxLength: 400 }), fc.integer({ min: 0, max: 50 }), (keys, expected) => {
        const table = createFirstRowTable(expected);
        const reference = new Map<number, number>();
        keys.forEach((k, row) => {
          const first = reference.get(k);
          if (first === undefined) reference.set(k, row);
          expect(table.firstOrAdd(k, row)).toBe(first ?? -1);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('holds a million distinct numbers, each found again', () => {
    const table = createFirstRowTable(1000);
    for (let row = 0; row < 1_000_000; row++) table.firstOrAdd(442_000_000_000 + row * 7, row);
    for (let row = 0; row < 1_000_000; row += 997)
      expect(table.firstOrAdd(442_000_000_000 + row * 7, -1)).toBe(row);
  });
});
