/**
 * `telfield clean`'s run: the screen's reader, workers and export, streamed. The file is read a slice at a time
 * (read-source.ts with a ReadStream); each segment of rows goes to a worker thread as it is cut; answers are written
 * in the file's order as they come, through the screen's own export (export-csv.ts), so the bytes are the
 * screen's for the same choices. At most SEGMENTS_IN_FLIGHT segments per worker (the screen's) are read ahead:
 * memory stays flat whatever the file's size (the duplicates' table, 12 bytes per distinct number, is the one thing
 * that grows).
 */
import { type ReadOutcome, type ReadStream } from '../list/intake/intake';
import { readFile } from '../list/intake/read-source';
import { readTextInSlices } from '../list/intake/read-text';
import { detectLayout, type Layout } from '../list/intake/phone-columns';
import { createFirstRowTable } from '../list/results/first-row-table';
import {
  exportHeader,
  exportRow,
  exportWidth,
  type ExportOptions,
  type LineForm,
} from '../list/results/export-csv';
import { columnNameOf } from '../list/results/export-cells';
import { markSegmentDuplicates } from '../list/results/find-duplicates';
import { createResults, storeChunk } from '../list/run/batch-results';
import { chunkRequest, type ChunkJob, type ChunkResult } from '../list/run/normalise-chunk';
import type { RowStore, StoredSegment } from '../list/table/row-store';
import type { CountryCode } from '../phone/plan/countries';
import { LIST_NOTES_EN, LIST_PROBLEMS_EN, listColumnName } from '../list/list-words';
import { countryNameTable } from '../phone/plan/country-name-table';
import type { CleanCommand } from './args';
import { InputRefused, type Input } from './open-input';
import type { OutputSink } from './output-sink';
import { summarise } from '../list/results/summarise';
import { addSummary, createCounts, type Counts } from './summary';
import { SEGMENTS_IN_FLIGHT, type SegmentPool } from '../list/run/segment-pool';

export interface CleanRun {
  readonly command: CleanCommand;
  readonly defaultCountry: CountryCode | undefined;
  readonly input: Input;
  /** Opens the output, once the input is accepted (a refused input leaves nothing behind, on stdout either). */
  readonly openOutput: (delimiter: string) => OutputSink;
  readonly pool: SegmentPool;
  /** Line ends and the formula guard. */
  readonly form: LineForm;
  /** Whether the export starts with a byte-order mark (as the screen's file does, for Excel). */
  readonly byteOrderMark: boolean;
  /** Bytes of the input read so far. */
  readonly onProgress?: (bytesRead: number, rows: number) => void;
  readonly signal?: AbortSignal;
}

export interface CleanOutcome {
  readonly counts: Counts;
  readonly layout: Layout;
  /** The phone columns cleaned, by name. */
  readonly phoneColumns: readonly string[];
  /** The column rows' countries were read from, by name; null when none. */
  readonly countryColumn: string | null;
  /** How the bytes were read as text, and why (a dry run prints it). */
  readonly encoding: string;
  /** Rows read (the header not counted): a dry run counts them without cleaning them. */
  readonly rowsRead: number;
  readonly delimiter: string;
  /** What the screen would show as notes on the file (a quote never closed, characters not decoded). */
  readonly notes: readonly string[];
}

/** The encoding the bytes were read in, and why: 'windows-1252 (byte 0xE9 in row 3 is not UTF-8)'. */
function encodingWords({
  encoding,
  encodingEvidence: evidence,
}: (ReadOutcome & { ok: true })['source']): string {
  const byte = evidence && `byte 0x${evidence.byte.toString(16).toUpperCase()} in row ${evidence.row + 1}`;
  if (encoding.startsWith('utf-16')) return `${encoding} (its byte-order mark or zero bytes)`;
  if (encoding === 'utf-8')
    return `utf-8 (${byte ? `${byte} starts a UTF-8 character` : 'a byte-order mark, or every byte ASCII'})`;
  return `${encoding} (${byte ? `${byte} is not UTF-8` : 'bytes that are not UTF-8'})`;
}

/**
 * The reading's notes, in the list's words (the screen's English, without its advice to press its buttons), as the
 * command line prints them on standard error.
 */
function notesOf(outcome: ReadOutcome & { ok: true }): string[] {
  const { source } = outcome;
  const { unclosedQuote, quoteIssues = {} } = source;
  const textAfter = quoteIssues['text-after-quote'];
  const inUnquoted = quoteIssues['quote-in-unquoted-cell'];
  const notes: string[] = [];
  if (unclosedQuote !== undefined) notes.push(LIST_NOTES_EN.unclosedQuote(unclosedQuote + 1));
  if (textAfter) notes.push(LIST_NOTES_EN.textAfterQuote(textAfter.first + 1, textAfter.rows - 1));
  if (inUnquoted) notes.push(LIST_NOTES_EN.quoteInUnquotedCell(inUnquoted.first + 1, inUnquoted.rows - 1));
  if (source.replaced > 0) {
    notes.push(
      [
        LIST_NOTES_EN.encoding(source.encoding),
        LIST_NOTES_EN.replaced(source.replaced),
        ...(source.replacedLines.length > 0 ? [LIST_NOTES_EN.replacedLines(...source.replacedLines)] : []),
      ].join(' '),
    );
  }
  return notes;
}

/** A column named on the command line: a header's name (any case), else a number from 1. */
function columnOf(name: string, header: readonly string[] | undefined, width: number): number {
  const wanted = name.trim().toLowerCase();
  const named = header?.findIndex((cell) => cell.trim().toLowerCase() === wanted) ?? -1;
  if (named >= 0) return named;
  const number = /^\d+$/.test(wanted) ? Number(wanted) - 1 : -1;
  if (number >= 0 && number < Math.max(width, header?.length ?? 0)) return number;
  const names = header ? `: the columns are ${header.map((cell) => `'${cell}'`).join(', ')}` : '';
  throw new InputRefused(`no column '${name}'${names}`);
}

/** The layout the screen would pick, with what the command line says over it. */
function layoutFor(preview: readonly (readonly string[])[], run: CleanRun): Layout {
  const { command } = run;
  const guessed = detectLayout(preview, run.defaultCountry);
  const hasHeader = command.header ?? guessed.hasHeader;
  const header = hasHeader ? preview[0] : undefined;
  const width = exportWidth(preview, header);
  const phoneColumns =
    command.phoneColumns.length > 0
      ? [...new Set(command.phoneColumns.map((name) => columnOf(name, header, width)))].sort((a, b) => a - b)
      : guessed.phoneColumns;
  const countryColumn =
    command.countryColumn === undefined
      ? guessed.countryColumn
      : columnOf(command.countryColumn, header, width);
  if (phoneColumns.length === 0)
    throw new InputRefused(`${LIST_PROBLEMS_EN['no-phone-column']} Name one with --phone-column.`);
  return {
    hasHeader,
    phoneColumns,
    countryColumn: phoneColumns.includes(countryColumn ?? -1) ? undefined : countryColumn,
  };
}

/** The command reads quotes as CSV quotes (the screen's default; it offers plain quotes only after a notice). */
const QUOTED = true;

/** One segment as a store of its own, its rows from 0, for the export's functions. */
const storeOf = (segment: StoredSegment, delimiter: string): RowStore => ({
  count: segment.starts.length,
  delimiter,
  quoted: QUOTED,
  columns: segment.columns,
  segments: [segment],
});

export async function cleanList(run: CleanRun): Promise<CleanOutcome> {
  const { command, pool } = run;
  let sink: OutputSink | undefined;
  const counts = createCounts();
  const firsts = createFirstRowTable(1 << 16);
  const queue: Promise<{ segment: StoredSegment; result: ChunkResult }>[] = [];
  let setup: { layout: Layout; options: ExportOptions; delimiter: string; job: ChunkJob } | undefined;
  let bytesRead = 0;

  let headerWritten = false;
  let rowsRead = 0;
  // Each segment's request has an id of its own: the pool matches answers to requests by it.
  let requests = 0;
  /** The header line, once, before the first row, after the byte-order mark if one is wanted. */
  const writeHeader = async () => {
    if (headerWritten || !setup || command.dryRun) return;
    headerWritten = true;
    sink = run.openOutput(setup.delimiter);
    await sink.write((run.byteOrderMark ? '\uFEFF' : '') + exportHeader(setup.delimiter, setup.options));
  };

  /** Writes the oldest segment's rows once its answer is in. */
  const writeNext = async () => {
    await writeHeader();
    const next = queue.shift();
    if (!next || !setup) return;
    const { segment, result } = await next;
    const local = { ...segment, firstRow: 0 };
    const store = storeOf(local, setup.delimiter);
    const results = createResults(store, setup.layout.phoneColumns);
    storeChunk(results, 0, { ...result, id: 0 });
    // The header is the file's first row; rows are numbered from the file's start (header = 1), as on screen.
    const from = segment.firstRow === 0 && setup.layout.hasHeader ? 1 : 0;
    const marks = results.columns.map(() => new Uint32Array(store.count));
    markSegmentDuplicates(results.columns, 0, local, from, firsts, marks, segment.firstRow);
    results.columns.forEach((column, c) => (column.duplicateOf = marks[c]));
    addSummary(counts, summarise(results, from));
    let text = '';
    for (let row = from; row < store.count; row++) text += exportRow(store, results, row, setup.options);
    await sink?.write(text);
    run.onProgress?.(bytesRead, counts.rows);
  };

  let failure: unknown;
  const stream: ReadStream = {
    begin(preview, delimiter) {
      const layout = layoutFor(preview, run);
      const header = layout.hasHeader ? preview[0] : undefined;
      const options: ExportOptions = {
        header,
        width: exportWidth(preview, header),
        columnName: listColumnName,
        phoneColumns: layout.phoneColumns,
        rows: command.rows,
        layout: command.layout,
        writeBack: command.writeBack,
        forExcel: command.forExcel,
        form: run.form,
      };
      const job: ChunkJob = {
        phoneColumns: layout.phoneColumns,
        countryColumn: layout.countryColumn,
        countryNames: layout.countryColumn === undefined ? undefined : countryNameTable(['en']),
        defaultCountry: run.defaultCountry,
      };
      setup = { layout, options, delimiter, job };
    },
    segment(segment) {
      if (!setup) throw new Error('a segment before the layout');
      rowsRead += segment.starts.length - (segment.firstRow === 0 && setup.layout.hasHeader ? 1 : 0);
      // A dry run reads the rows, to count them, and cleans none.
      if (command.dryRun) return;
      const request = chunkRequest(
        requests++,
        segment,
        { delimiter: setup.delimiter, quoted: QUOTED },
        setup.job,
      );
      const answered = pool.run(request).then((result) => ({ segment, result }));
      // A pool closed after a failure rejects what it held, which nothing waits for then: handled, not fatal.
      answered.catch(() => undefined);
      queue.push(answered);
    },
    async drain() {
      try {
        while (queue.length >= pool.size * SEGMENTS_IN_FLIGHT) await writeNext();
      } catch (error) {
        // The reader reports any failure as an unreadable file: the writing's own (a closed pipe) is kept to say.
        failure ??= error;
        throw error;
      }
    },
  };

  try {
    const outcome = await readInput(run, stream, (bytes) => (bytesRead = bytes)).catch((error: unknown) => {
      throw failure ?? error;
    });
    if (failure) throw failure;
    if (!outcome.ok) throw new InputRefused(LIST_PROBLEMS_EN[outcome.problem]);
    if (!setup) throw new InputRefused(LIST_PROBLEMS_EN.empty);
    await writeHeader();
    while (queue.length > 0) await writeNext();
    await sink?.finish();
    return finished(outcome, setup, counts, rowsRead);
  } catch (error) {
    sink?.abandon();
    throw error;
  }
}

function finished(
  outcome: ReadOutcome & { ok: true },
  setup: { layout: Layout; options: ExportOptions; delimiter: string },
  counts: Counts,
  rowsRead: number,
): CleanOutcome {
  const { options, layout } = setup;
  return {
    counts,
    layout,
    phoneColumns: layout.phoneColumns.map((c) => columnNameOf(options, c)),
    countryColumn: layout.countryColumn === undefined ? null : columnNameOf(options, layout.countryColumn),
    delimiter: setup.delimiter,
    notes: notesOf(outcome),
    encoding: encodingWords(outcome.source),
    rowsRead,
  };
}

function readInput(
  run: CleanRun,
  stream: ReadStream,
  onBytes: (bytes: number) => void,
): Promise<ReadOutcome> {
  return run.input.spreadsheet
    ? readWorkbook(run, stream)
    : readFile(run.input.blob, {
        stream,
        signal: run.signal,
        onProgress: onBytes,
      });
}

async function readWorkbook(run: CleanRun, stream: ReadStream): Promise<ReadOutcome> {
  const { readSpreadsheet } = await import('../list/intake/read-spreadsheet');
  const sheet = await readSpreadsheet(run.input.blob);
  return readTextInSlices(sheet.text, { signal: run.signal, delimiter: ',', stream });
}
