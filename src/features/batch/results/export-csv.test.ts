import { describe, expect, it } from 'vitest';
import { rowView } from './batch-results';
import { parseCsv } from '../intake/csv';
import { buildExport, type ExportOptions } from './export-csv';
import { unsafeCell } from './formula-guard';
import { cellsAt } from '../run/row-store';
import { detectLayout } from '../intake/sniff';
import { judgeAll, sourceOf } from './test-helpers';

const options = (over: Partial<ExportOptions> = {}): ExportOptions => ({
  header: undefined,
  columnName: (n) => `column ${n}`,
  phoneColumn: 1,
  onlyValid: false,
  writeBack: false,
  ...over,
});

const INPUT = [
  'name,phone,note',
  'Ann,020 7946 0958,"likes ""quotes"""',
  '"Bob, Jr.",=1+2,',
  'Cy,,"two\nlines"',
  'Di,+1 201 555 0123',
  'Ed,@SUM(A1),-3',
].join('\r\n');

async function exportText(text: string, over: Partial<ExportOptions> = {}) {
  const source = sourceOf(text);
  const layout = detectLayout(source.preview);
  const results = judgeAll(source, layout.phoneColumn, 'GB');
  const first = layout.hasHeader ? 1 : 0;
  const parts = await buildExport(
    source.store,
    results,
    first,
    options({
      header: layout.hasHeader ? cellsAt(source.store, 0) : undefined,
      phoneColumn: layout.phoneColumn,
      ...over,
    }),
  );
  return { source, results, layout, csv: parts.join('') };
}

describe('buildExport', () => {
  it('writes every row in order: the input columns, then e164, country, type, status, reason', async () => {
    const { csv } = await exportText(INPUT);
    expect(parseCsv(csv, ',').map((row) => row.map(unsafeCell))).toEqual([
      ['name', 'phone', 'note', 'e164', 'country', 'type', 'status', 'reason'],
      ['Ann', '020 7946 0958', 'likes "quotes"', '+442079460958', 'GB', 'FIXED_LINE', 'valid', ''],
      ['Bob, Jr.', '=1+2', '', '', '', '', 'invalid', 'not-a-number'],
      ['Cy', '', 'two\nlines', '', '', '', 'empty', ''],
      ['Di', '+1 201 555 0123', '', '+12015550123', 'US', 'FIXED_LINE_OR_MOBILE', 'valid', ''],
      ['Ed', '@SUM(A1)', '-3', '', '', '', 'invalid', 'not-a-number'],
    ]);
  });

  it('never writes a cell a spreadsheet would run', async () => {
    const { csv } = await exportText(INPUT);
    const cells = parseCsv(csv, ',').flat();
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(cells).toContain("'+442079460958");
  });

  it('can keep only valid rows and write E.164 back into the phone column', async () => {
    const { csv } = await exportText(INPUT, { onlyValid: true, writeBack: true });
    expect(parseCsv(csv, ',').map((row) => row.slice(0, 2).map(unsafeCell))).toEqual([
      ['name', 'phone'],
      ['Ann', '+442079460958'],
      ['Di', '+12015550123'],
    ]);
  });

  it('names the columns of a list without a header, and keeps its delimiter', async () => {
    const { csv } = await exportText('+44 20 7946 0958\t1\n2015550123');
    expect(csv.split('\r\n')[0]).toBe('column 1\tcolumn 2\te164\tcountry\ttype\tstatus\treason');
    expect(csv.split('\r\n')).toHaveLength(4);
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
