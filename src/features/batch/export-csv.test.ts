import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { exportCsv, safeCell, unsafeCell } from './export-csv';
import type { RowResult } from './normalise-row';

const valid: RowResult = { e164: '+442079460958', international: '+44 20 7946 0958', country: 'GB', type: 'FIXED_LINE', status: 'valid', reason: '' };
const invalid: RowResult = { e164: '', international: '', country: 'US', type: '', status: 'invalid', reason: 'too-short' };

describe('formula injection', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['+cmd|\' /C calc\'!A0', `'+cmd|' /C calc'!A0`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tx', `'\tx`],
    ['+442079460958', `'+442079460958`],
    ['plain', 'plain'],
    ['020 7946 0958', '020 7946 0958'],
  ])('%j is written as %j and read back unchanged', (value, written) => {
    expect(safeCell(value)).toBe(written);
    expect(unsafeCell(safeCell(value))).toBe(value);
  });
});

describe('exportCsv', () => {
  const rows = [
    ['Ann', '020 7946 0958'],
    ['Bob, Jr.', '=1+2'],
  ];

  it('keeps every row in order, the original columns first, then the results', () => {
    const csv = exportCsv(rows, [valid, invalid], { delimiter: ',', header: ['name', 'phone'], phoneColumn: 1, onlyValid: false, writeBack: false });
    const back = parseCsv(csv, ',').map((r) => r.map(unsafeCell));
    expect(back).toEqual([
      ['name', 'phone', 'e164', 'country', 'type', 'status', 'reason'],
      ['Ann', '020 7946 0958', '+442079460958', 'GB', 'FIXED_LINE', 'valid', ''],
      ['Bob, Jr.', '=1+2', '', 'US', '', 'invalid', 'too-short'],
    ]);
    expect(csv).not.toMatch(/(^|,)=1\+2/m);
  });

  it('can keep only valid rows and write E.164 back into the phone column', () => {
    const csv = exportCsv(rows, [valid, invalid], { delimiter: ';', header: undefined, phoneColumn: 1, onlyValid: true, writeBack: true });
    expect(parseCsv(csv, ';').map((r) => r.map(unsafeCell))).toEqual([
      ['column 1', 'column 2', 'e164', 'country', 'type', 'status', 'reason'],
      ['Ann', '+442079460958', '+442079460958', 'GB', 'FIXED_LINE', 'valid', ''],
    ]);
  });
});
