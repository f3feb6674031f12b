import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FLAG_SEVERAL, JUDGED_BY_COLUMN, LONG_COLUMNS, resultColumnsOf } from '../table/cell-codes';
import { parseCsv } from '../table/csv';
import { cellsAt } from '../table/row-store';
import { detectLayout } from '../intake/phone-columns';
import { buildExport, uniqueNames, type ExportOptions } from './export-csv';
import { findDuplicates } from './find-duplicates';
import { unsafeCell } from './formula-guard';
import { rowView } from './row-view';
import type { ColumnResults } from '../run/batch-results';
import { judgeAll, sourceOf } from './test-helpers';

const options = (over: Partial<ExportOptions> = {}): ExportOptions => ({
  header: undefined,
  width: 3,
  columnName: (n) => `column ${n}`,
  phoneColumns: [1],
  rows: 'all',
  writeBack: false,
  forExcel: false,
  layout: 'wide',
  ...over,
});

const INPUT = [
  'name,phone,note',
  'Ann,020 7946 0958,"likes ""quotes"""',
  '"Bob, Jr.",=1+2,',
  'Cy,,"two\nlines"',
  'Di,+1 201 555 0123 ext. 42',
  'Ed,@SUM(A1),-3',
  "Flo,+44 20 7946 0958,x;=cmd|' /C calc'!A0;",
  'Gus,555 0123,',
].join('\r\n');

const RESULT_HEADER = resultColumnsOf('phone');
/** The versions as the installed packages' own files say them. */
const versionOf = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
const JUDGED = `telfield ${versionOf('package.json')} on libphonenumber-js ${versionOf(
  createRequire(import.meta.url).resolve('libphonenumber-js/package.json'),
)}`;

/** The results of the one phone column of a list judged with one. */
const only = (results: { readonly columns: readonly ColumnResults[] }) => results.columns[0] as ColumnResults;

async function exportText(text: string, over: Partial<ExportOptions> = {}) {
  const source = sourceOf(text);
  const layout = detectLayout(source.preview);
  const results = judgeAll(source, layout.phoneColumns, 'GB');
  const first = layout.hasHeader ? 1 : 0;
  await findDuplicates(results, source.store, first);
  const header = layout.hasHeader ? cellsAt(source.store, 0) : undefined;
  const parts = await buildExport(
    source.store,
    results,
    first,
    options({ header, width: header?.length ?? 2, phoneColumns: layout.phoneColumns, ...over }),
  );
  return { source, results, layout, csv: parts.join('') };
}

const e164Of = (text: string, country: 'GB' | 'US' = 'GB') =>
  parsePhoneNumberFromString(text, country)?.number ?? '';

describe('buildExport', () => {
  it('writes every row in order: the input cells as they were, then the result columns', async () => {
    const { csv } = await exportText(INPUT);
    const rows = parseCsv(csv, { delimiter: ',' }).map((row) => row.map(unsafeCell));
    expect(rows[0]).toEqual(['name', 'phone', 'note', ...RESULT_HEADER, JUDGED_BY_COLUMN]);
    expect(rows.map((row) => row.slice(0, 3))).toEqual(
      parseCsv(INPUT, { delimiter: ',' }).map((row) => [...row, '', ''].slice(0, 3)),
    );
    expect(rows[1]?.slice(3)).toEqual([
      e164Of('020 7946 0958'),
      'GB',
      'FIXED_LINE',
      'valid',
      '',
      '',
      '',
      '',
      JUDGED,
    ]);
    // Every row says which versions judged it, in the last column.
    expect(new Set(rows.slice(1).map((row) => row.at(-1)))).toEqual(new Set([JUDGED]));
    // The extension in its own column; E.164 plain.
    expect(rows[4]?.slice(3, 9)).toEqual([
      e164Of('+1 201 555 0123'),
      'US',
      'FIXED_LINE_OR_MOBILE',
      'valid',
      '',
      '42',
    ]);
    // The same number again: the first row's number as the file counts it (header = 1).
    expect(rows[6]?.[10]).toBe('2');
  });

  it('writes E.164 and phone numbers as they are, and guards only cells that could run', async () => {
    const { csv } = await exportText(INPUT);
    const rows = parseCsv(csv, { delimiter: ',' });
    const e164 = rows.slice(1).map((row) => row[3] ?? '');
    expect(e164.filter((value) => value !== '' && !/^\+[1-9]\d{1,14}$/.test(value))).toEqual([]);
    expect(rows[6]?.[1]).toBe('+44 20 7946 0958');
    expect(rows[2]?.[1]).toBe("'=1+2");
    expect(rows[5]?.[1]).toBe("'@SUM(A1)");
    expect(rows[6]?.[2]).toBe("x;'=cmd|' /C calc'!A0;");
  });

  it('quotes a cell holding a separator of another locale, so a spreadsheet splitting on ";" reads one cell', async () => {
    const { csv } = await exportText(INPUT);
    const line = csv.split('\r\n').find((l) => l.startsWith('Flo,')) ?? '';
    expect(line).toContain(`"x;'=cmd|' /C calc'!A0;"`);
    expect(parseCsv(line, { delimiter: ';' })[0]?.some((cell) => cell.startsWith('='))).toBe(false);
  });

  it('gives the reason, the length first, and names where the number is valid instead', async () => {
    const { csv } = await exportText('phone,country\n020 7946 0958,US\n', { phoneColumns: [0] });
    const source = sourceOf('phone\n020 7946 0958\n');
    const results = judgeAll(source, 0, 'US');
    const view = rowView(only(results), source.store, 1);
    expect(view.reason).toBe('too-long');
    expect(view.validIn).toContain('GB');
    const parts = await buildExport(
      source.store,
      results,
      1,
      options({ header: ['phone'], width: 1, phoneColumns: [0] }),
    );
    expect(parseCsv(parts.join(''), { delimiter: ',' })[1]?.[5]).toBe(
      `too-long; valid in ${view.validIn.join(' ')}`,
    );
    expect(csv).toBeTruthy();
  });

  it('puts the other numbers of a cell in phone_others and flags the row', async () => {
    for (const cell of ['020 7946 0958 / 07400 123456', 'Tel: 020 7946 0958 Mob: 07400 123456']) {
      const source = sourceOf(`phone\n"${cell}"\n`);
      const results = judgeAll(source, 0, 'GB');
      const view = rowView(only(results), source.store, 1);
      expect(view.e164).toBe(e164Of('020 7946 0958'));
      expect(view.others.map((other) => other.e164)).toEqual([e164Of('07400 123456')]);
      expect(view.flags & FLAG_SEVERAL).toBe(FLAG_SEVERAL);
    }
  });

  it('writes E.164 for Excel as ="…" only when asked', async () => {
    const { csv } = await exportText(INPUT, { forExcel: true, writeBack: true });
    const rows = parseCsv(csv, { delimiter: ',' });
    expect(rows[1]?.[1]).toBe(`="${e164Of('020 7946 0958')}"`);
    expect(rows[1]?.[3]).toBe(`="${e164Of('020 7946 0958')}"`);
    expect(rows[2]?.[1]).toBe("'=1+2");
  });

  it('can keep only valid rows, or the rows a filter shows, and write E.164 back into the phone column', async () => {
    const valid = await exportText(INPUT, { rows: 'valid', writeBack: true });
    expect(parseCsv(valid.csv, { delimiter: ',' }).map((row) => row.slice(0, 2))).toEqual([
      ['name', 'phone'],
      ['Ann', e164Of('020 7946 0958')],
      // Its extension kept, as RFC 3966 writes it (issue 38: write-back lost it).
      ['Di', `${e164Of('+1 201 555 0123')};ext=42`],
      ['Flo', e164Of('020 7946 0958')],
    ]);
    const shown = await exportText(INPUT, { rows: 'shown', shown: [2, 5] });
    expect(parseCsv(shown.csv, { delimiter: ',' }).map((row) => row[0])).toEqual(['name', 'Bob, Jr.', 'Ed']);
  });

  it('names the columns of a list without a header, keeps its delimiter, and pads no row to the widest', async () => {
    const { csv } = await exportText(`+44 20 7946 0958\t1\n2015550123\t2\n${'x\t'.repeat(50)}x`, {
      width: 2,
    });
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      ['column 1', 'column 2', ...resultColumnsOf('column 1'), JUDGED_BY_COLUMN].join('\t'),
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]?.split('\t')).toHaveLength(11);
    expect(lines[3]?.split('\t')).toHaveLength(51 + 8 + 1);
  });

  it('never gives a result column a name the input has', () => {
    expect(uniqueNames(['name', 'country', 'phone_country'], ['phone_e164', 'phone_country'])).toEqual([
      'phone_e164',
      'phone_country_2',
    ]);
  });

  it('re-importing the export gives the same rows and the same result', async () => {
    const first = await exportText(INPUT);
    const again = await exportText(first.csv);
    expect(again.layout).toMatchObject({ hasHeader: true, phoneColumns: [1] });
    const views = (run: typeof first) =>
      Array.from({ length: run.source.store.count - 1 }, (_, i) =>
        rowView(only(run.results), run.source.store, i + 1),
      );
    expect(views(again)).toEqual(views(first));
    for (let row = 1; row < first.source.store.count; row++) {
      expect(cellsAt(again.source.store, row).slice(0, 3)).toEqual(
        cellsAt(first.source.store, row).concat('', '', '').slice(0, 3),
      );
    }
  });

  describe('several phone columns', () => {
    const CONTACTS = [
      'Name,Home Phone,Mobile Phone,Country',
      'Ann,030 1234567,+49 151 23456789,',
      'Bob,,07400 123456,GB',
      'Cy,,,',
      'Di,2015550123,+44 20 7946 0958,',
    ].join('\n');

    async function contacts(over: Partial<ExportOptions> = {}) {
      const source = sourceOf(CONTACTS);
      const results = judgeAll(source, [1, 2], 'US', 3);
      await findDuplicates(results, source.store, 1);
      const header = cellsAt(source.store, 0);
      const parts = await buildExport(
        source.store,
        results,
        1,
        options({ header, width: 4, phoneColumns: [1, 2], ...over }),
      );
      return parseCsv(parts.join(''), { delimiter: ',' });
    }

    it('gives each its own result columns, named from it, every row once and in order', async () => {
      const rows = await contacts();
      expect(rows[0]).toEqual([
        'Name',
        'Home Phone',
        'Mobile Phone',
        'Country',
        ...resultColumnsOf('Home Phone'),
        ...resultColumnsOf('Mobile Phone'),
        JUDGED_BY_COLUMN,
      ]);
      expect(rows.map((row) => row[0])).toEqual(['Name', 'Ann', 'Bob', 'Cy', 'Di']);
      const e164 = (row: number, column: number) => rows[row]?.[4 + 8 * column];
      // Ann's home number is read in Germany, the country of her mobile; Di's in the UK, his mobile's, not the US
      // default (where it would be valid too).
      expect(e164(1, 0)).toBe(parsePhoneNumberFromString('030 1234567', 'DE')?.number);
      expect(e164(1, 1)).toBe(parsePhoneNumberFromString('+49 151 23456789')?.number);
      expect(e164(2, 1)).toBe(parsePhoneNumberFromString('07400 123456', 'GB')?.number);
      const inGb = parsePhoneNumberFromString('2015550123', 'GB');
      expect(e164(4, 0)).toBe(inGb?.isValid() ? inGb.number : '');
      const reason = (row: number, column: number) => rows[row]?.[8 + 8 * column];
      expect(reason(1, 0)).toBe('country from another number of the row');
      expect(reason(2, 1)).toBe('country from the country column');
      expect(reason(1, 1)).toBe('');
      expect(rows[3]?.slice(4)).toEqual([
        ...Array(3).fill(''),
        'empty',
        ...Array(4).fill(''),
        ...Array(3).fill(''),
        'empty',
        ...Array(4).fill(''),
        JUDGED,
      ]);
    });

    it('writes each valid number back over its own cell when asked', async () => {
      const rows = await contacts({ writeBack: true });
      expect(rows[1]?.slice(1, 3)).toEqual([
        parsePhoneNumberFromString('030 1234567', 'DE')?.number,
        parsePhoneNumberFromString('+49 151 23456789')?.number,
      ]);
      expect(rows[4]?.[1]).toBe(parsePhoneNumberFromString('2015550123', 'GB')?.number);
    });

    it('the long layout: one row per number with the column it came from, a row with none once', async () => {
      const rows = await contacts({ layout: 'long' });
      expect(rows[0]).toEqual([
        'Name',
        'Home Phone',
        'Mobile Phone',
        'Country',
        ...LONG_COLUMNS,
        JUDGED_BY_COLUMN,
      ]);
      // The row with no number has every column too, the versions last.
      expect(rows.slice(1).map((row) => [row.length, row.at(-1)])).toEqual(
        rows.slice(1).map(() => [rows[0]?.length, JUDGED]),
      );
      expect(rows.slice(1).map((row) => [row[0], row[4], row[8]])).toEqual([
        ['Ann', 'Home Phone', 'valid'],
        ['Ann', 'Mobile Phone', 'valid'],
        ['Bob', 'Mobile Phone', 'valid'],
        ['Cy', '', 'empty'],
        ['Di', 'Home Phone', 'valid'],
        ['Di', 'Mobile Phone', 'valid'],
      ]);
      const valid = await contacts({ layout: 'long', rows: 'valid' });
      expect(valid.slice(1).map((row) => row[0])).toEqual(['Ann', 'Ann', 'Bob', 'Di', 'Di']);
    });
  });
});
