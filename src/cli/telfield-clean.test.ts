/**
 * The built `telfield clean` as a user meets it: its exit codes and what it leaves on standard output and on disk,
 * standard input and output as '-', a workbook in, and Ctrl+C in the middle of a large list.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtCommandLine, runCommandLine } from '../../conformance/build-command-line';
import { LIST_NOTES_EN } from '../list/list-words';
import { writeXlsx } from '../list/results/xlsx-writer';
import { parseCsv } from '../list/table/csv';

const built = builtCommandLine();
const dir = () => built.dir();

const LIST = 'name,phone\nAnn,020 7946 0958\nBob,+1 201 555 0123\nCy,nope\n';

function file(name: string, content: string | Uint8Array): string {
  const path = join(dir(), name);
  writeFileSync(path, content);
  return path;
}

const rowsOf = (csv: string) => parseCsv(csv.replace(/^\uFEFF/, ''), { delimiter: ',' });

describe('telfield clean', () => {
  it('cleans a file into <name>-clean.csv beside it, and sums the run up on standard error', () => {
    const input = file('contacts.csv', LIST);
    const run = runCommandLine(built.script(), ['clean', input, '--default-country', 'gb']);
    expect(run.status).toBe(0);
    expect(run.stdout.toString()).toBe('');
    expect(run.stderr.toString()).toMatch(
      /3 rows in [\d.]+ s .*: 2 valid, 1 not valid, 0 empty; numbers: 2 valid, 1 not valid \(not-a-number 1\), 0 duplicates/,
    );
    expect(run.stderr.toString()).toMatch(
      /judged by telfield \S+ on libphonenumber-js \S+; written to .*contacts-clean\.csv/,
    );
    const rows = rowsOf(readFileSync(join(dir(), 'contacts-clean.csv'), 'utf8'));
    expect(rows.map((row) => row[2])).toEqual(['phone_e164', '+442079460958', '+12015550123', '']);
  });

  it("reads standard input and writes standard output for '-'", () => {
    const run = runCommandLine(built.script(), ['clean', '-', '-d', 'GB'], LIST);
    expect(run.status).toBe(0);
    expect(rowsOf(run.stdout.toString()).map((row) => row[5])).toEqual([
      'phone_status',
      'valid',
      'valid',
      'invalid',
    ]);
  });

  it('cleans every phone column a contact export has, or only the ones named', () => {
    const input = file(
      'two.csv',
      'Name,Home Phone,Mobile Phone\nAnn,(201) 555-0123,+49 151 23456789\nBob,+44 20 7946 0958,\n',
    );
    const all = runCommandLine(built.script(), ['clean', input, '-d', 'US', '-o', '-']);
    expect(rowsOf(all.stdout.toString())[0]).toContain('Mobile Phone_e164');
    expect(rowsOf(all.stdout.toString())[0]).toContain('Home Phone_e164');
    const one = runCommandLine(built.script(), ['clean', input, '-d', 'US', '-o', '-', '-p', 'mobile phone']);
    expect(rowsOf(one.stdout.toString())[0]).toContain('Mobile Phone_e164');
    expect(rowsOf(one.stdout.toString())[0]).not.toContain('Home Phone_e164');
  });

  it('reads a workbook (.xlsx) as the screen does', async () => {
    const workbook = await writeXlsx([
      ['name', 'phone'],
      ['Ann', '+44 20 7946 0958'],
    ]);
    const input = file('book.xlsx', new Uint8Array(await workbook.arrayBuffer()));
    const run = runCommandLine(built.script(), ['clean', input, '-o', '-']);
    expect(run.status).toBe(0);
    expect(rowsOf(run.stdout.toString())[1]?.slice(0, 3)).toEqual([
      'Ann',
      '+44 20 7946 0958',
      '+442079460958',
    ]);
  });

  it.each([
    ['a file that is not there', () => join(dir(), 'missing.csv'), /cannot read .*missing\.csv: ENOENT/],
    ['an empty file', () => file('empty.csv', ''), /empty/],
    [
      'a binary file',
      () => file('image.csv', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1, 2, 0])),
      /text file/,
    ],
    [
      'a list with no column of numbers',
      () => file('words.csv', 'a,b\nx,y\nz,w\n'),
      /No column holds phone numbers/,
    ],
  ])(
    'refuses %s with exit code 1, one line on standard error and nothing on standard output or disk',
    (_, input, why) => {
      const path = input();
      const output = join(dir(), 'refused-out.csv');
      const run = runCommandLine(built.script(), ['clean', path, '-o', output]);
      expect(run.status).toBe(1);
      expect(run.stdout.length).toBe(0);
      expect(run.stderr.toString().trim().split('\n')).toHaveLength(1);
      expect(run.stderr.toString()).toMatch(why);
      expect(existsSync(output)).toBe(false);
      const viaStdout = runCommandLine(built.script(), ['clean', path, '-o', '-']);
      expect([viaStdout.status, viaStdout.stdout.length]).toEqual([1, 0]);
    },
  );

  it.each([
    [[]],
    [['clean']],
    [['clean', 'a.csv', 'b.csv']],
    [['clean', 'a.csv', '--default-country', 'XX']],
    [['clean', 'a.csv', '--bogus']],
    [['wash', 'a.csv']],
    [['clean', 'a.csv', '-o', 'clean.xlsx']],
  ])('answers the usage %j with exit code 2 and the usage on standard error', (args) => {
    const run = runCommandLine(built.script(), args);
    expect(run.status).toBe(2);
    expect(run.stdout.length).toBe(0);
    expect(run.stderr.toString()).toMatch(/Usage: telfield clean INPUT/);
  });

  it('draws its progress on standard error when asked (as on a terminal), and takes it away before the summary', () => {
    const input = file('progress.csv', LIST);
    const run = runCommandLine(built.script(), ['clean', input, '-o', '-', '--progress']);
    // The line is drawn over itself: a carriage return and ANSI's erase-line (ESC [2K) before each drawing.
    const stderr = run.stderr.toString().replaceAll('\r\u001b[2K', '<redraw>');
    expect(stderr).toMatch(/<redraw>telfield clean: 100% · 3 rows · [\d,]+ rows\/s/);
    expect(stderr).toMatch(/<redraw>telfield clean: 3 rows in/);
    expect(runCommandLine(built.script(), ['clean', input, '-o', '-']).stderr.toString()).not.toMatch(/%/);
  });

  it("notes what its reading noticed in the screen's words: quotes not as CSV writes them, characters not decoded", () => {
    const notes = (stderr: string) =>
      stderr
        .split('\n')
        .filter((line) => line.startsWith('telfield clean: note: '))
        .map((line) => line.slice('telfield clean: note: '.length));
    const notesOf = (name: string, content: string) =>
      notes(
        runCommandLine(built.script(), [
          'clean',
          file(name, content),
          '-d',
          'GB',
          '-o',
          '-',
        ]).stderr.toString(),
      );
    // Rows as a spreadsheet numbers them: the header is row 1.
    expect(notesOf('unclosed.csv', 'name,phone\nAnn,020 7946 0958\nCy,"+44 20 7946 0959\n')).toEqual([
      LIST_NOTES_EN.unclosedQuote(3),
    ]);
    expect(notesOf('inside.csv', 'name,phone\nBo"b,+1 201 555 0123\nAl"x,+1 201 555 0124\n')).toEqual([
      LIST_NOTES_EN.quoteInUnquotedCell(2, 1),
    ]);
    expect(notesOf('after.csv', 'name,phone\nAnn,"020" 7946 0958\nBob,+1 201 555 0123\n')).toEqual([
      LIST_NOTES_EN.unclosedQuote(2),
      LIST_NOTES_EN.textAfterQuote(2, 0),
    ]);
    // UTF-8 from its first accented letter (line 2), and one byte on line 4 that is no UTF-8.
    const mixed = file(
      'mixed.csv',
      Buffer.concat([
        Buffer.from('name,phone\nJosé,020 7946 0958\nAnn,+1 201 555 0123\nRen', 'utf8'),
        Buffer.from([0xe9]),
        Buffer.from(',020 7946 0959\n', 'utf8'),
      ]),
    );
    expect(
      notes(runCommandLine(built.script(), ['clean', mixed, '-d', 'GB', '-o', '-']).stderr.toString()),
    ).toEqual([
      `${LIST_NOTES_EN.encoding('utf-8')} ${LIST_NOTES_EN.replaced(1)} ${LIST_NOTES_EN.replacedLines(4)}`,
    ]);
  });

  it('names the versions that judge', () => {
    const run = runCommandLine(built.script(), ['--version']);
    const version = (path: string) => (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;
    expect(run.stdout.toString().trim()).toBe(
      `telfield ${version('package.json')} on libphonenumber-js ${version('node_modules/libphonenumber-js/package.json')}`,
    );
  });

  it('stopped with Ctrl+C, leaves no output file behind and keeps one that was there', async () => {
    const lines = Array.from(
      { length: 400_000 },
      (_, i) => `${i},+1 201 555 ${String(i % 10_000).padStart(4, '0')}`,
    );
    const input = file('large.csv', `id,phone\n${lines.join('\n')}\n`);
    const output = file('large-out.csv', 'the old export');
    const child = spawn(process.execPath, [built.script(), 'clean', input, '-o', output], {
      env: { ...process.env, LANG: 'C' },
    });
    let stderr = '';
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
    // Once rows are being written (the temporary file exists), the person presses Ctrl+C.
    const part = () => readdirSync(dir()).some((name) => name.startsWith('.large-out.csv.'));
    for (let i = 0; i < 200 && !part(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(part()).toBe(true);
    child.kill('SIGINT');
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(130);
    expect(stderr).toMatch(/stopped/);
    expect(readFileSync(output, 'utf8')).toBe('the old export');
    expect(part()).toBe(false);
  });
});
