import { FULL_RULES } from '../../../phone/api/full-rules';
import { describe, expect, it } from 'vitest';
import { chunkOfCells, normaliseChunk } from './normalise-chunk';
import { COUNTRY_CODES, REASONS, STATUSES, TYPES } from '../table/cell-codes';

const decode = (chunk: ReturnType<typeof normaliseChunk>) =>
  Array.from(chunk.status, (status, i) => ({
    status: STATUSES[status],
    reason: REASONS[chunk.reason[i] ?? 0],
    type: TYPES[chunk.type[i] ?? 0],
    country: COUNTRY_CODES[chunk.country[i] ?? 0],
    e164: chunk.e164.split('\n')[i],
    flags: chunk.flags[i],
  }));

describe('normaliseChunk', () => {
  it('answers a chunk of rows as columns, in order', () => {
    const chunk = normaliseChunk(
      chunkOfCells(['+44 20 7946 0958', 'nope', '', '(201) 555-0123', '1'.repeat(1000)], 'US'),
      FULL_RULES,
    );
    expect(decode(chunk)).toEqual([
      { status: 'valid', reason: '', type: 'FIXED_LINE', country: 'GB', e164: '+442079460958', flags: 0 },
      { status: 'invalid', reason: 'not-a-number', type: '', country: '', e164: '', flags: 0 },
      { status: 'empty', reason: '', type: '', country: '', e164: '', flags: 0 },
      {
        status: 'valid',
        reason: '',
        type: 'FIXED_LINE_OR_MOBILE',
        country: 'US',
        e164: '+12015550123',
        flags: 0,
      },
      { status: 'invalid', reason: 'too-long', type: '', country: '', e164: '', flags: 1 },
    ]);
  });

  it('reads the phone column of multi-column rows, a row’s own country where given, and our export’s guard', () => {
    const text = "Ann,020 7946 0958,GB\nBob,030 123456,de\nCy,030 123456,\nDi,'+49 30 123456,xx";
    const rows = text.split('\n');
    let offset = 0;
    const starts = new Uint32Array(rows.length);
    const ends = new Uint32Array(rows.length);
    rows.forEach((row, i) => {
      starts[i] = offset;
      ends[i] = offset + row.length;
      offset += row.length + 1;
    });
    const chunk = normaliseChunk(
      { id: 3, text, starts, ends, delimiter: ',', phoneColumn: 1, countryColumn: 2, defaultCountry: 'US' },
      FULL_RULES,
    );
    expect(chunk.id).toBe(3);
    expect(decode(chunk).map((r) => [r.status, r.country, r.e164])).toEqual([
      ['valid', 'GB', '+442079460958'],
      ['valid', 'DE', '+4930123456'],
      ['invalid', 'US', ''],
      ['valid', 'DE', '+4930123456'],
    ]);
  });
});
