/**
 * The worker's job, as a pure function the benchmark can drive too: a segment of raw rows in, compact results out
 * (typed arrays and one joined string), so a chunk crosses to the page as a few transferable buffers.
 * normaliseChunk({ text: '+44 20 7946 0958\nnope', starts: [0, 17], ends: [16, 21], … }, max)
 *   → { status: [1, 2], reason: [0, 7], e164: '+442079460958\n', … }
 */
import { isCountryCode, type CountryCode } from '../../../phone/plan/countries';
import type { MetadataJson } from '../../../phone/metadata/metadata';
import { parseRecord } from '../intake/csv';
import { unsafeCell } from '../results/formula-guard';
import { normaliseCell } from '../../../phone/judge/judge-cell';
import {
  countryCode,
  FLAG_TRUNCATED,
  reasonCode,
  statusCode,
  typeCode,
} from '../../../phone/judge/cell-codes';

export interface ChunkRequest {
  readonly id: number;
  readonly text: string;
  readonly starts: Uint32Array;
  readonly ends: Uint32Array;
  readonly delimiter: string;
  readonly phoneColumn: number;
  /** A column of ISO codes that, where filled, overrides the default country for its row. */
  readonly countryColumn: number | undefined;
  readonly defaultCountry: CountryCode | undefined;
}

/** Sent to a worker before any chunk: it loads the full metadata, so that the first chunk finds it, and answers nothing. */
export const WARM_UP = { warmUp: true } as const;
export type WarmUp = typeof WARM_UP;

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
}

/** A row's own country cell ('gb', ' DE ') when it names one. */
function rowCountry(cells: readonly string[], column: number | undefined): CountryCode | undefined {
  if (column === undefined) return undefined;
  const code = (cells[column] ?? '').trim().toUpperCase();
  return isCountryCode(code) ? code : undefined;
}

// No cache of answers: a measured one (50,000 recent cells) cost as much as it saved on a list where one row in six repeats.
export function normaliseChunk(request: ChunkRequest, metadata: MetadataJson): ChunkResult {
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
  const columns = Math.max(phoneColumn, countryColumn ?? 0) + 1;
  for (let i = 0; i < rows; i++) {
    const cells = parseRecord(text.slice(starts[i], ends[i]), delimiter, columns);
    const cell = unsafeCell(cells[phoneColumn] ?? '');
    const verdict = normaliseCell(cell, rowCountry(cells, countryColumn) ?? request.defaultCountry, metadata);
    result.status[i] = statusCode(verdict.status);
    result.reason[i] = reasonCode(verdict.reason);
    result.type[i] = typeCode(verdict.type);
    result.country[i] = countryCode(verdict.country);
    result.flags[i] = verdict.truncated ? FLAG_TRUNCATED : 0;
    e164[i] = verdict.e164;
  }
  return { ...result, e164: e164.join('\n') };
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
