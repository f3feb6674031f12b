import { getCountries, getExampleNumber } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { findDuplicates } from './find-duplicates';
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

    const firsts = new Map<string, number>();
    const expected = new Uint32Array(results.count);
    for (let row = 1; row < results.count; row++) {
      if (results.status[row] !== 1) continue;
      const e164 = e164At(results, source.store, row);
      const first = firsts.get(e164);
      if (first === undefined) firsts.set(e164, row);
      else expected[row] = first + 1;
    }
    expect(results.duplicateOf).toEqual(expected);
    expect(duplicates).toBe(expected.filter((first) => first > 0).length);
    expect(duplicates).toBeGreaterThan(5000);
  });
});
