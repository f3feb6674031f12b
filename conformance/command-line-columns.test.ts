/**
 * Issue 38.4: the phone column a person would pick. A file whose `phone` column holds no number (formula-like junk)
 * beside an `id` column of 0, 1, 2 … is cleaned in `phone`, every cell there told why it is no number; the ids are
 * left as they were. Built `telfield clean`, LANG=C, default US; read back with Papa Parse.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getExampleNumber, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
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
    expect(run.stderr.toString()).toMatch(/phone columns: phone \(/);
    const [header = [], ...cleaned] = Papa.parse<string[]>(run.stdout.toString(), {
      skipEmptyLines: true,
    }).data;
    expect(header).toContain('phone_status');
    expect(header).not.toContain('id_status');
    expect(cleaned.map((row) => row[0])).toEqual(junk.map((_, i) => String(i * 120)));
    expect(cleaned.map((row) => row[header.indexOf('phone_status')])).toEqual(junk.map(() => 'invalid'));
  });
});

/** A Mailchimp audience export's columns (CC is the contact's country, REGION its state or territory). */
const MAILCHIMP = [
  'Email Address',
  'First Name',
  'Last Name',
  'Phone Number',
  'CC',
  'REGION',
  'LAST_CHANGED',
];

describe('telfield clean: the country column', () => {
  it("reads each row in Mailchimp's CC, not its REGION of states and territories, and says which it used", () => {
    const people: readonly (readonly [CountryCode, string])[] = [
      ['US', 'TX'],
      ['AU', 'NSW'],
      ['AU', 'VIC'],
      ['US', 'NY'],
      ['US', 'CA'],
      ['AU', 'QLD'],
    ];
    // Each country's example mobile, written nationally, its last digit varied.
    const phones = people.map(([cc], i) => {
      const number = getExampleNumber(cc, examples);
      if (!number) throw new Error(cc);
      return number.formatNational().replace(/\d$/, String(i));
    });
    const lines = people.map(
      ([cc, region], i) => `p${i}@example.com,P${i},Test,${phones[i]},${cc},${region},2026-01-02 10:00:00`,
    );
    const input = join(built.dir(), 'mailchimp.csv');
    writeFileSync(input, `${MAILCHIMP.join(',')}\n${lines.join('\n')}\n`);
    // LANG=C and no --default-country: only the row's country can read a national number.
    const run = runCommandLine(built.script(), ['clean', input, '-o', '-', '--stats', 'json']);
    expect(run.status, run.stderr.toString()).toBe(0);
    const [header = [], ...cleaned] = Papa.parse<string[]>(run.stdout.toString(), {
      skipEmptyLines: true,
    }).data;
    const status = header.indexOf('Phone Number_status');
    // Each row as libphonenumber-js max reads its number in the row's CC.
    expect(cleaned.map((row) => row[status])).toEqual(
      people.map(([cc], i) => (isValidPhoneNumber(phones[i] ?? '', cc) ? 'valid' : 'invalid')),
    );
    expect(cleaned.filter((row) => row[status] === 'valid').length).toBeGreaterThan(3);
    const stats = JSON.parse(run.stderr.toString().split('\n')[0] ?? '') as { countryColumn: string | null };
    expect(stats.countryColumn).toBe('CC');
    const text = runCommandLine(built.script(), ['clean', input, '-o', '-']);
    expect(text.stderr.toString()).toMatch(/country column: CC \(found from the cells\)/);
  });
});

describe('telfield clean: phone columns judged in their rows’ countries', () => {
  it("cleans a Salesforce leads export's Phone, MobilePhone and Fax with no default country", () => {
    const countries: readonly CountryCode[] = ['US', 'GB', 'DE', 'FR', 'US', 'GB'];
    // Each country's example mobile, written nationally, its last digit varied.
    const national = (country: CountryCode, i: number) => {
      const number = getExampleNumber(country, examples);
      if (!number) throw new Error(country);
      return number.formatNational().replace(/\d$/, String(i));
    };
    const lines = countries.map((country, i) =>
      [
        `00Q${i}`,
        `P${i}`,
        'Test',
        'Acme',
        country,
        `"+1 201-555-01${i}${i}"`,
        `"${national(country, i)}"`,
        `"${national(country, 9 - i)}"`,
      ].join(','),
    );
    const input = join(built.dir(), 'salesforce_leads.csv');
    writeFileSync(
      input,
      `Id,FirstName,LastName,Company,Country,Phone,MobilePhone,Fax\n${lines.join('\n')}\n`,
    );
    const run = runCommandLine(built.script(), ['clean', input, '-o', '-']);
    expect(run.status, run.stderr.toString()).toBe(0);
    expect(run.stderr.toString()).toMatch(/phone columns: Phone, MobilePhone, Fax \(found from the cells\)/);
    const [header = [], ...cleaned] = Papa.parse<string[]>(run.stdout.toString(), {
      skipEmptyLines: true,
    }).data;
    for (const [column, cell] of [
      ['MobilePhone', (country: CountryCode, i: number) => national(country, i)],
      ['Fax', (country: CountryCode, i: number) => national(country, 9 - i)],
    ] as const) {
      const status = header.indexOf(`${column}_status`);
      // Each as libphonenumber-js max reads it in its row's country.
      expect(cleaned.map((row) => row[status])).toEqual(
        countries.map((country, i) => (isValidPhoneNumber(cell(country, i), country) ? 'valid' : 'invalid')),
      );
    }
  });
});

describe('telfield clean --dry-run (--columns)', () => {
  it('prints what a run would use, each with why, the same columns the run names, and writes nothing', () => {
    const rows = [
      ['Email Address', 'Phone Number', 'CC', 'REGION', 'Notes'],
      ['a@example.com', '+1 201 555 0101', 'US', 'TX', 'Café'],
      ['b@example.com', '+61 2 9374 4000', 'AU', 'NSW', 'Zoë'],
      ['c@example.com', '+1 201 555 0102', 'US', 'NY', ''],
    ];
    // Tab-separated, in Windows-1252: 'é' is the byte 0xE9, no part of UTF-8.
    const input = join(built.dir(), 'audience.tsv');
    writeFileSync(input, Buffer.from(rows.map((row) => row.join('\t')).join('\r\n'), 'latin1'));
    for (const option of ['--dry-run', '--columns']) {
      const dry = runCommandLine(built.script(), ['clean', input, option]);
      expect(dry.status, dry.stderr.toString()).toBe(0);
      expect(dry.stdout.toString().split('\n')).toEqual([
        'rows: 3 (under a header: guessed, the first row holds words and no number)',
        'encoding: windows-1252 (bytes that are not UTF-8)',
        'delimiter: tab (found from the first lines)',
        'phone columns: Phone Number (found from the cells)',
        'country column: CC (found from the cells)',
        'default country: none (no --default-country, and the locale names no region)',
        'nothing was cleaned or written (--dry-run)',
        '',
      ]);
      expect(existsSync(join(built.dir(), 'audience-clean.tsv'))).toBe(false);
    }
    // The run itself uses what the dry run said.
    const run = runCommandLine(built.script(), ['clean', input, '-o', '-']);
    expect(run.stderr.toString()).toMatch(
      /phone columns: Phone Number \(found from the cells\); country column: CC \(/,
    );
  });
});
