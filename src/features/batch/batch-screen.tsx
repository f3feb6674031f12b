/**
 * Clean a list (/batch): a file or pasted text in, read as a stream into compact rows; Start spreads them over
 * Web Workers running the Check screen's engine; the results come back as columns, shown in a virtualized table
 * with a summary and exported as a formula-safe CSV. Nothing leaves the machine.
 *
 * This folder is the screen over the list's core (src/list: table/ → intake/ → run/ → results/, which the command
 * line runs too), and reads one way: intake/ (the panels that take a list) → run/ (the Web Worker's entry, the
 * progress panel) → results/ (summary, filters, table, export panels); a stage imports only those before it, and
 * any of src/list. Beside them, of no stage and free to import any:
 * this screen (a view over useBatchSession), batch-session.ts (the pure reducer of its phases), use-batch-session.ts
 * and the hooks it composes (use-*.ts: reading, run, results, export, handoff), and messages/ (its words, one module
 * per language). Files here may import src/list, src/components, src/react, src/phone (and src/caret); never another
 * feature (the lint rule layers/one-way says all this). Only src/app imports the feature, and only this screen,
 * lazily, and batch-session.ts's BatchHandoff type.
 */
import { useCallback } from 'react';
import { useLocale } from '../../components/i18n/locale-context';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { type CountryCode } from '../../phone/plan/countries';
import { countryNameIn, useCountryIndex } from '../../react/country-picker/use-country-index';
import type { BatchHandoff } from './batch-session';
import { SetupPanel } from './intake/setup-panel';
import { cellsAt } from '../../list/table/row-store';
import { SourceDetails } from './intake/source-details';
import { SourcePanel } from './intake/source-panel';
import { useBatchMessages } from './messages/batch-words';
import { ProgressPanel } from './run/progress-panel';
import { ExportPanel } from './results/export-panel';
import { FilterBar } from './results/filter-bar';
import { ResultsTable } from './results/results-table';
import { SummaryPanel } from './results/summary-panel';
import { useBatchSession } from './use-batch-session';
import './batch.css';

export type { BatchHandoff };

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

export function BatchScreen({ handoff }: BatchScreenProps = {}) {
  const { locale } = useLocale();
  const t = useBatchMessages(locale);
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
      {message && !source && (
        <Notice tone="error">
          <p>{message}</p>
        </Notice>
      )}

      {source && (
        <>
          <SourceDetails
            t={t}
            locale={locale}
            source={source}
            file={batch.loadedFile}
            sheets={batch.sheets}
            busy={running}
            onRereadWithoutQuotes={batch.rereadWithoutQuotes}
            onSheet={batch.openSheet}
            onEncoding={batch.rereadAs}
          />
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
          {/* What holds the list back is said beside the button it holds back, and describes it. */}
          {message && (
            <Notice tone="error">
              <p id="tf-batch-problem">{message}</p>
            </Notice>
          )}
          <div className="tf-batch__actions">
            <Button
              tone="primary"
              onClick={batch.start}
              disabled={!batch.canStart}
              aria-describedby={message && 'tf-batch-problem'}
            >
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
            <FilterBar
              t={t}
              filter={phase.filter}
              countries={summary.countries}
              countryName={countryName}
              onChange={batch.changeFilter}
            />
            <p aria-live="polite">{phase.filtering ? t.filtering : t.shown(shownCount, rows)}</p>
            <ResultsTable
              t={t}
              store={phase.source.store}
              results={phase.results}
              rows={phase.shown}
              firstRow={batch.firstRow}
              phoneColumns={setup.phoneColumns}
              duplicatesShown={batch.duplicatesShown}
              columnName={(column) =>
                (setup.hasHeader ? cellsAt(phase.source.store, 0, column + 1)[column] : undefined) ||
                t.column(column + 1)
              }
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
              onCopy={(unique) => void batch.copyValid(unique)}
            />
          </section>
        </>
      )}
    </main>
  );
}
