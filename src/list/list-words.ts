/**
 * The list's own words in English, which the command line prints and the screen shows (features/batch/messages/en.ts
 * takes them from here or is tested against them, so the two never drift): why a list cannot be read, what its
 * reading noticed, and the name of a column without a header. The other languages' are the screen's
 * (features/batch/messages/<tag>.ts), checked against these.
 */
import { count, plural, pluralList } from '../intl/plural';
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

/** '1 more row', '1,200 more rows'. */
const moreRows = (n: number): string => plural('en', n, { one: '# more row', other: '# more rows' });

/**
 * What the reading noticed about a file, rows as a spreadsheet numbers them (the header is row 1), under the keys the
 * screen's words use. Facts only: the command line prints them as they are; the screen's English writes the same
 * facts with its advice after two of them (read quotes as plain text, a button there). It keeps its own copy, held to
 * these words by features/batch/messages/batch-messages.test.ts: taking them from here cost the screen's chunk 52 B
 * of brotli, which the size budget does not allow.
 */
export const LIST_NOTES_EN = {
  unclosedQuote: (row: number): string =>
    `A quote opened in row ${count('en', row)} of the file is never closed, so the rest of the file was read as one cell of that row.`,
  textAfterQuote: (row: number, more: number): string =>
    `In row ${count('en', row)} a closing quote is followed by text, so the quote was read as part of the cell, which runs on to the next closing quote${more > 0 ? ` (and in ${moreRows(more)})` : ''}.`,
  quoteInUnquotedCell: (row: number, more: number): string =>
    `Row ${count('en', row)} has a quote inside an unquoted cell; it was read as written${more > 0 ? ` (and ${moreRows(more)})` : ''}.`,
  encoding: (name: string): string => `Read as ${name}.`,
  replaced: (n: number): string =>
    plural('en', n, {
      one: '# character could not be read in this encoding (mixed encodings?) and is shown as �. Phone numbers are not affected unless they contain it.',
      other:
        '# characters could not be read in this encoding (mixed encodings?) and are shown as �. Phone numbers are not affected unless they contain them.',
    }),
  replacedLines: (...lines: number[]): string =>
    pluralList('en', lines, { one: 'First on line #.', other: 'First on lines #.' }),
};
