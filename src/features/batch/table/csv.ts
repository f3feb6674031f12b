/**
 * Streaming CSV/TSV in two steps, so a million rows cost offsets rather than a million arrays:
 * the splitter cuts text into records (rows) and keeps them as slices of one string per segment;
 * parseRecord turns one record into cells only when that row is needed.
 *
 * Worked example:
 *   const splitter = createRecordSplitter(',');
 *   splitter.push('a,"b\n');      → []            (the quoted newline does not end the row)
 *   splitter.push('c"\r\n1,2');   → [segment with the record 'a,"b\nc"']
 *   splitter.end();               → [segment with the record '1,2']
 *   parseRecord('a,"b\nc"', ',')  → ['a', 'b\nc']
 * RFC 4180 quoting: "" inside quotes is a quote; newlines (LF, CRLF or CR) end a row only outside quotes.
 * Text after a closing quote is kept (lenient, like spreadsheets): '"a"b' → 'ab'.
 * Written back, a cell is quoted where any locale's reader would split it: quote('a;b', ',') → '"a;b"'.
 */

/** Records per segment: the unit of work a worker gets, and of storage. */
export const SEGMENT_ROWS = 4096;

/** Records `text.slice(starts[i], ends[i])`, line ends excluded. */
export interface Segment {
  readonly text: string;
  readonly starts: Uint32Array;
  readonly ends: Uint32Array;
  /** The most cells any of its records has. */
  readonly columns: number;
}

export interface RecordSplitter {
  push(text: string): Segment[];
  end(): Segment[];
  /** After end(): the record (from 0) whose quote never closed, so that it took the rest of the text; or undefined. */
  unclosedQuote(): number | undefined;
  /** Cells of the record not yet ended (a very wide row is noticed before its end). */
  pendingCells(): number;
}

const QUOTE = 34;
const LF = 10;
const CR = 13;

// Where the scan is within a record.
const FIELD_START = 0;
const UNQUOTED = 1;
const QUOTED = 2;
const QUOTE_SEEN = 3; // a quote inside quotes: closes them, or is the first half of ""

type ScanState = typeof FIELD_START | typeof UNQUOTED | typeof QUOTED | typeof QUOTE_SEEN;

/** The state after one character that is not a line end (or is one inside quotes). */
function step(state: ScanState, code: number, delimiter: number): ScanState {
  if (state === QUOTED) return code === QUOTE ? QUOTE_SEEN : QUOTED;
  if (code === delimiter) return FIELD_START;
  if (code === QUOTE) return state === UNQUOTED ? UNQUOTED : QUOTED;
  return UNQUOTED;
}

/** Positions in the buffer as offsets into a segment starting at `base` (a plain loop: Uint32Array.from's callback is ~5× slower). */
function offsetsFrom(positions: readonly number[], base: number): Uint32Array {
  const offsets = new Uint32Array(positions.length);
  for (let i = 0; i < positions.length; i++) offsets[i] = (positions[i] ?? 0) - base;
  return offsets;
}

/**
 * `quoted` false reads a file whose quotes are only text (one left open would swallow the rest of the file): every
 * line ends a record and a quote is a character like any other.
 */
export function createRecordSplitter(
  delimiter: string,
  maxRows = SEGMENT_ROWS,
  quoted = true,
): RecordSplitter {
  const delim = delimiter.charCodeAt(0);
  // The characters that can change the state outside quotes: a native search skips the plain text between them.
  const special = new RegExp(`[\\u${delim.toString(16).padStart(4, '0')}${quoted ? '"' : ''}\\r\\n]`, 'g');
  let buffer = '';
  let scanned = 0;
  let state: ScanState = FIELD_START;
  let fields = 0; // delimiters seen in the pending record
  let columns = 0;
  let skipLineFeed = false;
  let records = 0;
  let unclosed: number | undefined;

  const scan = (final: boolean): Segment[] => {
    const segments: Segment[] = [];
    const starts: number[] = [];
    const ends: number[] = [];
    let segmentStart = 0;
    let recordStart = 0;
    const flush = (upTo: number) => {
      segments.push({
        text: buffer.slice(segmentStart, upTo),
        starts: offsetsFrom(starts, segmentStart),
        ends: offsetsFrom(ends, segmentStart),
        columns,
      });
      starts.length = 0;
      ends.length = 0;
      columns = 0;
      segmentStart = upTo;
    };
    const endRecord = (end: number) => {
      records++;
      starts.push(recordStart);
      ends.push(end);
      columns = Math.max(columns, fields + 1);
      fields = 0;
    };
    const n = buffer.length;
    let i = scanned;
    while (i < n) {
      if (state === QUOTED) {
        // Inside quotes only a quote matters (delimiters and line ends are text): jump to it.
        const quote = buffer.indexOf('"', i);
        if (quote < 0) break;
        state = QUOTE_SEEN;
        i = quote + 1;
        continue;
      }
      // Outside quotes, jump to the next delimiter, quote or line end; what lies between is plain text.
      special.lastIndex = i;
      const at = special.test(buffer) ? special.lastIndex - 1 : n;
      if (at > i && state !== UNQUOTED) state = UNQUOTED;
      if (at === n) break;
      const code = buffer.charCodeAt(at);
      if (code !== LF && code !== CR) {
        if (code === delim) fields++;
        state = step(state, code, delim);
        i = at + 1;
        continue;
      }
      endRecord(at);
      let next = at + 1;
      if (code === CR) {
        if (next < n) {
          if (buffer.charCodeAt(next) === LF) next++;
        } else skipLineFeed = true;
      }
      recordStart = next;
      i = next;
      state = FIELD_START;
      if (starts.length >= maxRows) flush(recordStart);
    }
    if (final && (recordStart < n || fields > 0)) {
      if (state === QUOTED) unclosed = records;
      endRecord(n);
      recordStart = n;
    }
    if (starts.length > 0) flush(recordStart);
    buffer = buffer.slice(recordStart);
    scanned = buffer.length;
    return segments;
  };

  return {
    push(text) {
      let chunk = text;
      if (skipLineFeed && chunk.length > 0) {
        // A CR ended the previous chunk: an LF right after it is the second half of CRLF.
        if (chunk.charCodeAt(0) === LF) chunk = chunk.slice(1);
        skipLineFeed = false;
      }
      buffer += chunk;
      return scan(false);
    },
    end() {
      const segments = scan(true);
      buffer = '';
      scanned = 0;
      state = FIELD_START;
      fields = 0;
      skipLineFeed = false;
      return segments;
    },
    unclosedQuote: () => unclosed,
    pendingCells: () => fields + 1,
  };
}

/** The cells of one record (as the splitter cut it); `columns` stops early once that many cells are read. */
export function parseRecord(record: string, delimiter: string, columns = Infinity, quoted = true): string[] {
  // Without a quote the record is plain cells: the engine's own split (most rows of most files).
  if (!quoted || !record.includes('"'))
    return record.split(delimiter, columns === Infinity ? undefined : columns);
  return simplyQuotedCells(record, delimiter, columns) ?? scanRecord(record, delimiter, columns);
}

/**
 * A record whose quoted cells are simply quoted ('person 1,"+44 20 7946 0958"': no quote inside, nothing after the
 * closing one), cut with indexOf instead of a scan of every character (5% of a worker's time on the benchmark's
 * rows, measured); undefined for anything else.
 */
function simplyQuotedCells(record: string, delimiter: string, columns: number): string[] | undefined {
  const cells: string[] = [];
  let at = 0;
  for (;;) {
    let end: number;
    if (record.charCodeAt(at) === QUOTE) {
      const close = record.indexOf('"', at + 1);
      end = close + 1;
      if (close < 0 || (end < record.length && !record.startsWith(delimiter, end))) return undefined;
      cells.push(record.slice(at + 1, close));
    } else {
      end = record.indexOf(delimiter, at);
      if (end < 0) end = record.length;
      // A quote inside an unquoted cell is a plain character, as the scan reads it.
      cells.push(record.slice(at, end));
    }
    if (end >= record.length || cells.length >= columns) return cells;
    at = end + 1;
  }
}

/** The cells of a record read one character at a time (any quoting, RFC 4180 and lenient). */
export function scanRecord(record: string, delimiter: string, columns = Infinity): string[] {
  const delim = delimiter.charCodeAt(0);
  const cells: string[] = [];
  let state: ScanState = FIELD_START;
  let cell = '';
  let from = 0; // start of the pending run of plain characters, copied in one slice
  for (let i = 0; i < record.length; i++) {
    const code = record.charCodeAt(i);
    const next = step(state, code, delim);
    const special =
      (state !== QUOTED && code === delim) ||
      (code === QUOTE && (state === FIELD_START || state === QUOTED || state === QUOTE_SEEN));
    if (special) {
      cell += record.slice(from, i);
      from = i + 1;
      // The second quote of "" is a literal quote.
      if (state === QUOTE_SEEN && code === QUOTE) cell += '"';
      if (state !== QUOTED && code === delim) {
        cells.push(cell);
        if (cells.length >= columns) return cells;
        cell = '';
      }
    }
    state = next;
  }
  cells.push(cell + record.slice(from));
  return cells;
}

const NEEDS_QUOTES = /["\r\n,;\t]/;

/** A cell as CSV: quoted where it holds a quote, a line break or a separator of any locale. */
export function quote(value: string, delimiter: string): string {
  return NEEDS_QUOTES.test(value) || value.includes(delimiter) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Every record of a text, as cells: for previews, tests and small pasted lists. */
export function parseCsv(text: string, delimiter: string, quoted = true): string[][] {
  const splitter = createRecordSplitter(delimiter, SEGMENT_ROWS, quoted);
  const rows: string[][] = [];
  for (const segment of [...splitter.push(text), ...splitter.end()]) {
    segment.starts.forEach((start, i) =>
      rows.push(parseRecord(segment.text.slice(start, segment.ends[i]), delimiter, Infinity, quoted)),
    );
  }
  return rows;
}
