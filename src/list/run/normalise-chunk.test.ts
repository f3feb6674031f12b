import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { FULL_RULES } from '../../phone/api/full-rules';
import { describe, expect, it } from 'vitest';
import { chunkOfCells, normaliseChunk, type ChunkRequest, type ColumnChunk } from './normalise-chunk';
import { COUNTRY_CODES, COUNTRY_SOURCES, REASONS, STATUSES, TYPES } from '../table/cell-codes';

const decode = (whole: ReturnType<typeof normaliseChunk>, column = 0) => {
  const chunk = whole.columns[column] as ColumnChunk;
  return Array.from(chunk.status, (status, i) => ({
    status: STATUSES[status],
    reason: REASONS[chunk.reason[i] ?? 0],
    type: TYPES[chunk.type[i] ?? 0],
    country: COUNTRY_CODES[chunk.country[i] ?? 0],
    e164: chunk.e164.split('\n')[i],
    flags: chunk.flags[i],
    source: COUNTRY_SOURCES[chunk.source[i] ?? 0],
  }));
};

/** Rows of text as a chunk request (no quoting in them). */
function chunkOf(text: string, request: Omit<ChunkRequest, 'id' | 'text' | 'starts' | 'ends' | 'delimiter'>) {
  const rows = text.split('\n');
  let offset = 0;
  const starts = new Uint32Array(rows.length);
  const ends = new Uint32Array(rows.length);
  rows.forEach((row, i) => {
    starts[i] = offset;
    ends[i] = offset + row.length;
    offset += row.length + 1;
  });
  return { id: 3, text, starts, ends, delimiter: ',', ...request };
}

/** libphonenumber-js max's E.164 for a cell read in a country ('' when not valid). */
const expected = (cell: string, country: CountryCode | undefined) => {
  const parsed = parsePhoneNumberFromString(cell, country);
  return parsed?.isValid() ? parsed.number : '';
};

describe('normaliseChunk', () => {
  it('answers a chunk of rows as columns, in order', () => {
    const chunk = normaliseChunk(
      chunkOfCells(['+44 20 7946 0958', 'nope', '', '(201) 555-0123', '1'.repeat(1000)], 'US'),
      FULL_RULES,
    );
    expect(decode(chunk).map(({ source: _, ...rest }) => rest)).toEqual([
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
    const chunk = normaliseChunk(
      chunkOf(text, { phoneColumns: [1], countryColumn: 2, defaultCountry: 'US' }),
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

  describe('several phone columns', () => {
    // Each row: Phone 1, Phone 2, the row's country ('' for none).
    const rows: readonly (readonly [string, string, string])[] = [
      ['+49 30 901820', '030 1234567', ''],
      ['', '030 1234567', ''],
      ['020 7946 0958', '+44 20 7946 0958', ''],
      ['030 1234567', '+44 20 7946 0958', 'DE'],
      ['2015550123', '', ''],
      ['', '', ''],
    ];
    const chunk = normaliseChunk(
      chunkOf(rows.map((row) => row.join(',')).join('\n'), {
        phoneColumns: [0, 1],
        countryColumn: 2,
        defaultCountry: 'US',
      }),
      FULL_RULES,
    );
    const [first, second] = [decode(chunk, 0), decode(chunk, 1)];

    it('reads a national number in the row’s country, else in the country of its other valid number, else the default', () => {
      rows.forEach(([one, two, own], r) => {
        const international = [one, two].find((cell) => cell.startsWith('+'));
        const neighbour = international ? parsePhoneNumberFromString(international)?.country : undefined;
        const country = (own || undefined) as CountryCode | undefined;
        const read = (cell: string) =>
          expected(cell, cell.startsWith('+') ? undefined : (country ?? neighbour ?? 'US'));
        expect([first[r]?.e164, second[r]?.e164], `row ${r + 1}`).toEqual([read(one), read(two)]);
      });
    });

    it('says where each national number’s country came from', () => {
      expect(first.map((r) => r.source)).toEqual(['', '', 'same-row', 'country-column', 'default', '']);
      expect(second.map((r) => r.source)).toEqual(['same-row', 'default', '', '', '', '']);
    });

    it('judges each cell of each column: statuses in place, the empty ones empty', () => {
      expect(first.map((r) => r.status)).toEqual(['valid', 'empty', 'valid', 'valid', 'valid', 'empty']);
      expect(second.map((r) => r.status)).toEqual(['valid', 'invalid', 'valid', 'valid', 'empty', 'empty']);
    });
  });
});
