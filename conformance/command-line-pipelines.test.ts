/**
 * Issue 38.7 and 38.11, 38.13 to 38.16: `telfield clean` in a pipeline, the built command run as a user runs it.
 * Standard output is plain (no byte-order mark, LF) unless --for-excel; --no-formula-guard writes every cell as it
 * was; -d takes what the country column takes; --stats json and --fail-on-invalid give a pipeline answers it can
 * read; a gzip list is read as the list; Ctrl+C on `-o -` says the output was cut. Records are read back with
 * Papa Parse, a reader we did not write.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { builtCommandLine, runCommandLine } from './build-command-line';

const built = builtCommandLine();

/** A Mailchimp audience export's columns; a cell with a line break, and cells a spreadsheet would run. */
const MAILCHIMP = [
  'Email Address,First Name,Phone Number,Notes',
  'ann@example.com,Ann,020 7946 0958,"line one\r\nline two"',
  'bob@example.com,Bob,+1 (800) FLOWERS,=HYPERLINK("x")',
  "cy@example.com,Cy,'+44 20 7946 0958,-2+3",
  'di@example.com,Di,nope,@SUM(A1)',
].join('\r\n');

function file(name: string, content: string | Uint8Array): string {
  const path = join(built.dir(), name);
  writeFileSync(path, content);
  return path;
}

/** The built command on `input` with the United Kingdom as the default country, and more options. */
const cleanInGb = (input: string, ...options: string[]) =>
  runCommandLine(built.script(), ['clean', input, '-d', 'GB', ...options]);

const records = (csv: string) =>
  Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
const inputRecords = () => records(MAILCHIMP);

describe('telfield clean in a pipeline', () => {
  it('writes standard output with no byte-order mark and LF line ends, the same records as its file', () => {
    const input = file('audience.csv', MAILCHIMP);
    const piped = cleanInGb(input, '-o', '-').stdout.toString();
    const output = join(built.dir(), 'audience-file.csv');
    expect(cleanInGb(input, '-o', output).status).toBe(0);
    const written = readFileSync(output, 'utf8');
    expect(piped.startsWith('\uFEFF')).toBe(false);
    expect(written.startsWith('\uFEFF')).toBe(true);
    // Row ends: LF on standard output, CRLF in the file; the line break inside a cell stays as the cell had it.
    expect(Papa.parse(piped).meta.linebreak).toBe('\n');
    expect(Papa.parse(written.slice(1)).meta.linebreak).toBe('\r\n');
    expect(records(piped)).toEqual(records(written));
    expect(records(piped)[1]?.[3]).toBe('line one\r\nline two');
    // Into Excel through a pipe: the file's form.
    const excel = cleanInGb(input, '-o', '-', '--for-excel');
    expect(excel.stdout.toString().startsWith('\uFEFF')).toBe(true);
    expect(Papa.parse(excel.stdout.toString().slice(1)).meta.linebreak).toBe('\r\n');
  });

  it('guards formulas by default, and with --no-formula-guard writes every input cell exactly as it was', () => {
    const input = file('guard.csv', MAILCHIMP);
    const guarded = records(cleanInGb(input, '-o', '-').stdout.toString());
    const plain = records(cleanInGb(input, '-o', '-', '--no-formula-guard').stdout.toString());
    const own = (rows: string[][]) => rows.map((row) => row.slice(0, 4));
    expect(own(plain)).toEqual(inputRecords());
    expect(own(guarded)).not.toEqual(inputRecords());
    expect(guarded[2]?.[2]).toBe("'+1 (800) FLOWERS");
    // The results are the same either way.
    expect(plain.map((row) => row.slice(4))).toEqual(guarded.map((row) => row.slice(4)));
  });

  it.each(['UK', 'gb', 'United Kingdom', '+44', '44', 'GBR'])(
    '-d %s is the United Kingdom, as the country column reads it',
    (name) => {
      const input = file('uk.csv', MAILCHIMP);
      const run = runCommandLine(built.script(), ['clean', input, '-d', name, '-o', '-']);
      const gb = cleanInGb(input, '-o', '-');
      expect(run.status).toBe(0);
      expect(run.stdout.toString()).toBe(gb.stdout.toString());
    },
  );

  it('refuses a default country that names none, with the usage', () => {
    const run = runCommandLine(built.script(), ['clean', 'x.csv', '-d', 'Narnia']);
    expect(run.status).toBe(2);
    expect(run.stderr.toString()).toMatch(/--default-country: 'Narnia' is no country/);
  });

  it('writes the summary as JSON on standard error with --stats json, or into a file beside the text', () => {
    const input = file('stats.csv', MAILCHIMP);
    const run = cleanInGb(input, '-o', '-', '--stats', 'json');
    expect(run.status).toBe(0);
    const lines = run.stderr.toString().trim().split('\n');
    expect(lines).toHaveLength(1);
    const stats = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    const statuses = records(run.stdout.toString())
      .slice(1)
      .map((row) => row[7]);
    expect(stats).toMatchObject({
      rows: statuses.length,
      valid: statuses.filter((s) => s === 'valid').length,
      invalid: statuses.filter((s) => s === 'invalid').length,
      empty: statuses.filter((s) => s === 'empty').length,
      phoneColumns: ['Phone Number'],
      defaultCountry: 'GB',
      output: '-',
    });
    const path = join(built.dir(), 'stats.json');
    const both = cleanInGb(input, '-o', '-', '--stats', path);
    expect(both.stderr.toString()).toMatch(/telfield clean: 4 rows in/);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ rows: 4, valid: stats.valid });
  });

  it('counts rows and numbers apart in its summary, and the counts add up (issue 38.10)', () => {
    // A Shopify customers export: two phone columns, so a row holds up to two numbers.
    const shopify = [
      'Customer ID,First Name,Phone,Default Address Phone',
      '1,Ann,020 7946 0958,07700 900123',
      '2,Bob,12,99',
      '3,Cy,nope,020 7946 0958',
      '4,Di,,',
    ].join('\n');
    const input = file('customers.csv', shopify);
    const run = cleanInGb(input, '-o', '-', '-p', 'Phone', '-p', 'Default Address Phone', '--stats', 'json');
    const stats = JSON.parse(run.stderr.toString()) as Record<string, number>;
    const [header = [], ...rows] = records(run.stdout.toString());
    const statusOf = (row: string[], column: 'Phone' | 'Default Address Phone') =>
      row[header.indexOf(`${column}_status`)] ?? '';
    const numbers = rows.flatMap((row) => [statusOf(row, 'Phone'), statusOf(row, 'Default Address Phone')]);
    const rowStatus = (row: string[]) => {
      const both = [statusOf(row, 'Phone'), statusOf(row, 'Default Address Phone')];
      return both.includes('valid') ? 'valid' : both.includes('invalid') ? 'invalid' : 'empty';
    };
    expect(stats).toMatchObject({
      rows: 4,
      valid: rows.filter((row) => rowStatus(row) === 'valid').length,
      invalid: rows.filter((row) => rowStatus(row) === 'invalid').length,
      empty: rows.filter((row) => rowStatus(row) === 'empty').length,
      validNumbers: numbers.filter((status) => status === 'valid').length,
      invalidNumbers: numbers.filter((status) => status === 'invalid').length,
    });
    const reasons = stats.reasons as unknown as Record<string, number>;
    expect(Object.values(reasons).reduce((sum, n) => sum + n, 0)).toBe(stats.invalidNumbers);
    const text = cleanInGb(input, '-o', '-', '-p', 'Phone', '-p', 'Default Address Phone').stderr.toString();
    expect(text).toContain(
      `${stats.valid} valid, ${stats.invalid} not valid, ${stats.empty} empty; numbers: ${stats.validNumbers} valid, ${stats.invalidNumbers} not valid (`,
    );
  });

  it('exits 3 with --fail-on-invalid when more than the share allowed of the rows are not valid', () => {
    const input = file('fail.csv', MAILCHIMP);
    const output = join(built.dir(), 'fail-out.csv');
    const at = (share?: string) =>
      cleanInGb(
        input,
        '-o',
        output,
        share === undefined ? '--fail-on-invalid' : `--fail-on-invalid=${share}`,
      );
    const any = at();
    // The share, from the export's own statuses: rows not valid among the rows with a number.
    const statuses = records(readFileSync(output, 'utf8'))
      .slice(1)
      .map((row) => row[7]);
    const invalid = statuses.filter((status) => status === 'invalid').length;
    const share = (100 * invalid) / statuses.filter((status) => status !== 'empty').length;
    expect(invalid).toBeGreaterThan(0);
    expect(any.status).toBe(3);
    expect(any.stderr.toString()).toContain(`${share.toFixed(1)}% of the rows with a number are not valid`);
    // The export is written all the same: the exit code is the pipeline's to act on.
    expect(statuses).toHaveLength(4);
    expect(at(`${share - 1}%`).status).toBe(3);
    expect(at(`${share}%`).status).toBe(0);
    expect(at(String(share + 1)).status).toBe(0);
    expect(at('lots').status).toBe(2);
    expect(at('101%').status).toBe(2);
    expect(cleanInGb(input, '-o', output).status).toBe(0);
  });

  it('reads a gzip list from a file or standard input as the list itself, named for the list', () => {
    const plain = runCommandLine(built.script(), ['clean', '-', '-d', 'GB'], MAILCHIMP).stdout.toString();
    const input = file('audience.csv.gz', gzipSync(MAILCHIMP));
    expect(cleanInGb(input).status).toBe(0);
    const beside = readFileSync(join(built.dir(), 'audience-clean.csv'), 'utf8');
    expect(records(beside)).toEqual(records(plain));
    const piped = runCommandLine(built.script(), ['clean', '-', '-d', 'GB'], gzipSync(MAILCHIMP));
    expect(piped.stdout.toString()).toBe(plain);
  });

  it('refuses a damaged gzip list in one line that says so', () => {
    const whole = gzipSync(MAILCHIMP);
    const input = file('damaged.csv.gz', whole.subarray(0, whole.length - 12));
    const run = cleanInGb(input, '-o', '-');
    expect(run.status).toBe(1);
    expect(run.stdout.length).toBe(0);
    expect(run.stderr.toString().trim().split('\n')).toHaveLength(1);
    expect(run.stderr.toString()).toMatch(/is gzip-compressed but could not be decompressed/);
  });

  it('stopped with Ctrl+C while writing standard output, says the CSV there was cut short', async () => {
    const lines = Array.from(
      { length: 400_000 },
      (_, i) => `${i},+1 201 555 ${String(i % 10_000).padStart(4, '0')}`,
    );
    const input = file('large.csv', `id,phone\n${lines.join('\n')}\n`);
    const child = spawn(process.execPath, [built.script(), 'clean', input, '-o', '-'], {
      env: { ...process.env, LANG: 'C' },
    });
    let stderr = '';
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
    // Once rows are coming out, the person presses Ctrl+C.
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    child.stdout.resume();
    child.kill('SIGINT');
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(130);
    expect(stderr).toMatch(/stopped; the CSV on standard output was cut short/);
    expect(stderr).not.toMatch(/no output was left behind/);
  });
});
