/**
 * The worker's job, as a pure function the benchmark can drive too: a segment of raw rows in, compact results out
 * (typed arrays and one joined string), so a chunk crosses to the page as a few transferable buffers.
 * normaliseChunk({ text: '+44 20 7946 0958\nnope', starts: [0, 17], ends: [16, 21], … }, max)
 *   → { status: [1, 2], reason: [0, 7], e164: '+442079460958\n', … }
 */
import { isCountryCode, type CountryCode } from '../../../phone/plan/countries';
import type { Rules } from '../../../phone/judge/rules';
import { normaliseCell, type CellVerdict } from '../../../phone/judge/judge-cell';
import { countryKey } from '../../../phone/plan/country-key';
import {
  countryCode,
  FLAG_SEVERAL,
  FLAG_TRUNCATED,
  FLAG_UNKNOWN_COUNTRY,
  reasonCode,
  statusCode,
  typeCode,
} from '../table/cell-codes';
import { parseRecord } from '../table/csv';
import { unsafeCell } from '../table/formula-cell';

export interface ChunkRequest {
  readonly id: number;
  readonly text: string;
  readonly starts: Uint32Array;
  readonly ends: Uint32Array;
  readonly delimiter: string;
  /** false: quotes are plain text (the file was read without quoting). */
  readonly quoted?: boolean | undefined;
  readonly phoneColumn: number;
  /** A column naming each row's country ('GB', 'gbr', 'United Kingdom', '+44'); where filled, it overrides the default. */
  readonly countryColumn: number | undefined;
  /** Country names as countryKey() writes them → their country (built by the page from the picker's names). */
  readonly countryNames?: Readonly<Record<string, CountryCode>> | undefined;
  readonly defaultCountry: CountryCode | undefined;
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

export interface ChunkResult {
  readonly id: number;
  readonly status: Uint8Array;
  readonly reason: Uint8Array;
  readonly type: Uint8Array;
  readonly country: Uint8Array;
  readonly flags: Uint8Array;
  /** Each row's E.164 ('' when not valid), joined with '\n'. */
  readonly e164: string;
  /** Each row's notes (noteOf: extension, other numbers, where valid instead; '' when none), joined with '\n'. */
  readonly notes: string;
}

/** Separates the parts of a row's note (a character no cell part can hold: cells are split on it nowhere else). */
export const NOTE_PART = '\u001F';

/** A row's note: '' for most rows, so a million rows of notes cost a few MB. */
export function noteOf(verdict: CellVerdict): string {
  if (!verdict.extension && verdict.others.length === 0 && verdict.validIn.length === 0) return '';
  return [verdict.extension, verdict.others.join(';'), verdict.validIn.join(' ')].join(NOTE_PART);
}

/**
 * A row's own country cell: an ISO code ('gb', ' DE '), or a name, alpha-3 code or calling code the page's table
 * knows; undefined when empty, null when it names nothing known.
 */
function rowCountry(
  cells: readonly string[],
  column: number | undefined,
  names: Readonly<Record<string, CountryCode>> | undefined,
): CountryCode | undefined | null {
  if (column === undefined) return undefined;
  const cell = cells[column] ?? '';
  const code = cell.trim().toUpperCase();
  if (code === '') return undefined;
  if (isCountryCode(code)) return code;
  const key = countryKey(cell);
  return (names && Object.hasOwn(names, key) ? names[key] : undefined) ?? null;
}

// No cache of answers: a measured one (50,000 recent cells) cost as much as it saved on a list where one row in six repeats.
export function normaliseChunk(request: ChunkRequest, rules: Rules): ChunkResult {
  const { text, starts, ends, delimiter, phoneColumn, countryColumn } = request;
  const rows = starts.length;
  const result = {
    id: request.id,
    status: new Uint8Array(rows),
    reason: new Uint8Array(rows),
    type: new Uint8Array(rows),
    country: new Uint8Array(rows),
    flags: new Uint8Array(rows),
  };
  const e164: string[] = new Array<string>(rows);
  const notes: string[] = new Array<string>(rows);
  const columns = Math.max(phoneColumn, countryColumn ?? 0) + 1;
  for (let i = 0; i < rows; i++) {
    const cells = parseRecord(text.slice(starts[i], ends[i]), delimiter, columns, request.quoted ?? true);
    const cell = unsafeCell(cells[phoneColumn] ?? '');
    const own = rowCountry(cells, countryColumn, request.countryNames);
    const verdict = normaliseCell(cell, own ?? request.defaultCountry, rules);
    result.status[i] = statusCode(verdict.status);
    result.reason[i] = reasonCode(verdict.reason);
    result.type[i] = typeCode(verdict.type);
    result.country[i] = countryCode(verdict.country);
    result.flags[i] =
      (verdict.truncated ? FLAG_TRUNCATED : 0) |
      (verdict.several ? FLAG_SEVERAL : 0) |
      (own === null ? FLAG_UNKNOWN_COUNTRY : 0);
    e164[i] = verdict.e164;
    notes[i] = noteOf(verdict);
  }
  return { ...result, e164: e164.join('\n'), notes: notes.join('\n') };
}

/** The buffers of a result, to transfer rather than copy. */
export function transferablesOf(result: ChunkResult): ArrayBuffer[] {
  return [result.status, result.reason, result.type, result.country, result.flags].map(
    (a) => a.buffer as ArrayBuffer,
  );
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
    phoneColumn: 0,
    countryColumn: undefined,
    defaultCountry,
  };
}
