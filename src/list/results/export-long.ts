/**
 * The long layout, for loading into a database: one line per number of a row, each with the row's own cells and the
 * phone column it came from; a cell of several numbers gives each its own line, so `_others` stays empty; a row with
 * no number comes out once, as empty.
 */
import { JUDGED_BY } from '../../phone/api/versions';
import type { OtherNumber } from '../../phone/judge/judge-cell';
import { RESULT_SUFFIXES } from '../table/cell-codes';
import type { RowStore } from '../table/row-store';
import { columnNameOf, excelText, ownCells, resultCells } from './export-cells';
import type { ExportOptions } from './export-options';
import { sameNumberNote } from './reason-text';
import type { RowView } from './row-view';

/** One row's lines; `trusted` gets, per line, the indexes written as ="…" for Excel. */
export function longLines(
  store: RowStore,
  row: number,
  views: readonly RowView[],
  options: ExportOptions,
  trusted?: Set<number>[],
): string[][] {
  const numbers = views
    .map((view, c) => ({ view, column: options.phoneColumns[c] ?? 0 }))
    .filter(({ view }) => view.status !== 'empty' && view.status !== '')
    .filter(({ view }) => options.rows !== 'valid' || view.status === 'valid');
  const emptyRow = numbers.length === 0 && options.rows !== 'valid';
  const lines = emptyRow ? [{ view: views[0], column: undefined }] : numbers;
  return lines.flatMap(({ view, column }) => {
    const name = column === undefined ? '' : columnNameOf(options, column);
    const lineOf = (results: (at: number, marks: Set<number>) => string[]) => {
      const marks = new Set<number>();
      trusted?.push(marks);
      const cells = ownCells(store, row, views, options, marks);
      return [...cells, name, ...results(cells.length + 1, marks), JUDGED_BY];
    };
    if (!view) return [lineOf(() => RESULT_SUFFIXES.map(() => ''))];
    const sameAs = sameNumberNote(views, views.indexOf(view), options.phoneColumns, (other) =>
      columnNameOf(options, other),
    );
    // One row per number: each of the cell's other numbers gets its own, so none is left in _others.
    return [
      lineOf((at, marks) => resultCells({ ...view, others: [] }, options, at, marks, sameAs)),
      ...view.others.map((other) => lineOf((at, marks) => otherCells(other, options, at, marks))),
    ];
  });
}

/** Another valid number of a cell, on a row of its own in the long layout, with its extension. */
function otherCells(other: OtherNumber, options: ExportOptions, at: number, trusted: Set<number>): string[] {
  if (options.forExcel) trusted.add(at);
  const e164 = options.forExcel ? excelText(other.e164) : other.e164;
  return [e164, other.country, other.type, 'valid', '', other.extension, '', ''];
}
