import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { FLAG_SEVERAL, RESULT_COLUMNS } from '../table/cell-codes';
import { parseCsv } from '../table/csv';
import { cellsAt } from '../table/row-store';
import { detectLayout } from '../intake/phone-columns';
import { buildExport, uniqueNames, type ExportOptions } from './export-csv';
import { findDuplicates } from './find-duplicates';
import { unsafeCell } from './formula-guard';
import { rowView } from './row-view';
import { judgeAll, sourceOf } from './test-helpers';

const options = (over: Partial<ExportOptions> = {}): ExportOptions => ({
  header: undefined,
  width: 3,
  columnName: (n) => `column ${n}`,
  phoneColumn: 1,
  rows: 'all',
  writeBack: false,
  forExcel: false,
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

const RESULT_HEADER = [...RESULT_COLUMNS];

async function exportText(text: string, over: Partial<ExportOptions> = {}) {
  const source = sourceOf(text);
  const layout = detectLayout(source.preview);
  const results = judgeAll(source, layout.phoneColumn, 'GB');
  const first = layout.hasHeader ? 1 : 0;
  await findDuplicates(results, source.store, first);
  const header = layout.hasHeader ? cellsAt(source.store, 0) : undefined;
  const parts = await buildExport(
    source.store,
    results,
    first,
    options({ header, width: header?.length ?? 2, phoneColumn: layout.phoneColumn, ...over }),
  );
  return { source, results, layout, csv: parts.join('') };
}

const e164Of = (text: string, country: 'GB' | 'US' = 'GB') =>
  parsePhoneNumberFromString(text, country)?.number ?? '';

describe('buildExport', () => {
  it('writes every row in order: the input cells as they were, then the result columns', async () => {
    const { csv } = await exportText(INPUT);
    const rows = parseCsv(csv, ',').map((row) => row.map(unsafeCell));
    expect(rows[0]).toEqual(['name', 'phone', 'note', ...RESULT_HEADER]);
    expect(rows.map((row) => row.slice(0, 3))).toEqual(
      parseCsv(INPUT, ',').map((row) => [...row, '', ''].slice(0, 3)),
    );
    expect(rows[1]?.slice(3)).toEqual([e164Of('020 7946 0958'), 'GB', 'FIXED_LINE', 'valid', '', '', '', '']);
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
    const rows = parseCsv(csv, ',');
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
    expect(parseCsv(line, ';')[0]?.some((cell) => cell.startsWith('='))).toBe(false);
  });

  it('gives the reason, the length first, and names where the number is valid instead', async () => {
    const { csv } = await exportText('phone,country\n020 7946 0958,US\n', { phoneColumn: 0 });
    const source = sourceOf('phone\n020 7946 0958\n');
    const results = judgeAll(source, 0, 'US');
    const view = rowView(results, source.store, 1);
    expect(view.reason).toBe('too-long');
    expect(view.validIn).toContain('GB');
    const parts = await buildExport(
      source.store,
      results,
      1,
      options({ header: ['phone'], width: 1, phoneColumn: 0 }),
    );
    expect(parseCsv(parts.join(''), ',')[1]?.[5]).toBe(`too-long; valid in ${view.validIn.join(' ')}`);
    expect(csv).toBeTruthy();
  });

  it('puts the other numbers of a cell in phone_others and flags the row', async () => {
    for (const cell of ['020 7946 0958 / 07400 123456', 'Tel: 020 7946 0958 Mob: 07400 123456']) {
      const source = sourceOf(`phone\n"${cell}"\n`);
      const results = judgeAll(source, 0, 'GB');
      const view = rowView(results, source.store, 1);
      expect(view.e164).toBe(e164Of('020 7946 0958'));
      expect(view.others).toEqual([e164Of('07400 123456')]);
      expect(view.flags & FLAG_SEVERAL).toBe(FLAG_SEVERAL);
    }
  });

  it('writes E.164 for Excel as ="…" only when asked', async () => {
    const { csv } = await exportText(INPUT, { forExcel: true, writeBack: true });
    const rows = parseCsv(csv, ',');
    expect(rows[1]?.[1]).toBe(`="${e164Of('020 7946 0958')}"`);
    expect(rows[1]?.[3]).toBe(`="${e164Of('020 7946 0958')}"`);
    expect(rows[2]?.[1]).toBe("'=1+2");
  });

  it('can keep only valid rows, or the rows a filter shows, and write E.164 back into the phone column', async () => {
    const valid = await exportText(INPUT, { rows: 'valid', writeBack: true });
    expect(parseCsv(valid.csv, ',').map((row) => row.slice(0, 2))).toEqual([
      ['name', 'phone'],
      ['Ann', e164Of('020 7946 0958')],
      ['Di', e164Of('+1 201 555 0123')],
      ['Flo', e164Of('020 7946 0958')],
    ]);
    const shown = await exportText(INPUT, { rows: 'shown', shown: [2, 5] });
    expect(parseCsv(shown.csv, ',').map((row) => row[0])).toEqual(['name', 'Bob, Jr.', 'Ed']);
  });

  it('names the columns of a list without a header, keeps its delimiter, and pads no row to the widest', async () => {
    const { csv } = await exportText(`+44 20 7946 0958\t1\n2015550123\t2\n${'x\t'.repeat(50)}x`, {
      width: 2,
    });
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(['column 1', 'column 2', ...RESULT_HEADER].join('\t'));
    expect(lines).toHaveLength(5);
    expect(lines[1]?.split('\t')).toHaveLength(10);
    expect(lines[3]?.split('\t')).toHaveLength(51 + 8);
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
    expect(again.layout).toMatchObject({ hasHeader: true, phoneColumn: 1 });
    const views = (run: typeof first) =>
      Array.from({ length: run.source.store.count - 1 }, (_, i) =>
        rowView(run.results, run.source.store, i + 1),
      );
    expect(views(again)).toEqual(views(first));
    for (let row = 1; row < first.source.store.count; row++) {
      expect(cellsAt(again.source.store, row).slice(0, 3)).toEqual(
        cellsAt(first.source.store, row).concat('', '', '').slice(0, 3),
      );
    }
  });
});
