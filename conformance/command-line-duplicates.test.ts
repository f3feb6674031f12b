/**
 * Issue 38.9: a duplicate is a number seen in an earlier row, never in the same row. A Shopify customers export keeps
 * the same number in `Default Address Phone` and `Phone`: that is one customer, noted in the second column's reason,
 * not counted as a duplicate. Run on the built `telfield clean`, default US, under LANG=C.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../src/list/table/csv';
import { unsafeCell } from '../src/list/table/formula-cell';
import { builtCommandLine, runCommandLine } from './build-command-line';

const built = builtCommandLine();

const HEADER = [
  'Customer ID',
  'First Name',
  'Last Name',
  'Email',
  'Default Address Country Code',
  'Default Address Phone',
  'Phone',
];
/** Customer, address phone, phone; the one real duplicate is Cy's, of Ann's number (row 2 as a spreadsheet counts). */
const ROWS = [
  ["'7001", 'Ann', 'Lee', 'ann@example.com', 'US', '(202) 555-0100', "'+12025550100"],
  ["'7002", 'Bo', 'Ng', 'bo@example.com', 'CA', '(613) 555-0135', "'+16135550135"],
  ["'7003", 'Cy', 'Oz', 'cy@example.com', 'US', '', '202-555-0100'],
];

describe('telfield clean: duplicates are of earlier rows', () => {
  it('does not name a row as its own duplicate, and notes the same number twice in a row', () => {
    const input = join(built.dir(), 'customers_export.csv');
    writeFileSync(input, [HEADER, ...ROWS].map((row) => row.join(',')).join('\n') + '\n');
    const run = runCommandLine(built.script(), [
      'clean',
      input,
      '-d',
      'US',
      '-p',
      'Default Address Phone',
      '-p',
      'Phone',
      '-c',
      'Default Address Country Code',
      '-o',
      '-',
    ]);
    expect(run.status, run.stderr.toString()).toBe(0);
    const [header = [], ...out] = parseCsv(run.stdout.toString('utf8').replace(/^\uFEFF/, ''), {
      delimiter: ',',
    });
    const cell = (row: readonly string[], name: string) => unsafeCell(row[header.indexOf(name)] ?? '');
    expect(
      out.map((row) => [cell(row, 'Default Address Phone_duplicate_of'), cell(row, 'Phone_duplicate_of')]),
    ).toEqual([
      ['', ''],
      ['', ''],
      ['', '2'],
    ]);
    expect(cell(out[0] ?? [], 'Phone_reason')).toMatch(/same number as Default Address Phone/);
    expect(run.stderr.toString()).toMatch(/ 1 duplicates?\b/);
  });
});
