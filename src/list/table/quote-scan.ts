/**
 * The one quote scanner's states and its rule for what follows a quote inside quotes (csv.ts says the format): the
 * splitter (record-splitter.ts, where records end) and scanRecord (record-cells.ts, a record's cells) both step by it.
 */

/** How a file is read: its delimiter, and whether quotes are CSV quotes (false: a quote is a character like any other). */
export interface CsvDialect {
  readonly delimiter: string;
  /** Default true. False reads a file whose quotes are only text (one left open would swallow the rest of the file). */
  readonly quoted?: boolean | undefined;
}

export const QUOTE = 34;
export const LF = 10;
export const CR = 13;

// Where the scan is within a record.
export const FIELD_START = 0;
export const UNQUOTED = 1;
export const QUOTED = 2;
export const QUOTE_SEEN = 3; // a quote inside quotes: it closes them, is the first half of "", or is a character
export const QUOTE_SPACE = 4; // that quote, then whitespace: it closes them if the delimiter or a line end comes next

export type ScanState =
  typeof FIELD_START | typeof UNQUOTED | typeof QUOTED | typeof QUOTE_SEEN | typeof QUOTE_SPACE;

/** Whitespace as String.prototype.trim counts it (so Papa Parse), between a closing quote and the delimiter. */
function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || (code >= 0xa0 && /\s/.test(String.fromCharCode(code)));
}

/**
 * After a quote inside quotes (QUOTE_SEEN), or it and whitespace (QUOTE_SPACE), the state a character other than the
 * delimiter or a line end (which close the cell) leads to: "" is a quote; whitespace may still come before the
 * delimiter; after whitespace a quote is pending in turn; anything else makes the quote a character of the cell.
 */
export function afterQuote(state: ScanState, code: number): ScanState {
  if (code === QUOTE) return state === QUOTE_SEEN ? QUOTED : QUOTE_SEEN;
  return isSpace(code) ? QUOTE_SPACE : QUOTED;
}
