/**
 * The list's own words in English, which the command line prints and the screen shows (features/batch/messages/en.ts
 * takes them from here, so the two never drift): why a list cannot be read, and the name of a column without a
 * header. The other languages' are the screen's (features/batch/messages/<tag>.ts), checked against these.
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
