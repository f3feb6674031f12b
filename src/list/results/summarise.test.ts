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
      validNumbers: 6,
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
      createResults(big.store, [0]),
      0,
      { status: '', country: '', query: '9', mark: '' },
      controller.signal,
    );
    await expect(promise).rejects.toThrow('aborted');
  });

  it('with several phone columns: rows by status add up to the rows, numbers are counted as numbers', async () => {
    const wide = sourceOf(
      ['Phone 1,Phone 2', '+44 20 7946 0958,+33 6 12 34 56 78', '0301,+44 20 7946 0958', ',', 'Zed,'].join(
        '\n',
      ),
    );
    const judged = judgeAll(wide, [0, 1], 'DE');
    await findDuplicates(judged, wide.store, 1);
    const summary = summarise(judged, 1);
    expect(summary.rows).toBe(4);
    expect(summary.byStatus).toEqual({ valid: 2, invalid: 1, empty: 1 });
    expect(summary.validNumbers).toBe(3);
    expect(summary.duplicates).toBe(1);
    expect(summary.byReason).toEqual([
      ['not-a-number', 1],
      ['too-short', 1],
    ]);
    const rows = async (filter: Parameters<typeof filterRows>[3]) =>
      Array.from(await filterRows(wide.store, judged, 1, filter));
    const none = { status: '', country: '', query: '', mark: '' } as const;
    expect(await rows({ ...none, country: 'FR' })).toEqual([1]);
    expect(await rows({ ...none, country: 'GB' })).toEqual([1, 2]);
    expect(await rows({ ...none, status: 'valid' })).toEqual([1, 2]);
    expect(await rows({ ...none, query: '4420' })).toEqual([1, 2]);
  });
});
