// Issue 38.17: numbers a spreadsheet stored as numbers. A whole number written as a float ('447400123456.0'), or in
// scientific notation that keeps every digit ('6.11631234E+8'), is read from its digits (docs/judgement.md,
// spreadsheet-whole); one whose digits are lost ('4.47400123E+11', a rounded display) is no number; and any of them
// that holds no valid number has the list's reason 'spreadsheet-float', not a length that sends a person the wrong
// way. The cases: Google's example numbers as a spreadsheet keeps them (their E.164's digits, the '+' gone), in their
// own country; what each should give is libphonenumber-js max's reading of the digits that are there.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { FULL_RULES } from '../src/phone/api/full-rules';
import { parsePhone } from '../src/phone/api/parse-phone';
import { listCellAlone } from '../src/phone/judge/list-cell';
import { builtCommandLine, runCommandLine } from './build-command-line';
import { googleExamples } from './corpus';

interface Case {
  readonly region: CountryCode;
  /** How a spreadsheet wrote the number. */
  readonly text: string;
  /** The digits the text keeps whole, or undefined where some are lost. */
  readonly kept: string | undefined;
  readonly kind: 'float' | 'scientific';
}

/** Each geographic example's digits as a spreadsheet shows them: '447400123456.0' and '4.47400123E+11'. */
const CASES: readonly Case[] = googleExamples().flatMap((example): Case[] => {
  if (!example.region) return [];
  const digits = example.e164.slice(1);
  // Eight decimals keep every digit of a number of at most nine: the exponent then counts them all.
  const scientific = Number(digits)
    .toExponential(Math.min(8, digits.length - 1))
    .toUpperCase();
  return [
    { region: example.region, text: `${digits}.0`, kept: digits, kind: 'float' },
    {
      region: example.region,
      text: scientific,
      kept: digits.length <= 9 ? digits : undefined,
      kind: 'scientific',
    },
  ];
});

const library = (text: string, region: CountryCode) => {
  const number = parsePhoneNumberFromString(text, region);
  return number?.isValid() ? number.number : undefined;
};

/** As written where libphonenumber-js finds that valid, else from the digits kept whole; undefined: no valid number. */
const expected = ({ text, region, kept }: Case) =>
  library(text, region) ?? (kept === undefined ? undefined : library(kept, region));

describe('numbers a spreadsheet stored as numbers', () => {
  it('are read from their digits as libphonenumber-js reads them where all are there, and are no number where not', () => {
    const read = { float: 0, scientific: 0, lost: 0 };
    for (const item of CASES) {
      const parsed = parsePhone(item.text, { defaultCountry: item.region });
      expect(parsed.valid ? parsed.e164 : undefined, `${item.region} ${item.text}`).toBe(expected(item));
      if (library(item.text, item.region) === undefined && expected(item)) read[item.kind]++;
      if (item.kept === undefined) read.lost++;
    }
    // The difference turns "no valid number" into one many times, and lost digits are met many times.
    expect(read.float).toBeGreaterThan(100);
    expect(read.scientific).toBeGreaterThan(20);
    expect(read.lost).toBeGreaterThan(100);
  });

  it("have the list's reason spreadsheet-float exactly where they hold no valid number", () => {
    let said = 0;
    for (const { region, text } of CASES) {
      const { verdict, reason } = listCellAlone(text, region, FULL_RULES);
      expect(reason === 'spreadsheet-float', `${region} ${text}`).toBe(verdict.status !== 'valid');
      if (reason === 'spreadsheet-float') said++;
    }
    expect(said).toBeGreaterThan(100);
  });
});

describe('telfield clean: a list saved from a spreadsheet', () => {
  const built = builtCommandLine();

  it('says "looks changed by a spreadsheet", and reads a number whose digits are all there', () => {
    const rows = CASES.filter(({ region }) => ['GB', 'US', 'DE', 'FR', 'AU', 'JP'].includes(region)).slice(
      0,
      120,
    );
    const input = join(built.dir(), 'from-a-spreadsheet.csv');
    writeFileSync(
      input,
      `Country,Phone\n${rows.map(({ region, text }) => `${region},${text}`).join('\n')}\n`,
    );
    const run = runCommandLine(built.script(), ['clean', input, '-o', '-']);
    expect(run.status, run.stderr.toString()).toBe(0);
    const [header = [], ...cleaned] = Papa.parse<string[]>(run.stdout.toString(), {
      skipEmptyLines: true,
    }).data;
    const at = (name: string) => header.indexOf(`Phone_${name}`);
    expect(cleaned).toHaveLength(rows.length);
    let changed = 0;
    cleaned.forEach((row, i) => {
      const item = rows[i] as Case;
      expect(row[at('e164')], item.text).toBe(expected(item) ?? '');
      if (expected(item)) return;
      changed++;
      expect(row[at('reason')], item.text).toMatch(
        /^spreadsheet-float; looks changed by a spreadsheet \(scientific notation or a trailing \.0\)/,
      );
    });
    expect(changed).toBeGreaterThan(10);
  });
});
