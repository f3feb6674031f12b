/**
 * What a table's columns hold, from its first rows: whether the first row names the columns, which columns hold
 * phone numbers and which one holds countries. Phone columns are found by what their cells hold, each judged in
 * its row's country: a contact export's "Phone 1 - Type" (Mobile, Work) is a column of labels, its "Phone 1 - Value"
 * one of numbers, and a Shopify export's 13-digit Customer ID or 5-digit Zip no phone at all. A name helps only a
 * column already shaped like numbers ('Fax' of national numbers, with no country to read them in).
 *   detectLayout([['Name', 'Phone 1 - Type', 'Phone 1 - Value'], ['Ann', 'Mobile', '+44 7400 123456']], 'US')
 *     → { hasHeader: true, phoneColumns: [2], countryColumn: undefined }
 */
import { normaliseCell } from '../../phone/judge/judge-cell';
import { SMALL_RULES } from '../../phone/judge/rules';
import { isCountryCode, type CountryCode } from '../../phone/plan/countries';
import { isAlpha3 } from '../../phone/plan/alpha3';
import { LONG_COLUMNS, RESULT_SUFFIXES } from '../table/cell-codes';
import { NO_COUNTRY } from '../table/no-country';
import { OFFERED_COLUMNS } from './column-choices';

export interface Layout {
  readonly hasHeader: boolean;
  /** Every column whose cells are mostly phone numbers, in order (all of them cleaned by default). */
  readonly phoneColumns: readonly number[];
  /** A column of countries ('GB', 'de', 'Germany'), if there is one. */
  readonly countryColumn: number | undefined;
}

/** A header naming countries; 'region' or 'ISO' only alone ('State/Region' names no country). */
const COUNTRY_HEADER = /country|land|pays|país|pais|دولة|بلد|^\s*(?:iso|region)\s*$/i;

/**
 * A header naming phone numbers ('Phone', 'Mobile', 'Tel.', 'Telefon', 'Téléphone', 'Cell', 'Fax'; 'Hotel' is none),
 * only for a list where no column holds any: the person's own name for the column is the best guess left.
 */
const PHONE_HEADER = /phone|mobil|^tel|cell|fax/i;

/** A cell of a count or an identifier (0, 1, 2 … 999999): never a phone number, however many there are. */
const SMALL_INTEGER = /^\s*\d{1,6}\s*$/;

/** Google Contacts joins a contact's numbers of one kind with ' ::: '. */
const SEVERAL_IN_CELL = /\s*:::\s*/;
/** What may follow a number: its extension. */
const EXTENSION = /\s*(?:;?\s*ext(?:ension)?\.?|x|#)\s*\d+\s*$/i;
const DATE_OR_TIME = /^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|^\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}$|\d:\d\d/;
/** Phone punctuation: a number written for people to read. */
const WRITTEN = /[+()\-. /]/;

/**
 * Whether a cell holds a phone number: 'sure' when the judgement calls it valid (in the default country, or
 * written with its calling code), 'shape' when it is only written like one (7 to 18 digits in the characters numbers
 * are written with, with phone punctuation: '(201) 555-01', '020 7946'), false otherwise (a date, a time, an amount,
 * a bare identifier such as a 13-digit customer ID, a word).
 */
export function phoneLike(cell: string, country: CountryCode | undefined): 'sure' | 'shape' | false {
  const first = (cell.trim().replace(/^'/, '').split(SEVERAL_IN_CELL)[0] ?? '').replace(EXTENSION, '').trim();
  if (first === '' || DATE_OR_TIME.test(first)) return false;
  if (/[^\d+()\-. /\u00A0\u2010-\u2015\u2212]/.test(first)) return false;
  const digits = first.replace(/\D/g, '').length;
  if (digits < 7 || digits > 18) return false;
  if (normaliseCell(first, country, SMALL_RULES).status === 'valid') return 'sure';
  return WRITTEN.test(first) && /\d[\s().-]+\d|^\+/.test(first) ? 'shape' : false;
}

const looksLikeCountry = (cell: string) => /^\s*[A-Za-z]{2}\s*$/.test(cell);

/**
 * A cell a country column may hold: a country's code ('gb', 'DEU'), a calling code ('+61'), a name ('Côte d’Ivoire',
 * 'Deutschland', '日本'), or "not known" ('N/A'). Two or three letters that are no country's code are a region's
 * ('TX', 'NSW', 'NY'): a column of them is a state or territory column, whatever its header says.
 */
function countryCell(cell: string): boolean {
  const value = cell.trim().toUpperCase();
  if (/^[A-Z]{2}$/.test(value)) return isCountryCode(value);
  if (/^[A-Z]{3}$/.test(value)) return isAlpha3(value);
  return NO_COUNTRY.has(value) || /^(?:\+?\d{1,3}|[\p{L}\p{M}][\p{L}\p{M} .,'’()&-]{1,59})$/u.test(value);
}

/** The columns a re-imported export added (`Phone_e164` …, `phone_column` …): results, never read again. */
function resultColumns(header: readonly string[] | undefined): Set<number> {
  const ours = new Set<number>();
  if (!header) return ours;
  const names = new Set(header.map((name) => name.trim().toLowerCase()));
  const suffix = new RegExp(`^(.*)_(?:${RESULT_SUFFIXES.join('|')})(?:_\\d+)?$`, 'i');
  header.forEach((name, c) => {
    const base = suffix.exec(name.trim())?.[1]?.toLowerCase();
    const long = (LONG_COLUMNS as readonly string[]).some((ours) =>
      new RegExp(`^${ours}(?:_\\d+)?$`, 'i').test(name),
    );
    if (long || (base !== undefined && (names.has(base) || base === 'phone'))) ours.add(c);
  });
  return ours;
}

/** The index in `columns` where `score` is highest, the first one on a tie; undefined when none scores. */
function bestColumn(columns: readonly number[], score: (column: number) => number): number | undefined {
  let best: number | undefined;
  let most = 0;
  for (const column of columns) {
    const s = score(column);
    if (s > most) {
      most = s;
      best = column;
    }
  }
  return best;
}

/**
 * Whether the first row names the columns (it holds no phone number, and a word), and which columns hold what. A
 * column is a phone column when at least half of its filled cells hold a phone number; when none is, the column with the
 * most cells of digits is offered, so a list of odd numbers can still be cleaned and told why.
 */
export function detectLayout(
  rows: readonly (readonly string[])[],
  defaultCountry?: CountryCode | undefined,
): Layout {
  const first = rows[0] ?? [];
  // A row of words alone is a header with nothing under it ('name,phone'), so the screen can say so; a lone row with
  // digits in it is the list's one row.
  const hasHeader =
    first.length > 0 &&
    (rows.length > 1 || !first.some((c) => /\d/.test(c))) &&
    !first.some((c) => phoneLike(c, defaultCountry)) &&
    first.some((c) => /\p{L}/u.test(c));
  const header = hasHeader ? first : undefined;
  const body = hasHeader ? rows.slice(1, 101) : rows.slice(0, 100);
  // As far as the setup offers columns: a row of 16,000 cells is read for its first thousand.
  const width = Math.min(OFFERED_COLUMNS, Math.max(1, ...rows.slice(0, 101).map((r) => r.length)));
  const ours = resultColumns(header);
  const candidates = Array.from({ length: width }, (_, c) => c).filter((c) => !ours.has(c));
  const filled = (c: number) => body.filter((r) => (r[c] ?? '').trim() !== '');
  // The country column: a column whose header names countries first, then the one with the most two-letter cells;
  // the first whose filled cells are nearly all countries (nine in ten: a typo or two is allowed, a column of US
  // states or Australian territories, where some codes are also countries', is not). Found first, so each row's
  // numbers are judged in its own country.
  const named = header ? candidates.filter((c) => COUNTRY_HEADER.test(header[c] ?? '')) : [];
  const lettered = bestColumn(candidates, (c) => body.filter((r) => looksLikeCountry(r[c] ?? '')).length);
  const countryColumn = [...named, ...(lettered === undefined ? [] : [lettered])].find((c) => {
    const cells = filled(c);
    return (
      width > 1 &&
      cells.length > 0 &&
      cells.filter((r) => countryCell(r[c] ?? '')).length * 10 >= cells.length * 9
    );
  });
  // Numbers in at least half of its filled cells, one of them a sure one (valid in the row's country): a column of
  // ZIP+4 codes ('94105-1234') is only shaped like one. A column shaped so and named for numbers ('Mobile', 'Fax',
  // 'Phone 2 - Value') is one too, though no country makes its numbers sure.
  const rest = candidates.filter((c) => c !== countryColumn);
  const tally = rest.map((c) => {
    const kinds = filled(c).map((r) => {
      const code = (r[countryColumn ?? -1] ?? '').trim().toUpperCase();
      return phoneLike(r[c] ?? '', isCountryCode(code) ? code : defaultCountry);
    });
    const like = kinds.filter(Boolean).length;
    return {
      c,
      mostly: kinds.length > 0 && like * 2 >= kinds.length,
      sure: kinds.includes('sure') || PHONE_HEADER.test(header?.[c] ?? ''),
    };
  });
  let phoneColumns = tally.filter((t) => t.mostly && t.sure).map((t) => t.c);
  if (phoneColumns.length === 0) phoneColumns = tally.filter((t) => t.mostly).map((t) => t.c);
  if (phoneColumns.length === 0) {
    // No column holds numbers: the column named for them, else the one with the most cells of digits, never a
    // column of counts or identifiers (an id column of 0, 1, 2 … beside a phone column of junk).
    const column = bestColumn(rest, (c) =>
      PHONE_HEADER.test(header?.[c] ?? '')
        ? Infinity
        : filled(c).every((r) => SMALL_INTEGER.test(r[c] ?? ''))
          ? 0
          : body.filter((r) => /(?:\d\D*){3}/.test(r[c] ?? '')).length,
    );
    if (column !== undefined) phoneColumns = [column];
  }
  return { hasHeader, phoneColumns, countryColumn };
}
