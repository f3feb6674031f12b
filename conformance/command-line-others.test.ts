/**
 * Issue 38.8: a cell's other numbers are listed in `_others` the same with several phone columns as with one. A
 * Google Contacts cell `+46 70 123 45 67 ::: 08-123 456 78` holds a Swedish mobile and a Stockholm number written
 * nationally beside it: read in the country of the cell's first number, as a person reads it. Built
 * `telfield clean`, default US, LANG=C; the expected E.164 is libphonenumber-js max's.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../src/list/table/csv';
import { unsafeCell } from '../src/list/table/formula-cell';
import { builtCommandLine, runCommandLine } from './build-command-line';

const built = builtCommandLine();
const CELL = '+46 70 123 45 67 ::: 08-123 456 78';

describe('telfield clean: _others with one phone column or several', () => {
  it.each([[['Phone 1 - Value']], [['Phone 1 - Value', 'Phone 2 - Value']]])('%j', (columns) => {
    const input = join(built.dir(), 'contacts.csv');
    writeFileSync(
      input,
      `First Name,Phone 1 - Label,Phone 1 - Value,Phone 2 - Label,Phone 2 - Value\nAnn,Mobile,${CELL},Work,+1 202-555-0100\n`,
    );
    const args = columns.flatMap((column) => ['-p', column]);
    const run = runCommandLine(built.script(), ['clean', input, '-d', 'US', ...args, '-o', '-']);
    expect(run.status, run.stderr.toString()).toBe(0);
    const [header = [], row = []] = parseCsv(run.stdout.toString('utf8').replace(/^\uFEFF/, ''), {
      delimiter: ',',
    });
    const others = unsafeCell(row[header.indexOf('Phone 1 - Value_others')] ?? '');
    expect(others).toBe(parsePhoneNumberFromString('08-123 456 78', 'SE')?.number);
  });
});
