/**
 * src/features/batch/messages: the list cleaner's words, one module per UI language (en.ts, de.ts, …), and their
 * shape (this file). English is bundled with the screen and shown until another language has loaded; the others are
 * fetched when their language is chosen (batch-words.ts). The screen, the session's hooks and the panels of every
 * stage import the BatchMessages type; only batch-words.ts imports a language. It is of no stage: it may import
 * the stages' types (a problem's or a reason's name) and they may import it.
 */
import type { RowReason, RowType } from '../../../list/table/cell-codes';
import type { ListProblem } from '../../../list/list-words';

export interface BatchMessages {
  readonly title: string;
  /** The four steps, as headings: Load, Columns, Clean, Export. */
  readonly steps: readonly [string, string, string, string];
  readonly intro: string;
  readonly file: string;
  readonly dropHere: string;
  readonly paste: string;
  readonly usePasted: string;
  readonly preview: (rows: number) => string;
  readonly hasHeader: string;
  /** The phone columns' fieldset. */
  readonly phoneColumn: string;
  /** How many phone columns are picked (beside the preview). */
  readonly pickedColumns: (n: number) => string;
  readonly column: (n: number) => string;
  readonly defaultCountry: string;
  readonly start: string;
  readonly cancel: string;
  readonly progress: string;
  readonly progressText: (
    done: number,
    total: number,
    perSecond: number,
    secondsLeft: number | undefined,
  ) => string;
  readonly finished: (rows: number, seconds: number) => string;
  readonly cancelled: string;
  readonly problems: Readonly<Record<ListProblem, string>>;
  readonly reading: (percent: number) => string;
  readonly encoding: (name: string) => string;
  /** The encoding a file is read in, to change it. */
  readonly readAs: string;
  readonly replaced: (n: number) => string;
  /** The lines (from 1) where the first of them are. */
  readonly replacedLines: (...lines: number[]) => string;
  readonly truncated: (n: number) => string;
  readonly countryColumn: string;
  readonly noCountryColumn: string;
  /** Columns of a wide file that the preview does not draw. */
  readonly moreColumns: (n: number) => string;
  readonly milestone: (percent: number) => string;
  readonly reasonNames: Readonly<Record<RowReason, string>>;
  readonly types: Readonly<Record<RowType, string>>;
  readonly chart: string;
  readonly filtering: string;
  readonly exporting: string;
  readonly copyFailed: string;
  readonly summary: string;
  readonly statuses: Readonly<Record<'valid' | 'invalid' | 'empty', string>>;
  readonly reasons: string;
  /** The summary's second group: the numbers of every phone column, where a row may hold several. */
  readonly numbers: string;
  readonly topCountries: string;
  readonly byType: string;
  readonly filterStatus: string;
  readonly filterCountry: string;
  readonly all: string;
  readonly search: string;
  readonly shown: (n: number, total: number) => string;
  readonly columns: Readonly<
    Record<'row' | 'original' | 'e164' | 'international' | 'country' | 'type' | 'status' | 'reason', string>
  >;
  readonly exportCsv: string;
  readonly exportXlsx: string;
  /** A workbook was asked for with more rows than a spreadsheet holds. */
  readonly tooManyForSpreadsheet: string;
  /** The sheet of a workbook that is read. */
  readonly sheet: string;
  /** The filter by mark, and each mark's name (with its count in the summary). */
  readonly filterMark: string;
  /** A quote opened in row `row` (as the table counts, from 1) never closed. */
  readonly unclosedQuote: (row: number) => string;
  readonly readWithoutQuotes: string;
  /**
   * Quoting that is not RFC 4180's, read as Papa Parse reads it: the first such row (as the table counts, from 1) and
   * how many more rows have it. A quote inside an unquoted cell ('a,b"c,d', read as written); a closing quote followed
   * by text ('"ab"c,d': the quote is part of the cell, which runs on to the next closing quote).
   */
  readonly quoteInUnquotedCell: (row: number, more: number) => string;
  readonly textAfterQuote: (row: number, more: number) => string;
  /** The bytes that decided the encoding: a byte ('0xE9') that is not UTF-8 and its row; the first UTF-8 character's row. */
  readonly notUtf8: (byte: string, row: number) => string;
  readonly firstUtf8: (row: number) => string;
  /** The file read: its name and size ('crm.csv, 2.4 MB'). */
  readonly loadedFile: (name: string, size: string) => string;
  /** Beside a reason or status: where the number is valid instead, which row it repeats, its extension. */
  readonly validIn: (countries: string) => string;
  readonly duplicateOf: (row: string) => string;
  readonly extension: (digits: string) => string;
  readonly marks: Readonly<Record<'duplicate' | 'several' | 'unknown-country', string>>;
  readonly exportRows: string;
  readonly rowsAll: string;
  readonly rowsValid: string;
  readonly rowsShown: (count: number) => string;
  readonly forExcel: string;
  /** What the export holds and which cells are guarded, and why. */
  readonly exportHelp: string;
  readonly writeBack: string;
  /** The export's long layout: one row per number. */
  readonly layoutLong: string;
  readonly copyValid: string;
  readonly copyUnique: string;
  readonly copied: (n: number) => string;
}
