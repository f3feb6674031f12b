import { FULL_RULES } from '../../phone/api/full-rules';
import { describe, expect, it } from 'vitest';
import { sourceOf } from '../results/test-helpers';
import { normaliseChunk, type ChunkRequest, type WarmUp } from './normalise-chunk';
import type { SegmentWorker } from './segment-pool';
import { createWarmWorkers, warmUpSample, WARM_UP_ROWS } from './warm-workers';

const LIST = [
  'name,phone',
  ...Array.from({ length: 6000 }, (_, i) => `p${i},"+44 20 7946 ${1000 + i}"`),
].join('\n');

describe('warmUpSample', () => {
  it('is the list’s first rows, read as Start will read them', () => {
    const { store } = sourceOf(LIST);
    const sample = warmUpSample(store, { phoneColumns: [1], defaultCountry: 'GB' });
    expect(sample?.starts.length).toBe(WARM_UP_ROWS);
    const segment = store.segments[0];
    if (!sample || !segment) throw new Error('no sample');
    const first = normaliseChunk(
      {
        id: 0,
        ...segment,
        delimiter: ',',
        phoneColumns: [1],
        countryColumn: undefined,
        defaultCountry: 'GB',
      },
      FULL_RULES,
    );
    const [warm] = normaliseChunk(sample, FULL_RULES).columns;
    const [whole] = first.columns;
    if (!warm || !whole) throw new Error('no column');
    expect(warm.e164.split('\n')).toEqual(whole.e164.split('\n').slice(0, WARM_UP_ROWS));
    expect(warm.e164.split('\n').at(-1)).toBe(`+44207946${1000 + WARM_UP_ROWS - 2}`);
  });

  it('is sent to each warmed worker', () => {
    const sent: (ChunkRequest | WarmUp)[] = [];
    const worker: SegmentWorker = {
      postMessage: (message) => sent.push(message),
      terminate: () => undefined,
      onmessage: null,
      onerror: null,
    };
    const sample = warmUpSample(sourceOf(LIST).store, { phoneColumns: [1], defaultCountry: 'GB' });
    createWarmWorkers(() => worker).warm(2, sample);
    expect(sent).toEqual([
      { warmUp: true, sample },
      { warmUp: true, sample },
    ]);
  });
});
