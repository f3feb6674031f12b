/**
 * Streaming CSV/TSV in two steps, so a million rows cost offsets rather than a million arrays: the splitter
 * (record-splitter.ts) cuts text into records (rows) and keeps them as slices of one string per segment; parseRecord
 * (record-cells.ts) turns one record into cells only when that row is needed. Both step by one quote scanner
 * (quote-scan.ts). Written back, a cell is quoted where any locale's reader would split it: quote('a;b', ',') → '"a;b"'.
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
import type { CsvDialect } from './quote-scan';
import { parseRecord } from './record-cells';
import { createRecordSplitter } from './record-splitter';

const NEEDS_QUOTES = /["\r\n,;\t]/;

/** A cell as CSV: quoted where it holds a quote, a line break or a separator of any locale. */
export function quote(value: string, delimiter: string): string {
  return NEEDS_QUOTES.test(value) || value.includes(delimiter) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Every record of a text, as cells: for previews, tests and small pasted lists. */
export function parseCsv(text: string, dialect: CsvDialect): string[][] {
  const splitter = createRecordSplitter(dialect);
  const rows: string[][] = [];
  for (const segment of [...splitter.push(text), ...splitter.end()]) {
    segment.starts.forEach((start, i) =>
      rows.push(parseRecord(segment.text.slice(start, segment.ends[i]), dialect)),
    );
  }
  return rows;
}
