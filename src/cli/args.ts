/**
 * The command line, read: `telfield clean INPUT [options]`, or a usage error saying what is wrong. Pure: argv in,
 * a plan out; nothing here touches a file.
 *   parseArgs(['clean', 'list.csv', '--phone-column', 'Home Phone', '--default-country', 'de'])
 *     → { ok: true, command: { input: 'list.csv', phoneColumns: ['Home Phone'], defaultCountry: 'DE', … } }
 */
import { isCountryCode, type CountryCode } from '../phone/plan/countries';
import { countryKey } from '../phone/plan/country-key';
import { countryNameTable } from '../phone/plan/country-name-table';
import type { ExportLayout } from '../list/results/export-csv';

export interface CleanCommand {
  /** A path, or '-' for standard input. */
  readonly input: string;
  /** A path, '-' for standard output, or undefined: beside the input as `<name>-clean.csv` (stdout for stdin). */
  readonly output: string | undefined;
  /** Header names or column numbers (from 1); empty: every column of numbers, as the screen picks them. */
  readonly phoneColumns: readonly string[];
  readonly countryColumn: string | undefined;
  /** undefined: the region of the environment's locale (LC_ALL, LC_MESSAGES, LANG), as the screen guesses it. */
  readonly defaultCountry: CountryCode | undefined;
  /** Overrides the header the first rows suggest. */
  readonly header: boolean | undefined;
  readonly rows: 'all' | 'valid';
  readonly layout: ExportLayout;
  readonly writeBack: boolean;
  readonly forExcel: boolean;
  /** Progress on standard error (default: when it is a terminal). */
  readonly progress: boolean | undefined;
  /** Whether cells a spreadsheet could run as formulas get an apostrophe (default: yes). */
  readonly formulaGuard: boolean;
  /** The summary: as text or as JSON on standard error, or as JSON into a file (the text stays on standard error). */
  readonly stats: { readonly format: 'text' | 'json'; readonly file: string | undefined };
  /** Exit 3 when more than this share (percent) of the rows with a number are not valid; undefined: never. */
  readonly failOnInvalid: number | undefined;
  /** Print what was found (columns, header, encoding, delimiter) and why, and clean nothing. */
  readonly dryRun: boolean;
}

export type Parsed =
  | { readonly ok: true; readonly command: CleanCommand }
  | { readonly ok: true; readonly help: true }
  | { readonly ok: true; readonly version: true }
  | { readonly ok: false; readonly error: string };

export const USAGE = `Usage: telfield clean INPUT [options]

Cleans a list of phone numbers (CSV, TSV or .xlsx) as the Clean a list screen does, and writes the same export.
INPUT is a file, or - for standard input.

Options:
  -o, --output FILE          where to write (- for standard output); default: INPUT-clean.csv beside INPUT
  -p, --phone-column NAME    a column to clean, by header name or number from 1 (repeat for several);
                             default: every column whose cells are mostly phone numbers
  -c, --country-column NAME  a column naming each row's country (GB, gbr, United Kingdom, +44)
  -d, --default-country CC   the country of numbers written without + (a code, a name or a calling code, as
                             the country column takes them: US, UK, United Kingdom, +44); default: your
                             locale's region
      --header, --no-header  whether the first row names the columns (default: guessed from the rows)
      --only-valid           write only the rows with a valid number
      --long                 one row per number (for a database) instead of one per input row
      --write-back           write each valid number's E.164 over its own cell
      --for-excel            write E.164 as ="+44…" so that Excel keeps it as text
      --no-formula-guard     write every cell as it was, with no apostrophe before a cell a spreadsheet could
                             run as a formula (=, +, -, @): only for an export no spreadsheet will open
      --stats FORMAT|FILE    the summary as text (default) or json on standard error, or as JSON into FILE
      --fail-on-invalid[=N%] exit 3 when more than N% (default 0%) of the rows with a number are not valid
      --dry-run, --columns   print the phone and country columns, the header, the encoding and the delimiter
                             the command would use, each with why, and clean nothing
      --progress, --no-progress
                             progress on standard error (default: when it is a terminal)
  -h, --help                 this help
  -v, --version              the versions of Telfield and libphonenumber-js

Standard output gets no byte-order mark and LF line ends (with --for-excel, the file's BOM and CRLF).

Exit codes: 0 done, 1 input refused (one line says why), 2 usage, 3 too many rows not valid (--fail-on-invalid),
130 stopped (Ctrl+C).`;

const FLAGS: Readonly<Record<string, (c: Draft) => void>> = {
  '--header': (c) => (c.header = true),
  '--no-header': (c) => (c.header = false),
  '--only-valid': (c) => (c.rows = 'valid'),
  '--long': (c) => (c.layout = 'long'),
  '--write-back': (c) => (c.writeBack = true),
  '--for-excel': (c) => (c.forExcel = true),
  '--progress': (c) => (c.progress = true),
  '--no-progress': (c) => (c.progress = false),
  '--no-formula-guard': (c) => (c.formulaGuard = false),
  '--fail-on-invalid': (c) => (c.failOnInvalid = 0),
  '--dry-run': (c) => (c.dryRun = true),
  '--columns': (c) => (c.dryRun = true),
};

const VALUES: Readonly<Record<string, string>> = {
  '-o': '--output',
  '--output': '--output',
  '-p': '--phone-column',
  '--phone-column': '--phone-column',
  '-c': '--country-column',
  '--country-column': '--country-column',
  '-d': '--default-country',
  '--default-country': '--default-country',
  '--stats': '--stats',
};

/** A country as the country column names one: a code, a name in English or its own language, a calling code. */
function countryNamed(value: string): CountryCode | undefined {
  const code = value.trim().toUpperCase();
  if (isCountryCode(code)) return code;
  const names = countryNameTable(['en']);
  const key = countryKey(value);
  return Object.hasOwn(names, key) ? names[key] : undefined;
}

/** '5%', '5', '0.5%' → the percent; undefined for anything else. */
function percentOf(value: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*%?\s*$/.exec(value);
  const percent = match ? Number(match[1]) : NaN;
  return percent >= 0 && percent <= 100 ? percent : undefined;
}

type Draft = { -readonly [K in keyof CleanCommand]: CleanCommand[K] } & { phoneColumns: string[] };

/** Applies one option with a value; an error message, or undefined. */
function setValue(draft: Draft, name: string, value: string): string | undefined {
  if (name === '--output') draft.output = value;
  else if (name === '--phone-column') draft.phoneColumns.push(value);
  else if (name === '--country-column') draft.countryColumn = value;
  else if (name === '--stats') {
    const format = value.trim().toLowerCase();
    draft.stats =
      format === 'text' || format === 'json' ? { format, file: undefined } : { format: 'text', file: value };
  } else {
    const country = countryNamed(value);
    if (!country)
      return `--default-country: '${value}' is no country (a code, a name or a calling code: US, UK, +44)`;
    draft.defaultCountry = country;
  }
  return undefined;
}

export function parseArgs(argv: readonly string[]): Parsed {
  if (argv.some((a) => a === '-h' || a === '--help')) return { ok: true, help: true };
  if (argv.some((a) => a === '-v' || a === '--version')) return { ok: true, version: true };
  const [command, ...rest] = argv;
  if (command === undefined) return { ok: false, error: 'no command: telfield clean INPUT' };
  if (command !== 'clean') return { ok: false, error: `unknown command '${command}': telfield clean INPUT` };
  const draft: Draft = {
    input: '',
    output: undefined,
    phoneColumns: [],
    countryColumn: undefined,
    defaultCountry: undefined,
    header: undefined,
    rows: 'all',
    layout: 'wide',
    writeBack: false,
    forExcel: false,
    progress: undefined,
    formulaGuard: true,
    stats: { format: 'text', file: undefined },
    failOnInvalid: undefined,
    dryRun: false,
  };
  const inputs: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    const name = VALUES[flag ?? ''];
    if (flag === '--fail-on-invalid' && inline !== undefined) {
      const percent = percentOf(inline);
      if (percent === undefined)
        return { ok: false, error: `--fail-on-invalid: '${inline}' is no share of rows (0% to 100%, as 5%)` };
      draft.failOnInvalid = percent;
    } else if (name) {
      const value = inline ?? rest[++i];
      if (value === undefined) return { ok: false, error: `${flag} needs a value` };
      const error = setValue(draft, name, value);
      if (error) return { ok: false, error };
    } else if (FLAGS[arg]) FLAGS[arg](draft);
    else if (arg.startsWith('-') && arg !== '-') return { ok: false, error: `unknown option '${arg}'` };
    else inputs.push(arg);
  }
  if (/\.xlsx$/i.test(draft.output ?? ''))
    return { ok: false, error: 'the command writes CSV (TSV for a TSV); a workbook export is the screen’s' };
  if (inputs.length === 0) return { ok: false, error: 'no INPUT: a file, or - for standard input' };
  if (inputs.length > 1) return { ok: false, error: `one INPUT at a time (got ${inputs.join(', ')})` };
  return { ok: true, command: { ...draft, input: inputs[0] ?? '' } };
}
