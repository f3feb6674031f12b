/**
 * Clean a list (/batch): a file or pasted text in, read as a stream into compact rows; Start spreads them over
 * Web Workers running the Check screen's engine; the results come back as columns, shown in a virtualized table
 * with a summary and exported as a formula-safe CSV. Nothing leaves the machine.
 *
 * This folder is the whole feature: this screen (a view over useBatchSession), batch-session.ts (the pure reducer
 * of its phases), use-batch-session.ts (the hook that reads files, drives the workers, exports and copies),
 * batch-messages.ts (its words), and by job intake/ (reading, sniffing and parsing a CSV; the source and setup
 * panels), run/ (the row store, the workers and the run over them; progress) and results/ (results, summary,
 * filters, table, formula-safe export). Files here may import src/components, src/react, src/phone (and
 * src/caret), and each other; never another feature (the lint rule layers/one-way says so). Only src/app imports
 * it, and only this screen, lazily.
 */
import { useCallback } from 'react';
import { useLocale } from '../../components/i18n/locale-context';
import { type CountryCode } from '../../phone/plan/countries';
import { countryNameIn, useCountryIndex } from '../../react/country-picker/use-country-index';
import { BATCH_MESSAGES } from './batch-messages';
import { SetupPanel } from './intake/setup-panel';
import { SourcePanel } from './intake/source-panel';
import { ExportPanel } from './results/export-panel';
import { ResultsTable } from './results/results-table';
import { ROW_MARKS } from './results/summarise';
import { SummaryPanel } from './results/summary-panel';
import { ProgressPanel } from './run/progress-panel';
import { useBatchSession } from './use-batch-session';
import type { TextEncoding } from './intake/sniff';
import type { BatchHandoff } from './batch-session';

export type { BatchHandoff };
import './batch.css';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';

const ENCODING_NAMES: Readonly<Record<TextEncoding, string>> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 LE',
  'utf-16be': 'UTF-16 BE',
  'windows-1252': 'Windows-1252',
};

export interface BatchScreenProps {
  readonly handoff?: BatchHandoff | undefined;
}

/** A step of the flow as a heading: its number in a circle, then its name. */
function Step({ n, name }: { readonly n: number; readonly name: string }) {
  return (
    <h2 className="tf-batch__step">
      <span className="tf-batch__step-number">{n}</span>
      {name}
    </h2>
  );
}

/** '2.4 MB' in the UI language. */
function formatBytes(bytes: number, locale: string): string {
  const [value, unit] =
    bytes >= 1e6 ? [bytes / 1e6, 'megabyte'] : bytes >= 1e3 ? [bytes / 1e3, 'kilobyte'] : [bytes, 'byte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

interface FilterSelectProps<T extends string> {
  readonly label: string;
  readonly all: string;
  readonly value: '' | T;
  readonly options: readonly (readonly [T, string])[];
  readonly onChange: (value: '' | T) => void;
}

/** One filter of the results: "all", or one of its options. */
function FilterSelect<T extends string>({ label, all, value, options, onChange }: FilterSelectProps<T>) {
  return (
    <label className="tf-batch__field">
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value as '' | T)}>
        <option value="">{all}</option>
        {options.map(([option, name]) => (
          <option key={option} value={option}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}

export function BatchScreen({ handoff }: BatchScreenProps = {}) {
  const { locale } = useLocale();
  const t = BATCH_MESSAGES[locale];
  const names = useCountryIndex(locale);
  const countryName = useCallback((code: string) => countryNameIn(names, code as CountryCode), [names]);
  const batch = useBatchSession(handoff);
  const { phase, setup, source, rows, summary } = batch;
  const running = phase.kind === 'running';
  const columns = source ? Math.max(source.store.columns, ...source.preview.map((r) => r.length)) : 0;
  const message = batch.problem && t.problems[batch.problem];
  const shownCount = phase.kind === 'done' && phase.shown ? phase.shown.length : rows;

  return (
    <main className="tf-screen tf-batch" aria-labelledby="tf-batch-title">
      <h1 id="tf-batch-title">{t.title}</h1>
      <p>{t.intro}</p>

      <Step n={1} name={t.steps[0]} />
      <SourcePanel
        t={t}
        busy={running}
        initialText={handoff?.lines.join('\n')}
        onFile={batch.openFile}
        onText={batch.openText}
      />

      {phase.kind === 'reading' && <p className="tf-batch__note">{t.reading(phase.percent)}</p>}
      {message && (
        <Notice tone="error">
          <p>{message}</p>
        </Notice>
      )}

      {source && (
        <>
          {batch.loadedFile && (
            <p className="tf-batch__file">
              <bdi>{t.loadedFile(batch.loadedFile.name, formatBytes(batch.loadedFile.bytes, locale))}</bdi>
            </p>
          )}
          {source.unclosedQuote !== undefined && (
            <Notice tone="error">
              <p>{t.unclosedQuote(source.unclosedQuote + 1)}</p>
              {batch.loadedFile && <Button onClick={batch.rereadWithoutQuotes}>{t.readWithoutQuotes}</Button>}
            </Notice>
          )}
          {batch.sheets && batch.sheets.names.length > 1 && (
            <label className="tf-batch__field tf-batch__encoding">
              {t.sheet}
              <select
                value={batch.sheets.current}
                disabled={running}
                onChange={(e) => batch.openSheet(e.target.value)}
              >
                {batch.sheets.names.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
          )}
          {batch.loadedFile && !batch.sheets && (
            <label className="tf-batch__field tf-batch__encoding">
              {t.readAs}
              <select
                value={source.encoding}
                disabled={running}
                onChange={(e) => batch.rereadAs(e.target.value as TextEncoding)}
              >
                {Object.entries(ENCODING_NAMES).map(([value, name]) => (
                  <option key={value} value={value}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
          )}
          <p className="tf-batch__note">
            {!batch.sheets && t.encoding(ENCODING_NAMES[source.encoding] ?? source.encoding)}
            {source.replaced > 0 && ` ${t.replaced(source.replaced)}`}
            {source.replacedLines.length > 0 &&
              ` ${t.replacedLines(source.replacedLines.map((line) => line.toLocaleString(locale)).join(', '))}`}
          </p>
          <Step n={2} name={t.steps[1]} />
          <fieldset className="tf-batch__fieldset" disabled={running}>
            <SetupPanel
              t={t}
              locale={locale}
              preview={source.preview}
              rows={rows}
              columns={columns}
              setup={setup}
              onChange={batch.changeSetup}
            />
          </fieldset>
          <Step n={3} name={t.steps[2]} />
          <div className="tf-batch__actions">
            <Button tone="primary" onClick={batch.start} disabled={!batch.canStart}>
              {t.start}
            </Button>
          </div>
        </>
      )}

      {phase.kind === 'running' && <ProgressPanel t={t} progress={phase.progress} onCancel={batch.cancel} />}
      <p className="tf-visually-hidden" role="status" aria-live="polite">
        {batch.announcement}
      </p>
      {phase.kind === 'cancelled' && <p className="tf-batch__note">{t.cancelled}</p>}

      {phase.kind === 'done' && summary && (
        <>
          <p className="tf-batch__note">{t.finished(summary.rows, phase.seconds)}</p>
          <SummaryPanel t={t} locale={locale} summary={summary} countryName={countryName} />
          <section className="tf-batch__results">
            <div className="tf-batch__filters">
              <FilterSelect
                label={t.filterStatus}
                all={t.all}
                value={phase.filter.status}
                options={(['valid', 'invalid', 'empty'] as const).map((s) => [s, t.statuses[s]] as const)}
                onChange={(status) => batch.changeFilter({ ...phase.filter, status })}
              />
              <FilterSelect
                label={t.filterCountry}
                all={t.all}
                value={phase.filter.country}
                options={summary.countries.map((code) => [code, countryName(code)] as const)}
                onChange={(country) => batch.changeFilter({ ...phase.filter, country })}
              />
              <FilterSelect
                label={t.filterMark}
                all={t.all}
                value={phase.filter.mark}
                options={ROW_MARKS.map((mark) => [mark, t.marks[mark]] as const)}
                onChange={(mark) => batch.changeFilter({ ...phase.filter, mark })}
              />
              <label className="tf-batch__field">
                {t.search}
                <input
                  type="search"
                  value={phase.filter.query}
                  onChange={(e) => batch.changeFilter({ ...phase.filter, query: e.target.value })}
                />
              </label>
            </div>
            <p aria-live="polite">{phase.filtering ? t.filtering : t.shown(shownCount, rows)}</p>
            <ResultsTable
              t={t}
              store={phase.source.store}
              results={phase.results}
              rows={phase.shown}
              firstRow={batch.firstRow}
              phoneColumn={setup.phoneColumn}
              label={t.shown(shownCount, rows)}
              countryName={countryName}
            />
            <Step n={4} name={t.steps[3]} />
            <ExportPanel
              t={t}
              choices={batch.session.choices}
              busy={batch.session.exporting}
              shownCount={phase.shown ? phase.shown.length : undefined}
              onChange={batch.changeChoices}
              onExport={() => void batch.exportCsv()}
              onExportXlsx={() => void batch.exportXlsx()}
              onCopy={() => void batch.copyValid()}
            />
          </section>
        </>
      )}
    </main>
  );
}
