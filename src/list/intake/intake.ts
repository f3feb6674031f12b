/**
 * What reading a list gives (ReadOutcome, its Source, the problems and limits), and the reader every source shares:
 * a file's bytes decoded (read-source.ts) and pasted text or a workbook's cells (read-text.ts) go through one intake,
 * which cuts records, stores rows (or hands them on, ReadStream) and enforces the limits.
 */
import type { CsvDialect } from '../table/quote-scan';
import { parseRecord } from '../table/record-cells';
import { createRecordSplitter, type NotedRows, type QuoteIssue } from '../table/record-splitter';
import { unsafeCell } from '../table/formula-cell';
import { createRowStoreBuilder, type RowStore, type StoredSegment } from '../table/row-store';
import type { TextEncoding } from './sniff';

export const MAX_ROWS = 5_000_000;
/** Spreadsheets stop at 16,384 columns; a row wider than that is no contact list (and would be padded into gigabytes). */
export const MAX_COLUMNS = 16_384;
const PREVIEW_ROWS = 101;

export type SourceProblem =
  'empty' | 'binary' | 'too-large' | 'too-many-rows' | 'too-many-columns' | 'unreadable';

export interface Source {
  readonly store: RowStore;
  readonly encoding: TextEncoding;
  /** The first rows as cells, to detect the layout and show. */
  readonly preview: readonly (readonly string[])[];
  /** Characters that could not be decoded (shown as U+FFFD): a file of mixed encodings. */
  readonly replaced: number;
  /** The lines (from 1) of the first few of them. */
  readonly replacedLines: readonly number[];
  /** The row (from 0) whose quote never closed and took the rest of the file as one cell; undefined when none. */
  readonly unclosedQuote?: number | undefined;
  /**
   * Rows whose quoting is not RFC 4180's, read as Papa Parse reads them (table/csv.ts): a quote inside an unquoted
   * cell ('a,b"c,d', read as written), a quote in a quoted cell followed by text (which goes on past it).
   */
  readonly quoteIssues?: Readonly<Partial<Record<QuoteIssue, NotedRows>>> | undefined;
  /**
   * The bytes that decided between UTF-8 and Windows-1252, read from the whole file: for Windows-1252 the first byte
   * that is no part of UTF-8, for UTF-8 the first byte of the first multi-byte character. Undefined when a byte-order
   * mark, UTF-16's zero bytes or the person chose, and for a file all ASCII (then both read the same).
   */
  readonly encodingEvidence?: EncodingEvidence | undefined;
}

export interface EncodingEvidence {
  readonly byte: number;
  /** Its offset in the file, from 0. */
  readonly offset: number;
  /** The row it is in, from 0. */
  readonly row: number;
}

/** The file a list was read from, as the screen names it. */
export interface LoadedFile {
  readonly name: string;
  readonly bytes: number;
}

export type ReadOutcome =
  { readonly ok: true; readonly source: Source } | { readonly ok: false; readonly problem: SourceProblem };

export class ReadCancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

/** How many lines the first replaced characters are kept for. */
const REPLACED_LINES = 5;

/** Counts U+FFFD (characters that could not be decoded) and notes the lines of the first few. */
function createReplacementCounter() {
  let count = 0;
  let line = 1;
  const lines: number[] = [];
  return {
    take(text: string) {
      let from = 0;
      for (let i = text.indexOf('\uFFFD'); i >= 0; i = text.indexOf('\uFFFD', i + 1)) {
        count++;
        if (lines.length < REPLACED_LINES) {
          line += newlines(text, from, i);
          from = i;
          if (lines.at(-1) !== line) lines.push(line);
        }
      }
      // Lines are counted only while a line may still be noted.
      if (lines.length < REPLACED_LINES) line += newlines(text, from, text.length);
    },
    get count() {
      return count;
    },
    lines,
  };
}

function newlines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', from); i >= 0 && i < to; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** How the reader both sources share reads its text. */
interface IntakeOptions {
  /** Characters at the start that are no row (a 'sep=;' line). */
  readonly skip?: number | undefined;
  /** false: quotes are plain text. */
  readonly quoted?: boolean | undefined;
  /** Hand the rows on instead of keeping them (no row limit then). */
  readonly stream?: ReadStream | undefined;
}

/** The reader both sources share: decoded text in, rows stored, limits enforced (five million rows, and a header). */
export function createIntake(delimiter: string, { skip = 0, quoted = true, stream }: IntakeOptions = {}) {
  const dialect = { delimiter, quoted };
  const splitter = createRecordSplitter(dialect);
  const builder = createRowStoreBuilder(dialect, stream && ((segment) => stream.segment(segment)));
  const maxRows = stream ? Infinity : MAX_ROWS + 1;
  const replaced = createReplacementCounter();
  let toSkip = skip;
  /** What went over a limit, if anything. */
  const take = (segments: ReturnType<typeof splitter.push>): SourceProblem | undefined => {
    for (const segment of segments) builder.add(segment);
    if (builder.columns > MAX_COLUMNS || splitter.pendingCells() > MAX_COLUMNS) return 'too-many-columns';
    return builder.count <= maxRows ? undefined : 'too-many-rows';
  };
  return {
    push: (raw: string) => {
      const text = toSkip > 0 ? raw.slice(toSkip) : raw;
      toSkip = Math.max(0, toSkip - raw.length);
      replaced.take(text);
      return take(splitter.push(text));
    },
    end: () => take(splitter.end()),
    /** Rows ended so far: the row being read, from 0. */
    rows: () => splitter.records(),
    result: (
      encoding: TextEncoding,
      preview: string[][],
      encodingEvidence?: EncodingEvidence,
    ): ReadOutcome => {
      const store = builder.build();
      if (store.count === 0) return { ok: false, problem: 'empty' };
      const unclosedQuote = splitter.unclosedQuote();
      return {
        ok: true,
        source: {
          store,
          encoding,
          preview,
          replaced: replaced.count,
          replacedLines: replaced.lines,
          unclosedQuote,
          quoteIssues: splitter.quoteIssues(),
          encodingEvidence,
        },
      };
    },
  };
}

/** The first rows of a sample, read in the file's dialect; `more` says more text follows the sample. */
export function previewOf(sample: string, dialect: CsvDialect & { readonly more: boolean }): string[][] {
  // Records as the file's reading cuts them (a quoted cell may hold line breaks): those a line end closed, and the
  // last one too when the sample is the whole text (with more after it, the last may be cut off and is left out).
  const { more } = dialect;
  const splitter = createRecordSplitter({ ...dialect, maxRows: PREVIEW_ROWS });
  const rows: string[][] = [];
  for (const segment of more ? splitter.push(sample) : [...splitter.push(sample), ...splitter.end()]) {
    for (let i = 0; i < segment.starts.length && rows.length < PREVIEW_ROWS; i++) {
      const record = segment.text.slice(segment.starts[i], segment.ends[i]);
      rows.push(parseRecord(record, dialect).map(unsafeCell));
    }
  }
  return rows;
}

/**
 * A reading that hands its rows on as they are cut rather than keeping them (the command line): no limit on size or
 * rows then, as nothing is held. The encoding is decided from the whole file before the first row goes out, so no row
 * is handed on twice.
 */
export interface ReadStream {
  /** Once, before the first segment: the first rows as cells and the delimiter they were cut with. */
  begin(preview: readonly (readonly string[])[], delimiter: string): void;
  /** Each segment of rows, in order. */
  segment(segment: StoredSegment): void;
  /** Awaited after each slice of the file: the reading waits here while whoever takes the rows catches up. */
  drain(): Promise<void>;
}
