/**
 * Issue 38.4: the phone column a person would pick. A file whose `phone` column holds no number (formula-like junk)
 * beside an `id` column of 0, 1, 2 … is cleaned in `phone`, every cell there told why it is no number; the ids are
 * left as they were. Built `telfield clean`, LANG=C, default US; read back with Papa Parse.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { builtCommandLine, runCommandLine } from './build-command-line';

const built = builtCommandLine();

describe('telfield clean: the phone column', () => {
  it('cleans the column named phone when no column holds numbers, never the ids beside it', () => {
    const junk = ['=cmd|calc', '@SUM(A1)', '+FLOWERS', 'none given', 'n/a', 'call me'];
    const rows = junk.map((cell, i) => `${i * 120},Person ${i},"${cell}"`);
    const input = join(built.dir(), 'junk.csv');
    writeFileSync(input, `id,name,phone\n${rows.join('\n')}\n`);
    const run = runCommandLine(built.script(), ['clean', input, '-d', 'US', '-o', '-']);
    expect(run.status, run.stderr.toString()).toBe(0);
    expect(run.stderr.toString()).toMatch(/phone columns: phone;/);
    const [header = [], ...cleaned] = Papa.parse<string[]>(run.stdout.toString(), {
      skipEmptyLines: true,
    }).data;
    expect(header).toContain('phone_status');
    expect(header).not.toContain('id_status');
    expect(cleaned.map((row) => row[0])).toEqual(junk.map((_, i) => String(i * 120)));
    expect(cleaned.map((row) => row[header.indexOf('phone_status')])).toEqual(junk.map(() => 'invalid'));
  });
});
