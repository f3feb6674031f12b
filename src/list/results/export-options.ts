/**
 * What an export is asked for: the person's choices on the screen (or the command's options), and what the run
 * knows of the file (its header, its width, the phone columns).
 */
/**
 * How lines are written, when not as the screen's file is (CRLF, as spreadsheets expect, and the formula guard): a
 * pipe's reader wants LF, and a database import with no spreadsheet on the way may want every cell exactly as it
 * was, unguarded.
 */
export interface LineForm {
  readonly lineEnd: '\r\n' | '\n';
  readonly formulaGuard: boolean;
}

/** Which rows go out. */
export type ExportRows = 'all' | 'valid' | 'shown';

/** A row per input row, each phone column's results beside it; or a row per number. */
export type ExportLayout = 'wide' | 'long';

/** What the person chose in the export panel (kept from run to run). */
export interface ExportChoices {
  readonly rows: ExportRows;
  readonly writeBack: boolean;
  readonly forExcel: boolean;
  readonly layout: ExportLayout;
}

export interface ExportOptions {
  /** The header row's cells, or undefined when the input had none (then 'column 1', … are written). */
  readonly header: readonly string[] | undefined;
  readonly columnName: (n: number) => string;
  /** The phone columns cleaned, in input order (the results' columns, one for one). */
  readonly phoneColumns: readonly number[];
  readonly rows: ExportRows;
  readonly layout: ExportLayout;
  /** For 'shown': the rows the filter shows (store rows, ascending). */
  readonly shown?: ArrayLike<number> | undefined;
  readonly writeBack: boolean;
  /** E.164 as ="+44…" so that Excel keeps it as text (not the default: it is not E.164 for any other program). */
  readonly forExcel: boolean;
  /** How many input columns a row has (the header's, or the first rows'): shorter rows are filled up to it. */
  readonly width: number;
  /** Line ends and the formula guard; the screen's file's (CRLF, guarded) when not given. */
  readonly form?: LineForm | undefined;
}
