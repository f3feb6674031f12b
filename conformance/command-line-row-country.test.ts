/**
 * Issue 37.2: a national number's country is the first, in order, that makes it valid: the row's country column, the
 * countries of the row's other valid numbers, then the default country. When none does, its reason is the first
 * candidate's. Run on the built `telfield clean` with a Google Contacts export's real column names, default US; what
 * each cell should give is libphonenumber-js max's answer in the country a person would pick.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../src/list/table/csv';
import { unsafeCell } from '../src/list/table/formula-cell';
import { builtCommandLine, runCommandLine } from './build-command-line';

const built = builtCommandLine();

const HEADER = [
  'First Name',
  'Last Name',
  'Phone 1 - Label',
  'Phone 1 - Value',
  'Phone 2 - Label',
  'Phone 2 - Value',
  'Address 1 - Country',
];

/** A person's reading: the row, the phone 2 cell, the country it is read in and which candidate gave it. */
const CASES: readonly {
  readonly phone1: string;
  readonly phone2: string;
  readonly country: string;
  readonly readIn: CountryCode;
  readonly says: RegExp;
}[] = [
  // Valid in the default country, not in the other number's: the default wins.
  { phone1: '+44 20 7946 0958', phone2: '212-555-0147', country: '', readIn: 'US', says: /default country/ },
  // Valid in the other number's country: it stays German under a US default.
  { phone1: '+49 30 901820', phone2: '030 1234567', country: '', readIn: 'DE', says: /another number/ },
  // The row's country first, even with another number on the row.
  {
    phone1: '+44 20 7946 0958',
    phone2: '030 1234567',
    country: 'Germany',
    readIn: 'DE',
    says: /country column/,
  },
  // Not valid in the row's country nor the other number's: the default.
  {
    phone1: '+44 20 7946 0958',
    phone2: '212-555-0147',
    country: 'France',
    readIn: 'US',
    says: /default country/,
  },
  // Valid nowhere: the reason is the first candidate's (the other number's country).
  { phone1: '+44 20 7946 0958', phone2: '555-012', country: '', readIn: 'GB', says: /another number/ },
];

describe('telfield clean: a national number is read in the first country that makes it valid', () => {
  it('tries the country column, the row’s other numbers, then the default country', () => {
    const lines = CASES.map((c, i) =>
      [`P${i}`, 'Test', 'Mobile', c.phone1, 'Work', c.phone2, c.country].join(','),
    );
    const input = join(built.dir(), 'google-contacts.csv');
    writeFileSync(input, `${HEADER.join(',')}\n${lines.join('\n')}\n`);
    const run = runCommandLine(built.script(), [
      'clean',
      input,
      '--default-country',
      'US',
      '--phone-column',
      'Phone 1 - Value',
      '--phone-column',
      'Phone 2 - Value',
      '--country-column',
      'Address 1 - Country',
      '--output',
      '-',
    ]);
    expect(run.status, run.stderr.toString()).toBe(0);
    const [header = [], ...rows] = parseCsv(run.stdout.toString('utf8').replace(/^\uFEFF/, ''), {
      delimiter: ',',
    });
    const cell = (row: readonly string[], name: string) => unsafeCell(row[header.indexOf(name)] ?? '');
    const got = rows.map((row) => ({
      e164: cell(row, 'Phone 2 - Value_e164'),
      reason: cell(row, 'Phone 2 - Value_reason'),
    }));
    const wanted = CASES.map((c, i) => {
      const number = parsePhoneNumberFromString(c.phone2, c.readIn);
      const reason = got[i]?.reason ?? '';
      return {
        e164: number?.isValid() ? number.number : '',
        reason: c.says.test(reason) ? reason : String(c.says),
      };
    });
    expect(got).toEqual(wanted);
  });
});
