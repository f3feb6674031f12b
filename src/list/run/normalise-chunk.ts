/**
 * The worker's job, as a pure function the benchmark can drive too: a segment of raw rows in, compact results out
 * (typed arrays and one joined string), so a chunk crosses to the page as a few transferable buffers.
 * normaliseChunk({ text: '+44 20 7946 0958\nnope', starts: [0, 17], ends: [16, 21], … }, max)
 *   → { status: [1, 2], reason: [0, 7], e164: '+442079460958\n', … }
 */
import type { CountryCode } from '../../phone/plan/countries';
import type { Rules } from '../../phone/judge/rules';
import { normaliseCell, type CellVerdict } from '../../phone/judge/judge-cell';
import { writtenInternational } from '../../phone/judge/list-cell';
import { changedBySpreadsheet, needsCountry } from '../../phone/judge/reason-words';
import {
  countryCode,
  countrySourceCode,
  FLAG_SEVERAL,
  FLAG_TRUNCATED,
  FLAG_UNKNOWN_COUNTRY,
  reasonCode,
  statusCode,
  type RowReason,
  typeCode,
} from '../table/cell-codes';
import { parseRecord } from '../table/record-cells';
import { unsafeCell } from '../table/formula-cell';
import { rowCountry } from './row-country';
import { writeBackForm } from './write-back-form';

export interface ChunkRequest {
  readonly id: number;
  readonly text: string;
  readonly starts: Uint32Array;
  readonly ends: Uint32Array;
  readonly delimiter: string;
  /** false: quotes are plain text (the file was read without quoting). */
  readonly quoted?: boolean | undefined;
  /** The phone columns, in input order: each cell of each is judged. */
  readonly phoneColumns: readonly number[];
  /** A column naming each row's country ('GB', 'gbr', 'United Kingdom', '+44'); where filled, it overrides the default. */
  readonly countryColumn: number | undefined;
  /** Country names as countryKey() writes them → their country (built by the page from the picker's names). */
  readonly countryNames?: Readonly<Record<string, CountryCode>> | undefined;
  readonly defaultCountry: CountryCode | undefined;
}

/** How a list's chunks are judged: the same for every chunk of a run. */
export type ChunkJob = Pick<
  ChunkRequest,
  'phoneColumns' | 'countryColumn' | 'countryNames' | 'defaultCountry'
>;

/** The request for one segment of a list read with `delimiter` (quotes as CSV quotes unless `quoted` is false). */
export function chunkRequest(
  id: number,
  segment: Pick<ChunkRequest, 'text' | 'starts' | 'ends'>,
  store: { readonly delimiter: string; readonly quoted: boolean },
  job: ChunkJob,
): ChunkRequest {
  return {
    id,
    text: segment.text,
    starts: segment.starts,
    ends: segment.ends,
    delimiter: store.delimiter,
    quoted: store.quoted,
    phoneColumns: job.phoneColumns,
    countryColumn: job.countryColumn,
    countryNames: job.countryNames,
    defaultCountry: job.defaultCountry,
  };
}

/**
 * Sent to a worker before any chunk: it loads the full metadata, so that the first chunk finds it, and answers
 * nothing. With a sample (the list's first rows, read with the layout guessed), it also judges those and drops the
 * answer: the engine's code is compiled and the plans the list uses are read before Start, not in its first chunk.
 */
export interface WarmUp {
  readonly warmUp: true;
  readonly sample?: ChunkRequest | undefined;
}

export function isWarmUp(message: ChunkRequest | WarmUp): message is WarmUp {
  return 'warmUp' in message;
}

/** One phone column's results for the rows of a chunk. */
/**
 * A row's result as one byte per code (table/cell-codes.ts): status, reason, type, country, flags, and which country
 * a number written without its calling code was read in (source, COUNTRY_SOURCES). One typed array each, for a
 * chunk's rows here and for a whole list's in batch-results.ts.
 */
export const CODE_ARRAYS = ['status', 'reason', 'type', 'country', 'flags', 'source'] as const;
export type CodeArrays = { readonly [K in (typeof CODE_ARRAYS)[number]]: Uint8Array };

export const codeArrays = (rows: number): CodeArrays =>
  Object.fromEntries(CODE_ARRAYS.map((code) => [code, new Uint8Array(rows)])) as unknown as CodeArrays;

export interface ColumnChunk extends CodeArrays {
  /** Each row's E.164 ('' when not valid), joined with '\n'. */
  readonly e164: string;
  /** Each row's notes (noteOf: extension, other numbers, where valid instead; '' when none), joined with '\n'. */
  readonly notes: string;
}

export interface ChunkResult {
  readonly id: number;
  readonly rows: number;
  /** Per phone column of the request, in its order. */
  readonly columns: readonly ColumnChunk[];
}

/** Separates the parts of a row's note (a character no cell part can hold: cells are split on it nowhere else). */
export const NOTE_PART = '\u001F';

/**
 * A row's note: '' for most rows, so a million rows of notes cost a few MB. Its parts: the extension, the other
 * numbers' E.164 (';'), where valid instead (' '), write-back's form, then, with other numbers, their extensions
 * (';'), countries and types (' '), for the long layout's rows.
 */
export function noteOf(verdict: CellVerdict, writeBack = ''): string {
  const { others } = verdict;
  if (!verdict.extension && others.length === 0 && verdict.validIn.length === 0 && !writeBack) return '';
  const parts = [
    verdict.extension,
    others.map((o) => o.e164).join(';'),
    verdict.validIn.join(' '),
    writeBack,
  ];
  if (others.length > 0)
    parts.push(
      others.map((o) => o.extension).join(';'),
      others.map((o) => o.country).join(' '),
      others.map((o) => o.type).join(' '),
    );
  return parts.join(NOTE_PART);
}

/** A column's results being filled. */
function columnArrays(rows: number) {
  return {
    ...codeArrays(rows),
    e164: new Array<string>(rows),
    notes: new Array<string>(rows),
  };
}
type ColumnArrays = ReturnType<typeof columnArrays>;

const COLUMN_SOURCE = countrySourceCode('country-column');
const ROW_SOURCE = countrySourceCode('same-row');
const DEFAULT_SOURCE = countrySourceCode('default');

/** Where a row's cell goes in its column's arrays, and what write-back needs to keep all of it. */
interface Place {
  readonly arrays: ColumnArrays;
  readonly i: number;
  readonly cell: string;
}

function fill(
  { arrays, i, cell }: Place,
  verdict: CellVerdict,
  flags: number,
  source: number,
  reason?: RowReason,
): void {
  arrays.status[i] = statusCode(verdict.status);
  arrays.reason[i] = reasonCode(
    changedBySpreadsheet(cell, verdict) ? 'spreadsheet-float' : (reason ?? verdict.reason),
  );
  arrays.type[i] = typeCode(verdict.type);
  arrays.country[i] = countryCode(verdict.country);
  arrays.flags[i] = (verdict.truncated ? FLAG_TRUNCATED : 0) | (verdict.several ? FLAG_SEVERAL : 0) | flags;
  arrays.source[i] = verdict.status === 'empty' ? 0 : source;
  arrays.e164[i] = verdict.e164;
  arrays.notes[i] = noteOf(verdict, writeBackForm(cell, verdict));
}

/**
 * One row's phone cells. A number written without its calling code is read in the first country that makes it
 * valid, tried in order: the row's own country (its country column), the countries of the row's other valid numbers
 * (Phone 1's +49 … reads Phone 2's 030 … as German), the default country. A person reads it so: a US default does
 * not make 030 1234567 beside +49 American, and a British Phone 1 does not make 212-555-0147 British. With one phone
 * column there is no other number.
 */
function judgeRow(
  cells: readonly string[],
  request: ChunkRequest,
  rules: Rules,
  out: readonly ColumnArrays[],
  i: number,
): void {
  const { phoneColumns, defaultCountry } = request;
  const own = rowCountry(cells, request.countryColumn, request.countryNames);
  const flags = own === null ? FLAG_UNKNOWN_COUNTRY : 0;
  const phones = phoneColumns.map((column) => unsafeCell(cells[column] ?? ''));
  const one = phones.length === 1;
  // Where there was no choice (one phone column, no country column), the default country goes without saying. This
  // case is listCellAlone's too (the warehouse function's reading; conformance/udf.test.ts holds the two equal).
  const defaultSource = one && request.countryColumn === undefined ? 0 : DEFAULT_SOURCE;
  // The numbers that need no country, read only when a row has several phone columns (their countries are candidates).
  let alone: readonly CellVerdict[] | undefined;
  const readAlone = () => (alone ??= phones.map((cell) => normaliseCell(cell, undefined, rules)));
  phones.forEach((cell, c) => {
    const place: Place = { arrays: out[c] as ColumnArrays, i, cell };
    if (writtenInternational(cell) || cell.trim() === '') {
      // A number with its calling code needs no country. The cell's other numbers written without one are read in
      // the row's country, else its own number's (+46 70 … ::: 08-123 456 78 is two Swedish numbers), else the
      // default: the same with one phone column or several.
      const bare = !own && !one ? (readAlone()[c] as CellVerdict) : undefined;
      const country = own ?? (bare?.country || undefined) ?? defaultCountry;
      let verdict = bare ?? normaliseCell(cell, country, rules);
      if (!own && verdict.several && verdict.country && verdict.country !== country)
        verdict = normaliseCell(cell, verdict.country, rules);
      else if (bare?.several) verdict = normaliseCell(cell, country, rules);
      fill(place, verdict, flags, 0);
      return;
    }
    if (!one && !own) {
      const bare = readAlone()[c] as CellVerdict;
      if (bare.status === 'valid') return fill(place, bare, flags, 0);
    }
    // The candidates, tried in order until one makes the number valid; the other numbers' only when needed.
    const tried: CountryCode[] = [];
    let first: { readonly verdict: CellVerdict; readonly source: number } | undefined;
    const valid = (country: CountryCode | undefined | null, source: number): boolean => {
      if (!country || tried.includes(country)) return false;
      tried.push(country);
      const verdict = normaliseCell(cell, country, rules);
      first ??= { verdict, source };
      if (verdict.status !== 'valid') return false;
      fill(place, verdict, flags, source);
      return true;
    };
    if (valid(own, COLUMN_SOURCE)) return;
    const others = one
      ? []
      : readAlone().filter((verdict, other) => other !== c && verdict.status === 'valid');
    if (others.some((verdict) => valid(verdict.country || undefined, ROW_SOURCE))) return;
    if (valid(defaultCountry, defaultSource)) return;
    // Valid in none: the first candidate's reading and reason.
    if (first) return fill(place, first.verdict, flags, first.source);
    // No candidate at all: read with no country; a number's digits there need a country, and its reason says so.
    const verdict = normaliseCell(cell, undefined, rules);
    fill(place, verdict, flags, 0, needsCountry(cell, verdict) ? 'no-country' : undefined);
  });
}

// No cache of answers: a measured one (50,000 recent cells) cost as much as it saved on a list where one row in six repeats.
export function normaliseChunk(request: ChunkRequest, rules: Rules): ChunkResult {
  const { text, starts, ends, delimiter, phoneColumns, countryColumn } = request;
  const rows = starts.length;
  const out = phoneColumns.map(() => columnArrays(rows));
  const columns = Math.max(...phoneColumns, countryColumn ?? 0) + 1;
  const dialect = { delimiter, quoted: request.quoted };
  for (let i = 0; i < rows; i++) {
    const cells = parseRecord(text.slice(starts[i], ends[i]), dialect, columns);
    judgeRow(cells, request, rules, out, i);
  }
  return {
    id: request.id,
    rows,
    columns: out.map((arrays) => ({
      ...arrays,
      e164: arrays.e164.join('\n'),
      notes: arrays.notes.join('\n'),
    })),
  };
}

/** The buffers of a result, to transfer rather than copy. */
export function transferablesOf(result: ChunkResult): ArrayBuffer[] {
  return result.columns.flatMap((column) => CODE_ARRAYS.map((code) => column[code].buffer as ArrayBuffer));
}

/** For the benchmark and tests: plain cells (one per row) as one chunk. */
export function chunkOfCells(
  cells: readonly string[],
  defaultCountry: CountryCode | undefined,
): ChunkRequest {
  const escaped = cells.map((cell) => (/["\n\r,]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell));
  const starts = new Uint32Array(cells.length);
  const ends = new Uint32Array(cells.length);
  let offset = 0;
  escaped.forEach((cell, i) => {
    starts[i] = offset;
    ends[i] = offset + cell.length;
    offset += cell.length + 1;
  });
  return {
    id: 0,
    text: escaped.join('\n'),
    starts,
    ends,
    delimiter: ',',
    phoneColumns: [0],
    countryColumn: undefined,
    defaultCountry,
  };
}
