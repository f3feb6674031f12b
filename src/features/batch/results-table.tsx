import { useState, type UIEvent } from 'react';
import type { BatchMessages } from './batch-messages';
import type { RowResult } from './normalise-row';

const ROW_HEIGHT = 32;
const VIEWPORT_ROWS = 15;
const OVERSCAN = 5;

export interface ResultsTableProps {
  readonly cells: readonly string[];
  readonly results: readonly RowResult[];
  readonly rows: readonly number[];
  readonly countryName: (code: string) => string;
  readonly t: BatchMessages;
}

/** Every result row, of which only those in view (plus a few) are in the DOM. */
export function ResultsTable({ cells, results, rows, countryName, t }: ResultsTableProps) {
  const [scrollTop, setScrollTop] = useState(0);
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, first + VIEWPORT_ROWS + 2 * OVERSCAN);
  const visible = rows.slice(first, last);
  const onScroll = (event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop);
  const c = t.columns;
  return (
    <div className="tf-batch__table" onScroll={onScroll} tabIndex={0} role="region" aria-label={t.shown(rows.length, results.length)}>
      <table aria-rowcount={rows.length + 1}>
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
          {first > 0 && <tr aria-hidden="true" style={{ height: first * ROW_HEIGHT }} />}
          {visible.map((index, offset) => {
            const r = results[index];
            if (!r) return null;
            return (
              <tr key={index} aria-rowindex={first + offset + 2} className={`tf-batch__row tf-batch__row--${r.status}`}>
                <td>{index + 1}</td>
                <td className="tf-batch__cell">{cells[index]}</td>
                <td dir="ltr">{r.e164}</td>
                <td dir="ltr">{r.international}</td>
                <td>{r.country ? countryName(r.country) : ''}</td>
                <td>{r.type}</td>
                <td>{t.statuses[r.status]}</td>
                <td>{r.reason}</td>
              </tr>
            );
          })}
          {last < rows.length && <tr aria-hidden="true" style={{ height: (rows.length - last) * ROW_HEIGHT }} />}
        </tbody>
      </table>
    </div>
  );
}
