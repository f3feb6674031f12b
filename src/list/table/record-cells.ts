/**
 * A record's cells, cut only when its row is needed (the splitter, record-splitter.ts, keeps records as text). The
 * format is csv.ts's; the quote rule is the scanner's (quote-scan.ts).
 *   parseRecord('a,"b\nc"', { delimiter: ',' }) → ['a', 'b\nc']
 */
import {
  afterQuote,
  FIELD_START,
  QUOTE,
  QUOTE_SEEN,
  QUOTE_SPACE,
  QUOTED,
  UNQUOTED,
  type CsvDialect,
  type ScanState,
} from './quote-scan';

/** The cells of one record (as the splitter cut it); `columns` stops early once that many cells are read. */
export function parseRecord(record: string, dialect: CsvDialect, columns = Infinity): string[] {
  const { delimiter } = dialect;
  // Without a quote the record is plain cells: the engine's own split (most rows of most files).
  if (dialect.quoted === false || !record.includes('"'))
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
