/**
 * The list's own words in English, which the command line prints and the screen shows (features/batch/messages/en.ts
 * takes them from here, so the two never drift): why a list cannot be read, what its reading noticed, and the name of
 * a column without a header. The other languages' are the screen's (features/batch/messages/<tag>.ts), checked
 * against these.
 */
import type { SourceProblem } from './intake/intake';

/** Why a list was not read or cleaned. */
export type ListProblem = SourceProblem | 'no-phone-column' | 'no-rows' | 'worker';

export const LIST_PROBLEMS_EN: Readonly<Record<ListProblem, string>> = {
  empty: 'The file or text is empty.',
  binary: 'This does not look like a text file. Choose a CSV, TSV or Excel (.xlsx) file.',
  'too-large': 'This file is larger than 100 MB (about five million rows). Split it into smaller files.',
  'too-many-columns':
    'A row has more than 16,384 columns (where spreadsheets stop), so the file was not read. Is it a list with one row per contact?',
  'no-rows': 'The list has a header but no rows under it.',
  'no-phone-column': 'No column holds phone numbers.',
  'too-many-rows':
    'This list has more than five million rows (besides a header). Split it into smaller files.',
  unreadable: 'The file could not be read. It may have been moved or changed.',
  worker: 'Something went wrong while checking the numbers. Please try again.',
};

/** A column without a header, by its number from 1: 'Column 3'. */
export const listColumnName = (n: number): string => `Column ${n}`;

const count = (n: number): string => n.toLocaleString('en');
/** ' (and 2 more rows)', ' (and in 1 more row)', or nothing. */
const andMore = (more: number, before = ''): string =>
  more > 0 ? ` (and ${before}${count(more)} more ${more === 1 ? 'row' : 'rows'})` : '';

/**
 * What the reading noticed about a file, rows as a spreadsheet numbers them (the header is row 1). Facts only: the
 * screen adds its advice after them (read quotes as plain text, a button there), the command line prints them as
 * they are.
 */
export const LIST_NOTES_EN = {
  unclosedQuote: (row: number): string =>
    `A quote opened in row ${count(row)} of the file is never closed, so the rest of the file was read as one cell of that row.`,
  textAfterQuote: (row: number, more: number): string =>
    `In row ${count(row)} a closing quote is followed by text, so the quote was read as part of the cell, which runs on to the next closing quote${andMore(more, 'in ')}.`,
  quoteInUnquotedCell: (row: number, more: number): string =>
    `Row ${count(row)} has a quote inside an unquoted cell; it was read as written${andMore(more)}.`,
  encoding: (name: string): string => `Read as ${name}.`,
  replaced: (n: number): string =>
    `${count(n)} characters could not be read in this encoding (mixed encodings?) and are shown as �. Phone numbers are not affected unless they contain them.`,
  replacedLines: (lines: string): string => `First on line(s) ${lines}.`,
};
