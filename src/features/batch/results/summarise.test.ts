import { describe, expect, it } from 'vitest';
import { missingTranslations } from '../../../components/i18n/check-dictionary';
import { BATCH_MESSAGES } from '../batch-messages';
import { createResults } from './batch-results';
import { filterRows, summarise } from './summarise';
import { judgeAll, sourceOf } from './test-helpers';

it('the list cleaner is translated for every supported language', () => {
  expect(missingTranslations(BATCH_MESSAGES)).toEqual([]);
});

const LIST = [
  'phone',
  '+44 20 7946 0958',
  '+44 20 7946 0959',
  '(201) 555-0123',
  '0301',
  '',
  '+33 6 12 34 56 78',
  'Zed',
].join('\n');

describe('summary and filters', () => {
  const source = sourceOf(LIST);
  const results = judgeAll(source, 0, 'DE');

  it('counts statuses, reasons and countries, leaving the header out', () => {
    expect(summarise(results, 1)).toEqual({
      rows: 7,
      byStatus: { valid: 4, invalid: 2, empty: 1 },
      byReason: [
        ['not-a-number', 1],
        ['too-short', 1],
      ],
      topCountries: [
        ['GB', 2],
        ['DE', 1],
        ['FR', 1],
      ],
      countries: ['DE', 'FR', 'GB'],
      truncated: 0,
    });
  });

  it('filters by status, country and text (or digits of the E.164 number), keeping input order', async () => {
    const rows = async (filter: Parameters<typeof filterRows>[3]) =>
      Array.from(await filterRows(source.store, results, 1, filter));
    expect(await rows({ status: 'valid', country: '', query: '' })).toEqual([1, 2, 3, 6]);
    expect(await rows({ status: '', country: 'GB', query: '' })).toEqual([1, 2]);
    expect(await rows({ status: '', country: '', query: 'zed' })).toEqual([7]);
    expect(await rows({ status: '', country: '', query: '33612' })).toEqual([6]);
    expect(await rows({ status: 'invalid', country: '', query: '0301' })).toEqual([4]);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const big = sourceOf(Array.from({ length: 200_000 }, (_, i) => String(i)).join('\n'));
    const promise = filterRows(
      big.store,
      createResults(big.store),
      0,
      { status: '', country: '', query: '9' },
      controller.signal,
    );
    await expect(promise).rejects.toThrow('aborted');
  });
});
