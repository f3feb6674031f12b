/**
 * The splitter: text, pushed in pieces as it is read, cut into records (rows), kept as slices of one string per
 * segment, so a million rows cost offsets rather than a million arrays. The format is csv.ts's; where a record ends
 * is the quote scanner's (quote-scan.ts).
 *   const splitter = createRecordSplitter({ delimiter: ',' });
 *   splitter.push('a,"b\n');      → []            (the quoted newline does not end the row)
 *   splitter.push('c"\r\n1,2');   → [segment with the record 'a,"b\nc"']
 *   splitter.end();               → [segment with the record '1,2']
 */
import {
  afterQuote,
  CR,
  FIELD_START,
  LF,
  QUOTE,
  QUOTE_SEEN,
  QUOTE_SPACE,
  QUOTED,
  UNQUOTED,
  type CsvDialect,
  type ScanState,
} from './quote-scan';

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

export interface SplitterOptions extends CsvDialect {
  /** Records per segment at most; default SEGMENT_ROWS. */
  readonly maxRows?: number | undefined;
}

/** With `quoted` false, every line ends a record and a quote is a character like any other. */
export function createRecordSplitter({
  delimiter,
  quoted = true,
  maxRows = SEGMENT_ROWS,
}: SplitterOptions): RecordSplitter {
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
