/**
 * Issue 38.5 and 38.6: no country, said plainly. A country cell that says "not known" (`N/A`, `none`, `?` …) names no
 * country (`N/A` is not Namibia); a national number with no country known (no row country, no other number, no default)
 * has the reason `no-country` (the warning says to pass `--default-country`), and no reason claims the default
 * country when there is none; the command warns once on standard error. Run on the built `telfield clean` under LANG=C.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../src/list/table/csv';
import { unsafeCell } from '../src/list/table/formula-cell';
import { builtCommandLine, runCommandLine } from './build-command-line';

const built = builtCommandLine();

/** A Mailchimp audience export's columns. */
const HEADER = ['Email Address', 'First Name', 'Last Name', 'Phone Number', 'Country'];
const UNKNOWN = ['N/A', 'n/a', 'none', 'unknown', '-', '?'];
/** A Namibian mobile written nationally: valid in NA, so read in NA only if `N/A` were Namibia. */
const NAMIBIAN = '081 234 5678';

function clean(rows: readonly (readonly string[])[], args: readonly string[]) {
  const input = join(built.dir(), 'mailchimp-audience.csv');
  writeFileSync(input, [HEADER, ...rows].map((row) => row.join(',')).join('\n') + '\n');
  const run = runCommandLine(built.script(), ['clean', input, '-p', 'Phone Number', '-o', '-', ...args]);
  const [header = [], ...out] = parseCsv(run.stdout.toString('utf8').replace(/^\uFEFF/, ''), {
    delimiter: ',',
  });
  const cell = (row: readonly string[], name: string) => unsafeCell(row[header.indexOf(name)] ?? '');
  return { run, out, cell };
}

describe('telfield clean: no country, said plainly', () => {
  it('reads N/A, none, unknown, - and ? in the country column as no country, not Namibia', () => {
    const rows = UNKNOWN.map((country, i) => [`a${i}@example.com`, 'Ann', 'Lee', NAMIBIAN, country]);
    const { run, out, cell } = clean(rows, ['-c', 'Country', '-d', 'US']);
    expect(run.status, run.stderr.toString()).toBe(0);
    const want = parsePhoneNumberFromString(NAMIBIAN, 'US');
    expect(out.map((row) => [cell(row, 'Phone Number_e164'), cell(row, 'Phone Number_reason')])).toEqual(
      UNKNOWN.map((_, i) => [want?.isValid() ? want.number : '', cell(out[i] ?? [], 'Phone Number_reason')]),
    );
    expect(out.map((row) => cell(row, 'Phone Number_country'))).not.toContain('NA');
  });

  it('gives a national number with no country known its own reason, and warns once', () => {
    const rows = [
      ['a@example.com', 'Ann', 'Lee', '(415) 555-2671', ''],
      ['b@example.com', 'Bo', 'Ng', '(415) 555-2672', 'Schweden'],
      ['c@example.com', 'Cy', 'Oz', '+44 20 7946 0958', ''],
    ];
    const { run, out, cell } = clean(rows, ['-c', 'Country']);
    expect(run.status, run.stderr.toString()).toBe(0);
    const results = out.map((row) => [cell(row, 'Phone Number_status'), cell(row, 'Phone Number_reason')]);
    // Its own reason, not "not-a-number"; the warning on standard error says what to pass.
    expect(results.slice(0, 2)).toEqual([
      ['invalid', 'no-country'],
      ['invalid', 'no-country'],
    ]);
    expect(results.map(([, reason]) => reason).join('\n')).not.toMatch(/default country$|from the default/);
    expect(results[2]?.[0]).toBe('valid');
    expect(run.stderr.toString().match(/no default country.*pass --default-country/g)).toHaveLength(1);
  });
});
