import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CountryPicker } from '../../components/country-picker/country-picker';
import { useLocale } from '../../components/i18n/locale-context';
import { PICKER_LABELS } from '../../components/i18n/picker-labels';
import type { CountryCode } from '../../phone/countries';
import { countryIndex } from '../../react/country-picker/country-index';
import { detectHeader } from './csv';
import { BATCH_MESSAGES } from './batch-messages';
import { exportCsv, unsafeCell } from './export-csv';
import type { RowResult } from './normalise-row';
import { readPasted, readTable, type ReadResult } from './read-file';
import { ResultsTable } from './results-table';
import { BatchCancelled, runBatch, type BatchProgress, type BatchRun } from './run-batch';
import { filterRows, summarise } from './summarise';
import './batch.css';

type Phase =
  | { readonly kind: 'input' }
  | { readonly kind: 'ready' }
  | { readonly kind: 'running'; readonly progress: BatchProgress }
  | { readonly kind: 'done'; readonly results: RowResult[]; readonly seconds: number }
  | { readonly kind: 'cancelled' };

function createWorker() {
  return new Worker(new URL('./batch-worker.ts', import.meta.url), { type: 'module' });
}

export function BatchScreen() {
  const { locale } = useLocale();
  const t = BATCH_MESSAGES[locale];
  const names = countryIndex(locale);
  const countryName = useCallback((code: string) => names.byCode.get(code as CountryCode)?.name ?? code, [names]);
  const [table, setTable] = useState<Extract<ReadResult, { ok: true }>>();
  const [problem, setProblem] = useState<string>();
  const [hasHeader, setHasHeader] = useState(false);
  const [phoneColumn, setPhoneColumn] = useState(0);
  const [country, setCountry] = useState<CountryCode | undefined>('US');
  const [phase, setPhase] = useState<Phase>({ kind: 'input' });
  const [pasted, setPasted] = useState('');
  const [filter, setFilter] = useState({ status: '', country: '', query: '' });
  const [onlyValid, setOnlyValid] = useState(false);
  const [writeBack, setWriteBack] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const run = useRef<BatchRun | undefined>(undefined);

  useEffect(() => () => run.current?.cancel(), []);

  const accept = (result: ReadResult) => {
    run.current?.cancel();
    if (!result.ok) {
      setProblem(t.problems[result.problem]);
      setTable(undefined);
      setPhase({ kind: 'input' });
      return;
    }
    // Cells were escaped against formulas by our own export: read them back as they were.
    const rows = result.rows.map((row) => row.map(unsafeCell));
    const detected = detectHeader(rows);
    setProblem(undefined);
    setTable({ ...result, rows });
    setHasHeader(detected.hasHeader);
    setPhoneColumn(detected.phoneColumn);
    setPhase({ kind: 'ready' });
  };

  const onFile = async (file: File | undefined) => {
    if (file) accept(await readTable(file));
  };

  const body = useMemo(() => (table ? (hasHeader ? table.rows.slice(1) : table.rows) : []), [table, hasHeader]);
  const cells = useMemo(() => body.map((row) => row[phoneColumn] ?? ''), [body, phoneColumn]);
  const width = table ? Math.max(...table.rows.slice(0, 50).map((r) => r.length)) : 0;

  const start = () => {
    if (!table) return;
    if (!cells.some((cell) => /\d/.test(cell))) {
      setProblem(t.problems['no-phone-column']);
      return;
    }
    setProblem(undefined);
    const started = performance.now();
    const workers = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 8));
    let lastShown = 0;
    setPhase({ kind: 'running', progress: { done: 0, total: cells.length, rowsPerSecond: 0, secondsLeft: undefined } });
    const current = runBatch(
      { cells, defaultCountry: country },
      {
        createWorker,
        workers,
        onProgress: (progress) => {
          // At most ten progress renders a second: the page stays responsive for a million rows.
          const now = performance.now();
          if (now - lastShown < 100 && progress.done < progress.total) return;
          lastShown = now;
          setPhase({ kind: 'running', progress });
        },
      },
    );
    run.current = current;
    current.done.then(
      (results) => {
        const seconds = (performance.now() - started) / 1000;
        setPhase({ kind: 'done', results, seconds });
        setAnnouncement(t.finished(results.length, seconds));
      },
      (error: unknown) => {
        if (error instanceof BatchCancelled) {
          setPhase({ kind: 'cancelled' });
          setAnnouncement(t.cancelled);
        } else {
          setProblem(t.problems.worker);
          setPhase({ kind: 'ready' });
        }
      },
    );
  };

  const results = phase.kind === 'done' ? phase.results : undefined;
  const summary = useMemo(() => (results ? summarise(results) : undefined), [results]);
  const shownRows = useMemo(() => (results ? filterRows(cells, results, filter) : []), [cells, results, filter]);

  const download = () => {
    if (!table || !results) return;
    const csv = exportCsv(body, results, {
      delimiter: table.delimiter,
      header: hasHeader ? table.rows[0] : undefined,
      phoneColumn,
      onlyValid,
      writeBack,
    });
    const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'telfield-clean.csv';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const copyValid = async () => {
    if (!results) return;
    const valid = results.filter((r) => r.status === 'valid').map((r) => r.e164);
    await navigator.clipboard?.writeText(valid.join('\n'));
    setAnnouncement(t.copied(valid.length));
  };

  const countriesInResults = summary ? summary.topCountries.map(([code]) => code) : [];
  const maxCountry = summary?.topCountries[0]?.[1] ?? 1;

  return (
    <main className="tf-screen tf-batch" aria-labelledby="tf-batch-title">
      <h1 id="tf-batch-title">{t.title}</h1>
      <p>{t.intro}</p>

      <label
        className="tf-batch__drop"
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          void onFile(event.dataTransfer.files[0]);
        }}
      >
        <span>{t.dropHere}</span>
        <span className="tf-batch__file-label">{t.file}</span>
        <input
          type="file"
          aria-label={t.file}
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
          onChange={(event) => void onFile(event.currentTarget.files?.[0])}
        />
      </label>

      <div className="tf-batch__paste">
        <label htmlFor="tf-batch-paste">{t.paste}</label>
        <textarea id="tf-batch-paste" rows={5} value={pasted} onChange={(event) => setPasted(event.target.value)} dir="ltr" />
        <button type="button" onClick={() => accept(readPasted(pasted))}>
          {t.usePasted}
        </button>
      </div>

      {problem && (
        <p className="tf-batch__problem" role="alert">
          {problem}
        </p>
      )}

      {table && (
        <section className="tf-batch__setup" aria-label={t.preview(body.length)}>
          <h2>{t.preview(body.length)}</h2>
          <div className="tf-batch__preview">
            <table>
              <tbody>
                {table.rows.slice(0, 6).map((row, i) => (
                  <tr key={i}>
                    {Array.from({ length: width }, (_, c) => (
                      <td key={c} className={c === phoneColumn ? 'tf-batch__phone' : undefined}>
                        {row[c] ?? ''}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <label className="tf-batch__check">
            <input type="checkbox" checked={hasHeader} onChange={(event) => setHasHeader(event.target.checked)} /> {t.hasHeader}
          </label>
          <label className="tf-batch__field">
            {t.phoneColumn}
            <select value={phoneColumn} onChange={(event) => setPhoneColumn(Number(event.target.value))}>
              {Array.from({ length: width }, (_, c) => (
                <option key={c} value={c}>
                  {hasHeader && table.rows[0]?.[c] ? table.rows[0][c] : t.column(c + 1)}
                </option>
              ))}
            </select>
          </label>
          <div className="tf-batch__field">
            <span>{t.defaultCountry}</span>
            <CountryPicker value={country} onChange={setCountry} locale={locale} labels={PICKER_LABELS[locale]} />
          </div>
          <div className="tf-batch__actions">
            <button type="button" onClick={start} disabled={phase.kind === 'running'}>
              {t.start}
            </button>
            {phase.kind === 'running' && (
              <button type="button" onClick={() => run.current?.cancel()}>
                {t.cancel}
              </button>
            )}
          </div>
        </section>
      )}

      {phase.kind === 'running' && (
        <div className="tf-batch__progress">
          <progress
            aria-label={t.progress}
            max={phase.progress.total}
            value={phase.progress.done}
            aria-valuenow={phase.progress.done}
            aria-valuemin={0}
            aria-valuemax={phase.progress.total}
          />
          <p>{t.progressText(phase.progress.done, phase.progress.total, phase.progress.rowsPerSecond, phase.progress.secondsLeft)}</p>
        </div>
      )}

      <p className="tf-visually-hidden" role="status">
        {announcement}
      </p>
      {phase.kind === 'done' && <p>{t.finished(phase.results.length, phase.seconds)}</p>}
      {phase.kind === 'cancelled' && <p>{t.cancelled}</p>}

      {results && summary && (
        <section className="tf-batch__results" aria-labelledby="tf-batch-summary">
          <h2 id="tf-batch-summary">{t.summary}</h2>
          <dl className="tf-batch__counts">
            {(['valid', 'invalid', 'empty'] as const).map((status) => (
              <div key={status}>
                <dt>{t.statuses[status]}</dt>
                <dd data-testid={`count-${status}`}>{(summary.byStatus[status] ?? 0).toLocaleString(locale)}</dd>
              </div>
            ))}
          </dl>
          {summary.byReason.length > 0 && (
            <>
              <h3>{t.reasons}</h3>
              <ul>
                {summary.byReason.map(([reason, n]) => (
                  <li key={reason}>
                    {reason}: {n.toLocaleString(locale)}
                  </li>
                ))}
              </ul>
            </>
          )}
          <h3>{t.topCountries}</h3>
          <ul className="tf-batch__chart">
            {summary.topCountries.map(([code, n]) => (
              <li key={code}>
                <span>{countryName(code)}</span>
                <meter min={0} max={maxCountry} value={n} aria-label={countryName(code)} />
                <span>{n.toLocaleString(locale)}</span>
              </li>
            ))}
          </ul>

          <div className="tf-batch__filters">
            <label>
              {t.filterStatus}
              <select value={filter.status} onChange={(e) => setFilter({ ...filter, status: e.target.value })}>
                <option value="">{t.all}</option>
                {(['valid', 'invalid', 'empty'] as const).map((s) => (
                  <option key={s} value={s}>
                    {t.statuses[s]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t.filterCountry}
              <select value={filter.country} onChange={(e) => setFilter({ ...filter, country: e.target.value })}>
                <option value="">{t.all}</option>
                {countriesInResults.map((code) => (
                  <option key={code} value={code}>
                    {countryName(code)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t.search}
              <input type="search" value={filter.query} onChange={(e) => setFilter({ ...filter, query: e.target.value })} />
            </label>
          </div>
          <p>{t.shown(shownRows.length, results.length)}</p>
          <ResultsTable cells={cells} results={results} rows={shownRows} countryName={countryName} t={t} />

          <div className="tf-batch__export">
            <label className="tf-batch__check">
              <input type="checkbox" checked={onlyValid} onChange={(e) => setOnlyValid(e.target.checked)} /> {t.onlyValid}
            </label>
            <label className="tf-batch__check">
              <input type="checkbox" checked={writeBack} onChange={(e) => setWriteBack(e.target.checked)} /> {t.writeBack}
            </label>
            <button type="button" onClick={download}>
              {t.exportCsv}
            </button>
            <button type="button" onClick={() => void copyValid()}>
              {t.copyValid}
            </button>
          </div>
        </section>
      )}
    </main>
  );
}
