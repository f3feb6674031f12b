/**
 * The cells of one exported line: the row's own (written back over, for Excel, guarded later by csvLine) and a
 * number's eight result cells, in either layout.
 */
import { cellsAt, type RowStore } from '../table/row-store';
import { KEEP_AS_WRITTEN } from '../run/write-back-form';
import type { ExportOptions } from './export-options';
import { reasonText } from './reason-text';
import type { RowView } from './row-view';

export const excelText = (value: string) => (value === '' ? '' : `="${value}"`);

/** A number's eight result cells; `at` (the index its E.164 goes to) is noted as trusted when written for Excel. */
export function resultCells(
  view: RowView,
  options: ExportOptions,
  at: number,
  trusted?: Set<number>,
  sameAs = '',
): string[] {
  if (options.forExcel) trusted?.add(at);
  const duplicateOf = view.duplicateOf === undefined ? '' : String(view.duplicateOf + 1);
  return [
    options.forExcel ? excelText(view.e164) : view.e164,
    view.country,
    view.type,
    view.status,
    reasonText(view, options.writeBack, sameAs),
    view.extension,
    view.others.map((other) => other.e164).join(';'),
    duplicateOf,
  ];
}

/** A row's own cells, filled up to the width, with each valid number written back over its cell if asked. */
export function ownCells(
  store: RowStore,
  row: number,
  views: readonly RowView[],
  options: ExportOptions,
  trusted?: Set<number>,
): string[] {
  // A guarded export takes off the apostrophes an earlier export's guard put on, and puts them back as it writes;
  // an unguarded one writes each cell exactly as it was read.
  const cells = cellsAt(store, row, Infinity, options.form?.formulaGuard !== false);
  // Short rows get empty cells up to the header's width, so the result columns stay under their names.
  while (cells.length < options.width) cells.push('');
  if (options.writeBack)
    views.forEach((view, c) => {
      const column = options.phoneColumns[c];
      if (view.status !== 'valid' || column === undefined || view.writeBack === KEEP_AS_WRITTEN) return;
      const written = view.writeBack || view.e164;
      cells[column] = options.forExcel ? excelText(written) : written;
      if (options.forExcel) trusted?.add(column);
    });
  return cells;
}

/** An input column's name: its header's, or 'column n' without a header. */
export const columnNameOf = (options: ExportOptions, column: number) =>
  options.header?.[column] || options.columnName(column + 1);
