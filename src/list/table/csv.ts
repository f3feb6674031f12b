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
 * Written back, a cell is quoted where any locale's reader would split it: quote('a;b', ',') → '"a;b"'.
 *
 * The reading is RFC 4180's, and Papa Parse's (5.7) record for record, cell for cell (csv-papaparse.test.ts):
 * - a cell is quoted when its first character is a quote; inside, "" is a quote, and the delimiter, CR and LF are text;
 * - a quote inside a quoted cell closes it when the delimiter, a line end or the end of the text follows, after
 *   nothing or whitespace only (dropped: '"a" ,b' → ['a', 'b']); followed by anything else it is a character of the
 *   cell, which goes on: '"Acme "Best" Co",1' → ['Acme "Best" Co', '1'] (noted as 'text-after-quote');
 * - a quote inside an unquoted cell is a character: 'a,b"c,d' → ['a', 'b"c', 'd'] (noted as 'quote-in-unquoted-cell');
 * - a quote that never closes takes the rest of the text, as written after it: '"a""b' → ['a""b'] (unclosedQuote).
 * Where it differs from Papa Parse, on purpose:
 * - LF, CRLF and CR each end a row, mixed in one file as spreadsheets read them; Papa Parse guesses one of them from
 *   the start of the text and keeps the others in the cells ('a\nb\r\nc' → its ['b\r']);
 * - a line end at the end of the text ends the last row; Papa Parse reads one more row, [''], after it;
 * - whitespace after the last closing quote of the text is dropped as before a line end ('"a" ' → ['a']); Papa Parse
 *   then reads the quote as one that never closes (['a" ']). Only whitespace outside the quotes is lost.
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
  /** Rows whose quoting is not RFC 4180's, by issue (each read as the rules above say). */
  quoteIssues(): Partial<Record<QuoteIssue, NotedRows>>;
  /** Records ended so far: the record being read is this one (from 0). */
  records(): number;
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
const QUOTE_SEEN = 3; // a quote inside quotes: it closes them, is the first half of "", or is a character
const QUOTE_SPACE = 4; // that quote, then whitespace: it closes them if the delimiter or a line end comes next

type ScanState =
  typeof FIELD_START | typeof UNQUOTED | typeof QUOTED | typeof QUOTE_SEEN | typeof QUOTE_SPACE;

/** Whitespace as String.prototype.trim counts it (so Papa Parse), between a closing quote and the delimiter. */
function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || (code >= 0xa0 && /\s/.test(String.fromCharCode(code)));
}

/**
 * After a quote inside quotes (QUOTE_SEEN), or it and whitespace (QUOTE_SPACE), the state a character other than the
 * delimiter or a line end (which close the cell) leads to: "" is a quote; whitespace may still come before the
 * delimiter; after whitespace a quote is pending in turn; anything else makes the quote a character of the cell.
 * The one copy of this rule: the splitter (where records end) and scanRecord (a record's cells) both step by it.
 */
function afterQuote(state: ScanState, code: number): ScanState {
  if (code === QUOTE) return state === QUOTE_SEEN ? QUOTED : QUOTE_SEEN;
  return isSpace(code) ? QUOTE_SPACE : QUOTED;
}

/** Quoting that is not RFC 4180's, read as Papa Parse reads it, and shown: which rows have it. */
export type QuoteIssue = 'quote-in-unquoted-cell' | 'text-after-quote';

export interface NotedRows {
  /** The first such row (from 0, as the splitter counts records). */
  readonly first: number;
  /** How many rows. */
  readonly rows: number;
}

/** Rows noted for one issue, each once however often it has the issue. */
function createRowNote() {
  let first = -1;
  let last = -1;
  let rows = 0;
  return {
    note(row: number) {
      if (row === last) return;
      if (first < 0) first = row;
      last = row;
      rows++;
    },
    get noted(): NotedRows | undefined {
      return rows > 0 ? { first, rows } : undefined;
    },
  };
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
  const quoteInUnquoted = createRowNote();
  const textAfterQuote = createRowNote();

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
      let at = i;
      let code: number;
      if (state === QUOTED) {
        // Inside quotes only a quote matters (delimiters and line ends are text): jump to it.
        const quote = buffer.indexOf('"', i);
        if (quote < 0) break;
        state = QUOTE_SEEN;
        i = quote + 1;
        continue;
      } else if (state === QUOTE_SEEN || state === QUOTE_SPACE) {
        // After a quote inside quotes, one character at a time until it is known whether the quote closed them.
        code = buffer.charCodeAt(i);
        if (code !== delim && code !== LF && code !== CR) {
          const next = afterQuote(state, code);
          // The quote was a character of the cell: text followed it (or whitespace and another quote).
          if (next === QUOTE_SEEN || (next === QUOTED && code !== QUOTE)) textAfterQuote.note(records);
          state = next;
          i++;
          continue;
        }
        // The delimiter or a line end: the quote closed the cell.
      } else {
        // Outside quotes, jump to the next delimiter, quote or line end; what lies between is plain text.
        special.lastIndex = i;
        at = special.test(buffer) ? special.lastIndex - 1 : n;
        if (at > i) state = UNQUOTED;
        if (at === n) break;
        code = buffer.charCodeAt(at);
        if (code === QUOTE) {
          // A quote opens a cell only as its first character; inside an unquoted cell it is a character.
          if (state === FIELD_START) state = QUOTED;
          else quoteInUnquoted.note(records);
          i = at + 1;
          continue;
        }
      }
      if (code === delim) {
        fields++;
        state = FIELD_START;
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
    quoteIssues: () => {
      const issues: Partial<Record<QuoteIssue, NotedRows>> = {};
      if (quoteInUnquoted.noted) issues['quote-in-unquoted-cell'] = quoteInUnquoted.noted;
      if (textAfterQuote.noted) issues['text-after-quote'] = textAfterQuote.noted;
      return issues;
    },
    records: () => records,
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
 * A record whose quoted cells are simply quoted ('person 1,"+44 20 7946 0958"': no quote inside, the delimiter or
 * the record's end right after the closing one), cut with indexOf instead of a scan of every character (5% of a
 * worker's time on the benchmark's rows, measured); undefined for anything else.
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

/** The cells of a record read one character at a time (any quoting, RFC 4180's and the rules above for the rest). */
export function scanRecord(record: string, delimiter: string, columns = Infinity): string[] {
  const delim = delimiter.charCodeAt(0);
  const cells: string[] = [];
  let state: ScanState = FIELD_START;
  let cell = '';
  let from = 0; // start of the pending run of characters, copied in one slice
  let opened = 0; // the opening quote of the cell
  const endCell = (value: string, at: number) => {
    cells.push(value);
    cell = '';
    from = at + 1;
    state = FIELD_START;
    return cells.length >= columns;
  };
  for (let i = 0; i < record.length; i++) {
    const code = record.charCodeAt(i);
    if (state === QUOTED) {
      if (code === QUOTE) {
        // Pending from here: a closing quote (dropped), the first of "" or a character.
        cell += record.slice(from, i);
        from = i;
        state = QUOTE_SEEN;
      }
    } else if (state === QUOTE_SEEN || state === QUOTE_SPACE) {
      if (code === delim) {
        if (endCell(cell, i)) return cells;
        continue;
      }
      // The splitter's own rule for what follows a quote inside quotes (afterQuote), here keeping the cell's text.
      const next = afterQuote(state, code);
      if (next === QUOTED && code === QUOTE) {
        // "" is one quote.
        cell += '"';
        from = i + 1;
      } else if (next === QUOTE_SEEN) {
        // The quote and whitespace before were characters; this quote is pending in turn.
        cell += record.slice(from, i);
        from = i;
      }
      state = next;
    } else if (code === delim) {
      if (endCell(cell + record.slice(from, i), i)) return cells;
    } else if (code === QUOTE && state === FIELD_START) {
      opened = i;
      from = i + 1;
      state = QUOTED;
    } else state = UNQUOTED;
  }
  // A quote never closed: the rest as written after it.
  if (state === QUOTED) cells.push(record.slice(opened + 1));
  else cells.push(state === QUOTE_SEEN || state === QUOTE_SPACE ? cell : cell + record.slice(from));
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
