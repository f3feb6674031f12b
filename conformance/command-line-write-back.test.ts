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
import { parseCsv, quote } from '../src/list/table/csv';
import { unsafeCell } from '../src/list/table/formula-cell';
import { builtCommandLine, runCommandLine } from './build-command-line';

const built = builtCommandLine();

/** A Salesforce leads export's columns; the cells people write. */
const HEADER = ['Lead ID', 'First Name', 'Last Name', 'Company', 'Phone', 'Country'];
const PHONES = [
  'Call me at 214-555-0187 or 214-555-0188',
  'Call 214-555-0187 x3 or 214-555-0188 ext. 12',
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

/** The leads export, cleaned by the built command in `mode` (default US, the Phone column), its records read back. */
function cleaned(mode: readonly string[]): string[][] {
  const lines = PHONES.map((phone, i) => [`00Q${i}`, 'Ann', 'Lee', 'Acme', quote(phone, ','), ''].join(','));
  const input = join(built.dir(), 'salesforce-leads.csv');
  writeFileSync(input, `${HEADER.join(',')}\n${lines.join('\n')}\n`);
  const args = ['clean', input, '-d', 'US', '-p', 'Phone', '-c', 'Country', '-o', '-', ...mode];
  const run = runCommandLine(built.script(), args);
  expect(run.status, run.stderr.toString()).toBe(0);
  return parseCsv(run.stdout.toString('utf8').replace(/^\uFEFF/, ''), { delimiter: ',' });
}

describe('telfield clean loses no number and no extension', () => {
  it.each(MODES.map((mode) => [mode.join(' ') || '(defaults)', mode] as const))('%s', (_, mode) => {
    const [header = [], ...rows] = cleaned(mode);
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

  it('--long writes one row per number, each with its own extension, and leaves phone_others empty', () => {
    const [header = [], ...rows] = cleaned(['--long']);
    const at = (name: string) => header.indexOf(name);
    expect(rows.map((row) => row[at('phone_others')] ?? '').filter((cell) => cell !== '')).toEqual([]);
    let several = 0;
    PHONES.forEach((phone, i) => {
      const out = rows.filter(
        (row) => row[at('Lead ID')] === `00Q${i}` && row[at('phone_status')] === 'valid',
      );
      // The valid numbers libphonenumber-js's finder reads in the cell, each with its extension, one row each.
      const want = numbersIn(phone);
      const got = out.map(
        (row) =>
          `${row[at('phone_e164')]}${row[at('phone_extension')] ? ` ext ${row[at('phone_extension')]}` : ''}`,
      );
      expect(got, phone).toEqual(want);
      if (want.length > 1) several++;
    });
    expect(several).toBeGreaterThan(2);
  });
});
