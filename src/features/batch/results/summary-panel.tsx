import { useEffect, useRef } from 'react';
import type { Locale } from '../../../components/i18n/locale';
import { Card } from '../../../components/ui/card';
import type { BatchMessages } from '../messages/batch-messages';
import type { RowType } from '../../../list/table/cell-codes';
import type { BatchSummary } from '../../../list/results/summarise';

export interface SummaryPanelProps {
  readonly t: BatchMessages;
  readonly locale: Locale;
  readonly summary: BatchSummary;
  readonly countryName: (code: string) => string;
}

/** Counts per status and reason, and the top countries as plain CSS bars. */
export function SummaryPanel({ t, locale, summary, countryName }: SummaryPanelProps) {
  // A finished run brings its summary into view and focus (the progress that had focus is gone).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  const count = (n: number) => n.toLocaleString(locale);
  return (
    <Card title={t.summary} className="tf-batch__summary" headingRef={heading}>
      {/* Rows and numbers apart: a row is valid when any of its numbers is; the reasons are the numbers'. */}
      <h3>{t.exportRows}</h3>
      <Counts
        counts={(['valid', 'invalid', 'empty'] as const).map(
          (status) => [status, summary.byStatus[status]] as const,
        )}
        t={t}
        count={count}
        prefix="count"
      />
      <h3>{t.numbers}</h3>
      <Counts
        counts={[
          ['valid', summary.validNumbers],
          ['invalid', summary.byReason.reduce((sum, [, n]) => sum + n, 0)],
        ]}
        t={t}
        count={count}
        prefix="numbers"
      />
      {summary.byReason.length > 0 && (
        <>
          <h3>{t.reasons}</h3>
          <ul className="tf-batch__reasons">
            {summary.byReason.map(([reason, n]) => (
              <li key={reason}>
                <span>{t.reasonNames[reason]}</span> <span data-testid={`reason-${reason}`}>{count(n)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {summary.truncated > 0 && <p className="tf-batch__note">{t.truncated(summary.truncated)}</p>}
      {(summary.duplicates > 0 || summary.several > 0 || summary.unknownCountry > 0) && (
        <ul className="tf-batch__reasons">
          {(
            [
              ['duplicate', summary.duplicates],
              ['several', summary.several],
              ['unknown-country', summary.unknownCountry],
            ] as const
          )
            .filter(([, n]) => n > 0)
            .map(([mark, n]) => (
              <li key={mark}>
                <span>{t.marks[mark]}</span> <span data-testid={`mark-${mark}`}>{count(n)}</span>
              </li>
            ))}
        </ul>
      )}
      <BarChart
        id="tf-batch-chart"
        title={t.topCountries}
        bars={summary.topCountries}
        name={countryName}
        count={count}
      />
      <BarChart
        id="tf-batch-types"
        title={t.byType}
        bars={summary.byType}
        name={(type) => t.types[type as RowType]}
        count={count}
      />
    </Card>
  );
}

interface BarChartProps {
  readonly id: string;
  readonly title: string;
  /** Name and count, most first. */
  readonly bars: readonly (readonly [string, number])[];
  readonly name: (key: string) => string;
  readonly count: (n: number) => string;
}

/** Counts as plain CSS bars, scaled to the largest, with the number beside each: readable at a glance. */
function BarChart({ id, title, bars, name, count }: BarChartProps) {
  if (bars.length === 0) return null;
  const most = bars[0]?.[1] ?? 1;
  return (
    <>
      <h3 id={id}>{title}</h3>
      <ol className="tf-batch__chart" aria-labelledby={id}>
        {bars.map(([key, n]) => (
          <li key={key}>
            <span className="tf-batch__chart-name">{name(key)}</span>
            <span className="tf-batch__chart-track" aria-hidden="true">
              <span
                className="tf-batch__chart-bar"
                style={{ inlineSize: `${Math.max(1, (n / most) * 100).toFixed(1)}%` }}
              />
            </span>
            <span className="tf-batch__chart-value">{count(n)}</span>
          </li>
        ))}
      </ol>
    </>
  );
}

/** Counts by status, each a term and its count ('Valid 3'). */
function Counts({
  counts,
  t,
  count,
  prefix,
}: {
  readonly counts: readonly (readonly ['valid' | 'invalid' | 'empty', number])[];
  readonly t: BatchMessages;
  readonly count: (n: number) => string;
  readonly prefix: string;
}) {
  return (
    <dl className="tf-batch__counts">
      {counts.map(([status, n]) => (
        <div key={status} className={`tf-batch__count tf-batch__count--${status}`}>
          <dt>{t.statuses[status]}</dt>
          <dd data-testid={`${prefix}-${status}`}>{count(n)}</dd>
        </div>
      ))}
    </dl>
  );
}
