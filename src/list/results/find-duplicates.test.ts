import { getCountries, getExampleNumber } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { findDuplicates } from './find-duplicates';
import type { ColumnResults } from '../run/batch-results';
import { e164At } from './row-view';
import { judgeAll, sourceOf } from './test-helpers';

describe('findDuplicates', () => {
  it('marks each valid row whose E.164 an earlier row has, with that first row, across segments and spellings', async () => {
    // 10,000 rows (three segments) of 1,500 numbers in three spellings, some invalid and empty rows between, then
    // every country's example twice, with the same digits behind other calling codes ('+44 7400…', '+34 7400…').
    const lines = ['phone'];
    const worldwide = getCountries().flatMap((country) => {
      const national = getExampleNumber(country, examples)?.nationalNumber ?? '';
      return ['1', '7', '33', '44', '34', '49'].map((code) => `+${code}${national}`);
    });
    for (let i = 0; i < 10_000; i++) {
      const n = String(2_015_550_000 + ((i * 7919) % 1500));
      lines.push(
        i % 11 === 0
          ? ''
          : i % 13 === 0
            ? '12'
            : ([`+1 ${n}`, `(${n.slice(0, 3)}) ${n.slice(3)}`, n][i % 3] ?? ''),
      );
    }
    lines.push(...worldwide, ...worldwide.reverse());
    const source = sourceOf(lines.join('\n'));
    const results = judgeAll(source, 0, 'US');
    expect(source.store.segments.length).toBeGreaterThan(2);
    const duplicates = await findDuplicates(results, source.store, 1);

    const [column] = results.columns as [ColumnResults];
    const firsts = new Map<string, number>();
    const expected = new Uint32Array(results.count);
    for (let row = 1; row < results.count; row++) {
      if (column.status[row] !== 1) continue;
      const e164 = e164At(column, source.store, row);
      const first = firsts.get(e164);
      if (first === undefined) firsts.set(e164, row);
      else expected[row] = first + 1;
    }
    expect(column.duplicateOf).toEqual(expected);
    expect(duplicates).toBe(expected.filter((first) => first > 0).length);
    expect(duplicates).toBeGreaterThan(5000);
  });

  it('across phone columns: a number is a duplicate of the first one met in an earlier row', async () => {
    const source = sourceOf(
      [
        'Phone 1,Phone 2',
        '+44 20 7946 0958,+44 20 7946 0958',
        '2015550123,020 7946 0958',
        ',(201) 555-0123',
      ].join('\n'),
    );
    const results = judgeAll(source, [0, 1], 'US');
    const marked = await findDuplicates(results, source.store, 1);
    const [one, two] = results.columns as [ColumnResults, ColumnResults];
    // Marks are 1 + the store row of the first: row 3's Phone 2 repeats row 2's Phone 1. Row 1's Phone 2 repeats its
    // own Phone 1: the same row, no duplicate (issue 38.9). Row 2's Phone 2 is not valid in the US default.
    expect(Array.from(one.duplicateOf ?? [])).toEqual([0, 0, 0, 0]);
    expect(Array.from(two.duplicateOf ?? [])).toEqual([0, 0, 0, 3]);
    expect(marked).toBe(1);
  });
});
