/**
 * Issue 38.1: nothing lost, in any export mode. Each input cell's numbers and extensions, as libphonenumber-js max's
 * findPhoneNumbersInText reads them (default US), are read back the same from the cell the built `telfield clean`
 * writes in that cell's place: as it was, or written back (E.164 only when the cell holds one number and nothing else
 * worth keeping; else every number with its extension, `+12145550187; +12145550188`, `+12025550199;ext=42`).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findPhoneNumbersInText } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { parseCsv, quote } from '../src/features/batch/table/csv';
import { unsafeCell } from '../src/features/batch/table/formula-cell';
import { builtCommandLine, runCommandLine } from './build-command-line';

const built = builtCommandLine();

/** A Salesforce leads export's columns; the cells people write. */
const HEADER = ['Lead ID', 'First Name', 'Last Name', 'Company', 'Phone', 'Country'];
const PHONES = [
  'Call me at 214-555-0187 or 214-555-0188',
  '202-555-0199;ext=42',
  '(202) 555-0100 x7',
  '+44 20 7946 0958',
  '202-555-0147',
  '+1 202-555-0100 ::: +44 20 7946 0958',
  'office 202-555-0142, ask for room 4417',
  '',
  'n/a',
];

/** Every number and extension findPhoneNumbersInText reads in a cell, in order. */
const numbersIn = (cell: string) =>
  findPhoneNumbersInText(cell.replace(/^="(.*)"$/, '$1'), 'US').map(
    ({ number }) => `${number.number}${number.ext ? ` ext ${number.ext}` : ''}`,
  );

const MODES: readonly (readonly string[])[] = [
  [],
  ['--only-valid'],
  ['--long'],
  ['--write-back'],
  ['--for-excel'],
  ['--write-back', '--for-excel'],
  ['--write-back', '--long'],
];

describe('telfield clean loses no number and no extension', () => {
  it.each(MODES.map((mode) => [mode.join(' ') || '(defaults)', mode] as const))('%s', (_, mode) => {
    const lines = PHONES.map((phone, i) =>
      [`00Q${i}`, 'Ann', 'Lee', 'Acme', quote(phone, ','), ''].join(','),
    );
    const input = join(built.dir(), 'salesforce-leads.csv');
    writeFileSync(input, `${HEADER.join(',')}\n${lines.join('\n')}\n`);
    const run = runCommandLine(built.script(), [
      'clean',
      input,
      '-d',
      'US',
      '-p',
      'Phone',
      '-c',
      'Country',
      '-o',
      '-',
      ...mode,
    ]);
    expect(run.status, run.stderr.toString()).toBe(0);
    const [header = [], ...rows] = parseCsv(run.stdout.toString('utf8').replace(/^\uFEFF/, ''), ',');
    const idAt = header.indexOf('Lead ID');
    const phoneAt = header.indexOf('Phone');
    const lost = PHONES.flatMap((phone, i): object[] => {
      const out = rows.filter((row) => row[idAt] === `00Q${i}`);
      const want = numbersIn(phone);
      if (want.length === 0) return [];
      // Only the valid rows go out with --only-valid; a row that goes out keeps all its numbers.
      if (out.length === 0) return mode.includes('--only-valid') ? [] : [{ phone, out: 'no row' }];
      return out.flatMap((row) => {
        const got = numbersIn(unsafeCell(row[phoneAt] ?? ''));
        return JSON.stringify(got) === JSON.stringify(want)
          ? []
          : [{ phone, written: row[phoneAt], got, want }];
      });
    });
    expect(lost).toEqual([]);
  });
});
