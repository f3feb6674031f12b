import { describe, expect, it } from 'vitest';
import { createResults } from '../run/batch-results';
import { findDuplicates } from './find-duplicates';
import { filterRows } from './row-filter';
import { summarise } from './summarise';
import { judgeAll, sourceOf } from './test-helpers';

const LIST = [
  'phone',
  '+44 20 7946 0958',
  '+44 20 7946 0959',
  '(201) 555-0123',
  '0301',
  '',
  '+33 6 12 34 56 78',
  'Zed',
  '+44 (0)20 7946 0958',
  '020 7946 0958 / 07400 123456',
].join('\n');

describe('summary and filters', () => {
  const source = sourceOf(LIST);
  const results = judgeAll(source, 0, 'DE');
  const duplicates = findDuplicates(results, source.store, 1);

  it('counts statuses, reasons, countries and marks, leaving the header out', async () => {
    expect(await duplicates).toBe(1);
    expect(summarise(results, 1)).toEqual({
      rows: 9,
      // The last row holds a London number (not valid read with Germany's rules) and a valid German one.
      byStatus: { valid: 6, invalid: 2, empty: 1 },
      byReason: [
        ['not-a-number', 1],
        ['too-short', 1],
      ],
      topCountries: [
        ['GB', 3],
        ['DE', 2],
        ['FR', 1],
      ],
      countries: ['DE', 'FR', 'GB'],
      truncated: 0,
      byType: [
        ['FIXED_LINE', 5],
        ['MOBILE', 1],
      ],
      duplicates: 1,
      several: 1,
      unknownCountry: 0,
    });
  });

  it('filters by status, country and text (or digits of the E.164 number), keeping input order', async () => {
    const rows = async (filter: Parameters<typeof filterRows>[3]) =>
      Array.from(await filterRows(source.store, results, 1, filter));
    await duplicates;
    const none = { status: '', country: '', query: '', mark: '' } as const;
    expect(await rows({ ...none, status: 'valid' })).toEqual([1, 2, 3, 6, 8, 9]);
    expect(await rows({ ...none, country: 'GB' })).toEqual([1, 2, 8]);
    expect(await rows({ ...none, query: 'zed' })).toEqual([7]);
    expect(await rows({ ...none, query: '33612' })).toEqual([6]);
    expect(await rows({ ...none, status: 'invalid', query: '0301' })).toEqual([4]);
    expect(await rows({ ...none, mark: 'duplicate' })).toEqual([8]);
    expect(await rows({ ...none, mark: 'several' })).toEqual([9]);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const big = sourceOf(Array.from({ length: 200_000 }, (_, i) => String(i)).join('\n'));
    const promise = filterRows(
      big.store,
      createResults(big.store),
      0,
      { status: '', country: '', query: '9', mark: '' },
      controller.signal,
    );
    await expect(promise).rejects.toThrow('aborted');
  });
});
