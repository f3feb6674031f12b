/**
 * Every result row, of which only those in view are in the DOM. One phone column: its cell, E.164, international
 * form, country, type, status and notes. Several: each one's cell, E.164, country and type (which country a number
 * was read in matters as much with several), then the row's status and the notes of each number, named by its
 * column. Status is marked by class, not by position, since its position depends on the number of phone columns. Rows are numbered as the spreadsheet numbers them (header = 1), as in the export. The scroll height is capped (browsers cap element
 * heights near 33 million px) and the scroll position maps onto rows as a share, so five million rows still scroll.
 * The table itself is sticky at the top of the scroller: scrolling swaps its rows instead of moving it.
 */
import { Fragment, useMemo, useState, type UIEvent } from 'react';
import { MIN_METADATA } from '../../../phone/metadata/metadata';
import { formsOfValid } from '../../../phone/judge/output-forms';
import { isCountryCode } from '../../../phone/plan/countries';
import type { BatchMessages } from '../messages/batch-messages';
import type { RowReason, RowType } from '../../../list/table/cell-codes';
import { cellsAt, type RowStore } from '../../../list/table/row-store';
import type { BatchResults, ColumnResults } from '../../../list/run/batch-results';
import { rowStatus, rowView, type RowView } from '../../../list/results/row-view';
import { STATUSES } from '../../../list/table/cell-codes';
import '../../../components/ui/table.css';

export const ROW_HEIGHT = 32;
export const VIEW_ROWS = 14;
const MAX_SCROLL_HEIGHT = 8_000_000;

export interface ResultsTableProps {
  readonly t: BatchMessages;
  readonly store: RowStore;
  readonly results: BatchResults;
  /** Rows to show, in order (a filter's answer), or every row from firstRow. */
  readonly rows: Uint32Array | undefined;
  readonly firstRow: number;
  readonly phoneColumns: readonly number[];
  /** An input column's name (its header's, or 'Column n'). */
  readonly columnName: (column: number) => string;
  /** The duplicates are marked on the results: the rows in view are drawn again with their marks. */
  readonly duplicatesShown: boolean;
  readonly label: string;
  readonly countryName: (code: string) => string;
}

/** The first row in view: how far the scroller is scrolled, as a share of the rows that can be first. */
export function firstRowInView(
  scroll: { readonly top: number; readonly range: number },
  total: number,
): number {
  const share = scroll.range > 0 ? Math.min(1, scroll.top / scroll.range) : 0;
  return Math.max(0, Math.round(share * Math.max(0, total - VIEW_ROWS)));
}

/** A valid E.164 value as its own country writes it internationally (Guernsey's formats for a Guernsey number). */
function internationalOf(e164: string, country: string): string {
  if (!e164) return '';
  return formsOfValid(e164, isCountryCode(country) ? country : undefined, MIN_METADATA)?.international ?? '';
}

/** The reason, and what else is known: where the number is valid instead, the row it repeats, its extension. */
function notesOf(view: RowView, t: BatchMessages, countryName: (code: string) => string): string {
  const notes = [
    view.reason ? t.reasonNames[view.reason as RowReason] : '',
    view.validIn.length > 0 ? t.validIn(view.validIn.map(countryName).join(', ')) : '',
    view.duplicateOf === undefined ? '' : t.duplicateOf((view.duplicateOf + 1).toLocaleString()),
    view.extension ? t.extension(view.extension) : '',
  ];
  return notes.filter((note) => note !== '').join(' · ');
}

interface Line {
  readonly position: number;
  readonly row: number;
  readonly status: string;
  readonly numbers: readonly {
    readonly original: string;
    readonly view: RowView;
    readonly international: string;
  }[];
}

function lineOf(
  results: BatchResults,
  store: RowStore,
  phoneColumns: readonly number[],
  row: number,
  position: number,
): Line {
  const cells = cellsAt(store, row, Math.max(...phoneColumns) + 1);
  const numbers = results.columns.map((column: ColumnResults, c) => {
    const view = rowView(column, store, row);
    return {
      original: cells[phoneColumns[c] ?? 0] ?? '',
      view,
      international: internationalOf(view.e164, view.country),
    };
  });
  return { position, row, status: STATUSES[rowStatus(results, row)] ?? '', numbers };
}

function Original({ text }: { readonly text: string }) {
  return (
    <td className="tf-batch__cell" dir="auto" title={text.length > 40 ? text.slice(0, 250) : undefined}>
      {text.length > 250 ? `${text.slice(0, 250)}…` : text}
    </td>
  );
}

export function ResultsTable({
  t,
  store,
  results,
  rows,
  firstRow,
  phoneColumns,
  columnName,
  duplicatesShown,
  label,
  countryName,
}: ResultsTableProps) {
  const [scroll, setScroll] = useState({ top: 0, range: 0 });
  const total = rows ? rows.length : Math.max(0, results.count - firstRow);
  const first = firstRowInView(scroll, total);
  const last = Math.min(total, first + VIEW_ROWS);
  const height = Math.min(total * ROW_HEIGHT, MAX_SCROLL_HEIGHT) + ROW_HEIGHT;
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    setScroll({ top: el.scrollTop, range: el.scrollHeight - el.clientHeight });
  };
  const c = t.columns;
  const single = phoneColumns.length === 1;

  const visible = useMemo(() => {
    const out: Line[] = [];
    for (let i = first; i < last; i++)
      out.push(lineOf(results, store, phoneColumns, rows ? (rows[i] ?? 0) : firstRow + i, i));
    return out;
    // duplicatesShown: the marks are written on the same results once found.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [first, last, rows, firstRow, results, store, phoneColumns, duplicatesShown]);

  const notes = (line: Line) =>
    line.numbers
      .map(({ view }, n) => {
        const text = notesOf(view, t, countryName);
        return single || text === '' ? text : `${columnName(phoneColumns[n] ?? 0)}: ${text}`;
      })
      .filter((text) => text !== '')
      .join(' · ');

  return (
    <div className="tf-batch__table" onScroll={onScroll} tabIndex={0} role="region" aria-label={label}>
      <div className="tf-batch__scroll" style={{ blockSize: height }}>
        <table className="tf-table" aria-rowcount={total + 1}>
          <thead>
            <tr aria-rowindex={1}>
              <th scope="col">{c.row}</th>
              {phoneColumns.map((column) => (
                <Fragment key={column}>
                  <th scope="col">{single ? c.original : columnName(column)}</th>
                  <th scope="col">{c.e164}</th>
                  {single && <th scope="col">{c.international}</th>}
                  <th scope="col">{c.country}</th>
                  <th scope="col">{c.type}</th>
                </Fragment>
              ))}
              <th scope="col" className="tf-batch__status">
                {c.status}
              </th>
              <th scope="col">{c.reason}</th>
            </tr>
          </thead>
          <tbody>
            {visible.map((line) => {
              return (
                <tr
                  key={line.row}
                  aria-rowindex={line.position + 2}
                  className={`tf-batch__row tf-batch__row--${line.status}`}
                >
                  <td>{(line.row + 1).toLocaleString()}</td>
                  {line.numbers.map(({ original, view, international }, n) => (
                    <Fragment key={n}>
                      <Original text={original} />
                      <td dir="ltr">{view.e164}</td>
                      {single && <td dir="ltr">{international}</td>}
                      <td>{view.country ? countryName(view.country) : ''}</td>
                      <td>{view.type ? t.types[view.type as RowType] : ''}</td>
                    </Fragment>
                  ))}
                  <td className="tf-batch__status">
                    {line.status ? t.statuses[line.status as 'valid' | 'invalid' | 'empty'] : ''}
                  </td>
                  <td>{notes(line)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
