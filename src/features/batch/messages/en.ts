import { types } from '../../../components/i18n/number-types/en';
import { count, plural, pluralList, seconds } from '../../../intl/plural';
import { LIST_PROBLEMS_EN, listColumnName } from '../../../list/list-words';
import type { BatchMessages } from './batch-messages';

/**
 * English, bundled with the screen: the reference the other languages are checked against (batch-messages.test.ts),
 * and the words shown until another language has loaded.
 */
export const en: BatchMessages = {
  steps: ['Load', 'Columns', 'Clean', 'Export'],
  title: 'Clean a list',
  intro:
    'Drop a CSV, TSV or Excel (.xlsx) file, or paste numbers. Runs on this computer, nothing is uploaded.',
  file: 'File',
  dropHere: 'Drop a CSV, TSV or Excel (.xlsx) file here, or choose one',
  paste: 'Paste numbers',
  usePasted: 'Use pasted text',
  preview: (rows) => `First rows of ${count('en', rows)}`,
  hasHeader: 'First row is a header',
  phoneColumn: 'Phone columns',
  pickedColumns: (n) => plural('en', n, { one: '# phone column', other: '# phone columns' }),
  column: listColumnName,
  defaultCountry: 'Country for numbers without +',
  start: 'Start',
  cancel: 'Cancel',
  progress: 'Progress',
  progressText: (done, total, perSecond, secondsLeft) =>
    `${count('en', done)} of ${count('en', total)} rows, ${count('en', Math.round(perSecond))} rows/s${secondsLeft === undefined ? '' : `, about ${Math.ceil(secondsLeft)} s left`}`,
  finished: (rows, duration) =>
    `Done: ${plural('en', rows, { one: '# row', other: '# rows' })} in ${seconds('en', duration)} s.`,
  cancelled: 'Stopped. Nothing was changed.',
  problems: LIST_PROBLEMS_EN,
  reading: (percent) => `Reading the file… ${percent}%`,
  readAs: 'Text encoding',
  encoding: (name) => `Read as ${name}.`,
  replacedLines: (...lines) =>
    pluralList('en', lines, { one: 'First on line #.', other: 'First on lines #.' }),
  replaced: (n) =>
    plural('en', n, {
      one: '# character could not be read in this encoding (mixed encodings?) and is shown as �. Phone numbers are not affected unless they contain it.',
      other:
        '# characters could not be read in this encoding (mixed encodings?) and are shown as �. Phone numbers are not affected unless they contain them.',
    }),
  truncated: (n) =>
    plural('en', n, {
      one: '# phone cell was longer than 250 characters; only its first 250 characters were read.',
      other: '# phone cells were longer than 250 characters; only their first 250 characters were read.',
    }),
  countryColumn: 'Country column (GB, GBR, United Kingdom, +44)',
  noCountryColumn: 'None',
  moreColumns: (n) =>
    plural('en', n, { one: '# more column is not shown here.', other: '# more columns are not shown here.' }),
  milestone: (percent) => `${percent}% done`,
  reasonNames: {
    'too-short': 'Too short',
    'too-long': 'Too long',
    'invalid-length': 'Wrong length',
    'not-accepted': 'Not accepted here',
    'extension-too-long': 'Extension too long',
    invalid: 'Not a valid number',
    'unknown-calling-code': 'Unknown country calling code',
    'not-a-number': 'No phone number in the cell',
    'no-country': 'No country known: pick a default country',
    'spreadsheet-float': 'Changed by a spreadsheet (scientific notation or .0)',
  },
  types,
  chart: 'Valid numbers per country',
  filtering: 'Filtering…',
  exporting: 'Preparing the export…',
  copyFailed: 'Copying was not allowed by the browser.',
  summary: 'Summary',
  statuses: { valid: 'Valid', invalid: 'Not valid', empty: 'Empty' },
  reasons: 'Reasons',
  numbers: 'Numbers',
  byType: 'Valid numbers by type',
  topCountries: 'Top countries',
  filterStatus: 'Status',
  filterCountry: 'Country',
  all: 'All',
  search: 'Search results',
  shown: (n, total) => `${count('en', n)} of ${plural('en', total, { one: '# row', other: '# rows' })} shown`,
  columns: {
    row: '#',
    original: 'Original',
    e164: 'E.164',
    international: 'International',
    country: 'Country',
    type: 'Type',
    status: 'Status',
    reason: 'Reason',
  },
  exportXlsx: 'Export Excel workbook (.xlsx)',
  tooManyForSpreadsheet: 'More rows than Excel holds (1,048,576): export CSV instead.',
  sheet: 'Sheet',
  exportCsv: 'Export CSV',
  validIn: (countries) => `valid in ${countries}`,
  duplicateOf: (row) => `same as row ${row}`,
  extension: (digits) => `ext. ${digits}`,
  loadedFile: (name, size) => `File: ${name} (${size})`,
  readWithoutQuotes: 'Read with quotes as plain text',
  unclosedQuote: (row) =>
    `A quote opened in row ${count('en', row)} of the file is never closed, so the rest of the file was read as one cell of that row. Close the quote and load the file again, or read it with quotes as plain text.`,
  quoteInUnquotedCell: (row, more) =>
    `Row ${count('en', row)} has a quote inside an unquoted cell; it was read as written${more > 0 ? ` (and ${plural('en', more, { one: '# more row', other: '# more rows' })})` : ''}.`,
  textAfterQuote: (row, more) =>
    `In row ${count('en', row)} a closing quote is followed by text, so the quote was read as part of the cell, which runs on to the next closing quote${more > 0 ? ` (and in ${plural('en', more, { one: '# more row', other: '# more rows' })})` : ''}. Check that row, or read the file with quotes as plain text.`,
  notUtf8: (byte, row) => `Byte ${byte} in row ${count('en', row)} is not UTF-8.`,
  firstUtf8: (row) => `First UTF-8 character in row ${count('en', row)}.`,
  filterMark: 'Show',
  marks: {
    duplicate: 'Duplicates',
    several: 'Several numbers in a cell',
    'unknown-country': 'Country not recognised',
  },
  exportRows: 'Rows',
  rowsAll: 'All rows',
  rowsValid: 'Only valid numbers',
  rowsShown: (count) => plural('en', count, { one: 'The # row shown', other: 'The # rows shown' }),
  forExcel: 'For Excel: keep numbers as text (="+44…")',
  exportHelp:
    'The export keeps your columns as they were and adds <phone column>_e164 (E.164 only), _country, _type, _status, _reason, _extension, _others and _duplicate_of, then judged_by (the Telfield and libphonenumber-js versions that judged the row). A cell a spreadsheet could run as a formula (starting with =, @, or + or - followed by more than a phone number) gets a leading apostrophe; phone numbers are written as they are.',
  writeBack: 'Write E.164 into the phone columns',
  layoutLong: 'One row per number (for a database)',
  copyValid: 'Copy valid numbers, duplicates included',
  copyUnique: 'Copy valid numbers without duplicates',
  copied: (n) => plural('en', n, { one: '# number copied', other: '# numbers copied' }),
};
