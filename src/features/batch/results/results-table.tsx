/**
 * Every result row, of which only those in view are in the DOM. The scroll height is capped (browsers cap element
 * heights near 33 million px) and the scroll position maps onto rows as a share, so five million rows still scroll.
 * The table itself is sticky at the top of the scroller: scrolling swaps its rows instead of moving it.
 */
import { useMemo, useState, type UIEvent } from 'react';
import { MIN_METADATA } from '../../../phone/metadata/metadata';
import { formsOfValid } from '../../../phone/judge/output-forms';
import { isCountryCode } from '../../../phone/plan/countries';
import type { BatchMessages } from '../messages/batch-messages';
import type { RowReason, RowType } from '../table/cell-codes';
import { cellsAt, type RowStore } from '../table/row-store';
import type { BatchResults } from '../run/batch-results';
import { rowView, type RowView } from './row-view';
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
  readonly phoneColumn: number;
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
function notesOf(
  view: RowView,
  t: BatchMessages,
  countryName: (code: string) => string,
  firstRow: number,
): string {
  const notes = [
    view.reason ? t.reasonNames[view.reason as RowReason] : '',
    view.validIn.length > 0 ? t.validIn(view.validIn.map(countryName).join(', ')) : '',
    view.duplicateOf === undefined ? '' : t.duplicateOf((view.duplicateOf - firstRow + 1).toLocaleString()),
    view.extension ? t.extension(view.extension) : '',
  ];
  return notes.filter((note) => note !== '').join(' · ');
}

export function ResultsTable({
  t,
  store,
  results,
  rows,
  firstRow,
  phoneColumn,
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

  const visible = useMemo(() => {
    const out = [];
    for (let i = first; i < last; i++) {
      const row = rows ? (rows[i] ?? 0) : firstRow + i;
      const view = rowView(results, store, row);
      out.push({
        position: i,
        row,
        original: cellsAt(store, row, phoneColumn + 1)[phoneColumn] ?? '',
        view,
        international: internationalOf(view.e164, view.country),
      });
    }
    return out;
  }, [first, last, rows, firstRow, results, store, phoneColumn]);

  return (
    <div className="tf-batch__table" onScroll={onScroll} tabIndex={0} role="region" aria-label={label}>
      <div className="tf-batch__scroll" style={{ blockSize: height }}>
        <table className="tf-table" aria-rowcount={total + 1}>
          <thead>
            <tr aria-rowindex={1}>
              <th scope="col">{c.row}</th>
              <th scope="col">{c.original}</th>
              <th scope="col">{c.e164}</th>
              <th scope="col">{c.international}</th>
              <th scope="col">{c.country}</th>
              <th scope="col">{c.type}</th>
              <th scope="col">{c.status}</th>
              <th scope="col">{c.reason}</th>
            </tr>
          </thead>
          <tbody>
            {visible.map(({ position, row, original, view, international }) => (
              <tr
                key={row}
                aria-rowindex={position + 2}
                className={`tf-batch__row tf-batch__row--${view.status}`}
              >
                <td>{(row - firstRow + 1).toLocaleString()}</td>
                <td
                  className="tf-batch__cell"
                  dir="auto"
                  title={original.length > 40 ? original.slice(0, 250) : undefined}
                >
                  {original.length > 250 ? `${original.slice(0, 250)}…` : original}
                </td>
                <td dir="ltr">{view.e164}</td>
                <td dir="ltr">{international}</td>
                <td>{view.country ? countryName(view.country) : ''}</td>
                <td>{view.type ? t.types[view.type as RowType] : ''}</td>
                <td>{view.status ? t.statuses[view.status as 'valid' | 'invalid' | 'empty'] : ''}</td>
                <td>{notesOf(view, t, countryName, firstRow)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
