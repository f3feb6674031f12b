/**
 * Clean a list (/batch): a file or pasted text in, read as a stream into compact rows; Start spreads them over
 * Web Workers running the Check screen's engine; the results come back as columns, shown in a virtualized table
 * with a summary and exported as a formula-safe CSV. Nothing leaves the machine.
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocale } from '../../components/i18n/locale-context';
import { type CountryCode } from '../../phone/plan/countries';
import { defaultCountry as guessCountry } from '../../phone/plan/default-country';
import { countryNameIn, useCountryIndex } from '../../react/country-picker/use-country-index';
import { BATCH_MESSAGES } from './batch-messages';
import { e164At, type BatchResults } from './batch-results';
import { buildExport } from './export-csv';
import { ExportPanel, type ExportChoices } from './export-panel';
import { ProgressPanel } from './progress-panel';
import { createWarmWorkers, type WarmWorkers } from './warm-workers';
import { readFile, ReadCancelled, readText, type ReadOutcome, type Source } from './read-source';
import { ResultsTable } from './results-table';
import { cellsAt } from './row-store';
import { BatchCancelled, runBatch, workerCount, type BatchProgress, type BatchRun } from './run-batch';
import { SetupPanel, type Setup } from './setup-panel';
import { detectLayout } from './sniff';
import { SourcePanel } from './source-panel';
import { filterRows, isFiltered, NO_FILTER, summarise, type RowFilter } from './summarise';
import { SummaryPanel } from './summary-panel';
import { forEachSliced, SliceAborted } from './time-slice';
import './batch.css';

type Phase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'reading'; readonly percent: number }
  | { readonly kind: 'ready' }
  | { readonly kind: 'running'; readonly progress: BatchProgress }
  | { readonly kind: 'done'; readonly results: BatchResults; readonly seconds: number }
  | { readonly kind: 'cancelled' };

const ENCODING_NAMES: Readonly<Record<string, string>> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 LE',
  'utf-16be': 'UTF-16 BE',
  'windows-1252': 'Windows-1252',
};

function createWorker() {
  return new Worker(new URL('./batch-worker.ts', import.meta.url), { type: 'module' });
}

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has its own copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Whether the first rows have any digit in the phone column: if not, there is nothing to clean. */
function phonesIn(source: Source, setup: Setup): boolean {
  return source.preview.slice(setup.hasHeader ? 1 : 0).some((row) => /\d/.test(row[setup.phoneColumn] ?? ''));
}

export function BatchScreen() {
  const { locale } = useLocale();
  const t = BATCH_MESSAGES[locale];
  const names = useCountryIndex(locale);
  const countryName = useCallback((code: string) => countryNameIn(names, code as CountryCode), [names]);

  const [source, setSource] = useState<Source>();
  const [fileName, setFileName] = useState('list');
  const [setup, setSetup] = useState<Setup>(() => ({
    hasHeader: false,
    phoneColumn: 0,
    countryColumn: undefined,
    defaultCountry: guessCountry({ stored: undefined, languages: navigator.languages ?? [] }) ?? 'US',
  }));
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [problem, setProblem] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const [filter, setFilter] = useState<RowFilter>(NO_FILTER);
  const [shown, setShown] = useState<Uint32Array>();
  const [filtering, setFiltering] = useState(false);
  const [choices, setChoices] = useState<ExportChoices>({ onlyValid: false, writeBack: false });
  const [exporting, setExporting] = useState(false);
  const run = useRef<BatchRun | undefined>(undefined);
  const reading = useRef<AbortController | undefined>(undefined);
  const filterJob = useRef<AbortController | undefined>(undefined);
  const warm = useRef<WarmWorkers | undefined>(undefined);
  const workers = () => (warm.current ??= createWarmWorkers(createWorker));
  // Started once a list is read, so that Start finds them with the metadata loaded (while a person sets up).
  const warmWorkers = () => workers().warm(workerCount(navigator.hardwareConcurrency));

  useEffect(
    () => () => {
      run.current?.cancel();
      reading.current?.abort();
      filterJob.current?.abort();
      warm.current?.dispose();
    },
    [],
  );

  const firstRow = setup.hasHeader ? 1 : 0;
  const results = phase.kind === 'done' ? phase.results : undefined;
  const summary = useMemo(() => (results ? summarise(results, firstRow) : undefined), [results, firstRow]);

  const accept = (outcome: ReadOutcome, name: string) => {
    if (!outcome.ok) {
      setSource(undefined);
      setPhase({ kind: 'idle' });
      setProblem(t.problems[outcome.problem]);
      return;
    }
    setSource(outcome.source);
    setFileName(name);
    // Not while reading: starting workers then took the cores from the reading (tasks over 50 ms on a slow machine).
    warmWorkers();
    setSetup((current) => ({ ...current, ...detectLayout(outcome.source.preview) }));
    setPhase({ kind: 'ready' });
    setProblem(undefined);
  };

  const startReading = () => {
    run.current?.cancel();
    run.current = undefined;
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    return controller;
  };

  const onFile = (file: File) => {
    const controller = startReading();
    setPhase({ kind: 'reading', percent: 0 });
    setProblem(undefined);
    let shownPercent = -1;
    readFile(file, {
      signal: controller.signal,
      onProgress: (bytes) => {
        const percent = Math.floor((bytes / Math.max(1, file.size)) * 100);
        if (percent === shownPercent) return;
        shownPercent = percent;
        setPhase({ kind: 'reading', percent });
      },
    }).then(
      (outcome) => {
        if (reading.current === controller) accept(outcome, file.name.replace(/\.[^.]*$/, '') || 'list');
      },
      (error: unknown) => {
        if (!(error instanceof ReadCancelled) && reading.current === controller) accept({ ok: false, problem: 'unreadable' }, '');
      },
    );
  };

  const onText = (text: string) => {
    startReading();
    accept(readText(text), 'list');
  };

  const changeSetup = (next: Setup) => {
    const sameJob =
      next.phoneColumn === setup.phoneColumn && next.countryColumn === setup.countryColumn && next.defaultCountry === setup.defaultCountry;
    setSetup(next);
    // Other columns or country: the results no longer answer the question; a header toggle only moves the first row.
    if (!sameJob && phase.kind === 'done') setPhase({ kind: 'ready' });
    else if (next.hasHeader !== setup.hasHeader && isFiltered(filter)) applyFilter(filter, next.hasHeader ? 1 : 0);
  };

  const start = () => {
    if (!source) return;
    run.current?.cancel();
    setProblem(undefined);
    filterJob.current?.abort();
    setFilter(NO_FILTER);
    setShown(undefined);
    setFiltering(false);
    const started = performance.now();
    const total = source.store.count;
    let lastRender = 0;
    let quarter = 0;
    setPhase({ kind: 'running', progress: { done: 0, total, rowsPerSecond: 0, secondsLeft: undefined } });
    setAnnouncement('');
    const current = runBatch(
      { store: source.store, phoneColumn: setup.phoneColumn, countryColumn: setup.countryColumn, defaultCountry: setup.defaultCountry },
      {
        createWorker: () => workers().take(),
        workers: workerCount(navigator.hardwareConcurrency),
        onProgress: (progress) => {
          const reached = Math.floor((progress.done / progress.total) * 4);
          if (reached > quarter && reached < 4) {
            quarter = reached;
            setAnnouncement(t.milestone(reached * 25));
          }
          // A few renders a second: progress costs the page almost nothing.
          const now = performance.now();
          if (now - lastRender < 150) return;
          lastRender = now;
          setPhase({ kind: 'running', progress });
        },
      },
    );
    run.current = current;
    current.done.then(
      (done) => {
        if (run.current !== current) return;
        const seconds = (performance.now() - started) / 1000;
        // A transition: the summary, table and chart render in slices React yields between, not one long task.
        startTransition(() => setPhase({ kind: 'done', results: done, seconds }));
        setAnnouncement(t.finished(Math.max(0, done.count - firstRow), seconds));
      },
      (error: unknown) => {
        if (run.current !== current) return;
        if (error instanceof BatchCancelled) {
          setPhase({ kind: 'cancelled' });
          setAnnouncement(t.cancelled);
        } else {
          setPhase({ kind: 'ready' });
          setProblem(t.problems.worker);
        }
      },
    );
  };

  const cancel = () => run.current?.cancel();

  // The filter runs in slices; a newer filter aborts an older one.
  const applyFilter = (next: RowFilter, from = firstRow) => {
    setFilter(next);
    filterJob.current?.abort();
    if (!results || !source || !isFiltered(next)) {
      setShown(undefined);
      setFiltering(false);
      return;
    }
    const controller = new AbortController();
    filterJob.current = controller;
    setFiltering(true);
    filterRows(source.store, results, from, next, controller.signal).then(
      (rows) => {
        setShown(rows);
        setFiltering(false);
      },
      (error: unknown) => {
        if (!(error instanceof SliceAborted)) throw error;
      },
    );
  };

  const exportCsv = async () => {
    if (!source || !results) return;
    setExporting(true);
    setAnnouncement(t.exporting);
    try {
      const parts = await buildExport(source.store, results, firstRow, {
        header: setup.hasHeader ? cellsAt(source.store, 0) : undefined,
        columnName: t.column,
        phoneColumn: setup.phoneColumn,
        ...choices,
      });
      const tsv = source.store.delimiter === '\t';
      // Each part encoded to UTF-8 in its own slice: one Blob of 60 MB of strings blocks the page ~300 ms.
      const blobs: Blob[] = [];
      await forEachSliced(0, parts.length, (i) => {
        blobs.push(new Blob([parts[i] ?? '']));
        // Merged as they come, so the last Blob is made of a few pieces, not hundreds.
        if (blobs.length === 32) blobs.splice(0, 32, new Blob(blobs));
      });
      // A byte-order mark, so spreadsheets read the UTF-8 as UTF-8.
      download(new Blob(['\uFEFF', ...blobs], { type: tsv ? 'text/tab-separated-values' : 'text/csv' }), `${fileName}-clean.${tsv ? 'tsv' : 'csv'}`);
      setAnnouncement('');
    } finally {
      setExporting(false);
    }
  };

  const copyValid = async () => {
    if (!source || !results) return;
    const numbers: string[] = [];
    await forEachSliced(firstRow, results.count, (row) => {
      if (results.status[row] === 1) numbers.push(e164At(results, source.store, row));
    });
    try {
      await navigator.clipboard.writeText(numbers.join('\n'));
      setAnnouncement(t.copied(numbers.length));
    } catch {
      setAnnouncement(t.copyFailed);
    }
  };

  const running = phase.kind === 'running';
  const busy = running || phase.kind === 'reading';
  const rowsInList = source ? Math.max(0, source.store.count - firstRow) : 0;
  const columns = source ? Math.max(source.store.columns, ...source.preview.map((r) => r.length)) : 0;
  const shownCount = shown ? shown.length : rowsInList;
  const noPhones = source !== undefined && phase.kind !== 'reading' && !phonesIn(source, setup);
  const message = problem ?? (noPhones ? t.problems['no-phone-column'] : undefined);

  return (
    <main className="tf-screen tf-batch" aria-labelledby="tf-batch-title">
      <h1 id="tf-batch-title">{t.title}</h1>
      <p>{t.intro}</p>

      <SourcePanel t={t} busy={running} onFile={onFile} onText={onText} />

      {phase.kind === 'reading' && <p className="tf-batch__note">{t.reading(phase.percent)}</p>}
      {message && (
        <p className="tf-batch__problem" role="alert">
          {message}
        </p>
      )}

      {source && phase.kind !== 'reading' && (
        <>
          <p className="tf-batch__note">
            {t.encoding(ENCODING_NAMES[source.encoding] ?? source.encoding)}
            {source.replaced > 0 && ` ${t.replaced(source.replaced)}`}
          </p>
          <fieldset className="tf-batch__fieldset" disabled={running}>
            <SetupPanel
              t={t}
              locale={locale}
              preview={source.preview}
              rows={rowsInList}
              columns={columns}
              setup={setup}
              onChange={changeSetup}
            />
          </fieldset>
          <div className="tf-batch__actions">
            <button type="button" className="tf-batch__primary" onClick={start} disabled={busy || rowsInList === 0 || noPhones}>
              {t.start}
            </button>
            {running && (
              <button type="button" onClick={cancel}>
                {t.cancel}
              </button>
            )}
          </div>
        </>
      )}

      {phase.kind === 'running' && <ProgressPanel t={t} progress={phase.progress} />}
      <p className="tf-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {phase.kind === 'cancelled' && <p className="tf-batch__note">{t.cancelled}</p>}

      {phase.kind === 'done' && source && summary && (
        <>
          <p className="tf-batch__note">{t.finished(summary.rows, phase.seconds)}</p>
          <SummaryPanel t={t} locale={locale} summary={summary} countryName={countryName} />
          <section className="tf-batch__results">
            <div className="tf-batch__filters">
              <label className="tf-batch__field">
                {t.filterStatus}
                <select value={filter.status} onChange={(e) => applyFilter({ ...filter, status: e.target.value as RowFilter['status'] })}>
                  <option value="">{t.all}</option>
                  {(['valid', 'invalid', 'empty'] as const).map((s) => (
                    <option key={s} value={s}>
                      {t.statuses[s]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="tf-batch__field">
                {t.filterCountry}
                <select value={filter.country} onChange={(e) => applyFilter({ ...filter, country: e.target.value })}>
                  <option value="">{t.all}</option>
                  {summary.countries.map((code) => (
                    <option key={code} value={code}>
                      {countryName(code)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="tf-batch__field">
                {t.search}
                <input type="search" value={filter.query} onChange={(e) => applyFilter({ ...filter, query: e.target.value })} />
              </label>
            </div>
            <p aria-live="polite">{filtering ? t.filtering : t.shown(shownCount, rowsInList)}</p>
            <ResultsTable
              t={t}
              store={source.store}
              results={phase.results}
              rows={shown}
              firstRow={firstRow}
              phoneColumn={setup.phoneColumn}
              label={t.shown(shownCount, rowsInList)}
              countryName={countryName}
            />
            <ExportPanel
              t={t}
              choices={choices}
              busy={exporting}
              onChange={setChoices}
              onExport={() => void exportCsv()}
              onCopy={() => void copyValid()}
            />
          </section>
        </>
      )}
    </main>
  );
}
