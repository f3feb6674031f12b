import { startTransition, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useLocale } from '../../components/i18n/locale-context';
import { defaultCountry as guessCountry } from '../../phone/plan/default-country';
import { BATCH_MESSAGES } from './batch-messages';
import {
  batchReducer,
  canStart,
  firstRowOf,
  initialBatchSession,
  listOf,
  problemOf,
  rowsInList,
  type BatchHandoff,
  type BatchPhase,
  type BatchProblem,
  type BatchSession,
} from './batch-session';
import {
  readFile,
  ReadCancelled,
  readText,
  readTextInSlices,
  type ReadOutcome,
  type Source,
} from './intake/read-source';
import type { Setup } from './intake/setup-panel';
import { detectLayout, type TextEncoding } from './intake/sniff';
import { isSpreadsheet } from './intake/spreadsheet-file';
import { e164At, findDuplicates, type BatchResults } from './results/batch-results';
import { countryNameTable } from '../../react/country-picker/country-name-table';
import { writeExport, type ExportOptions } from './results/export-csv';
import type { ExportChoices } from './results/export-panel';
import { filterRows, isFiltered, summarise, type BatchSummary, type RowFilter } from './results/summarise';
import { cellsAt } from './run/row-store';
import { BatchCancelled, runBatch, workerCount, type BatchRun } from './run/run-batch';
import { forEachSliced, SliceAborted } from './run/time-slice';
import { createWarmWorkers, warmUpSample, type WarmWorkers } from './run/warm-workers';

export interface BatchSessionApi {
  readonly session: BatchSession;
  readonly phase: BatchPhase;
  readonly setup: Setup;
  /** The list on screen: none before one is read, nor while the next one is. */
  readonly source: Source | undefined;
  readonly firstRow: number;
  /** Rows below the header. */
  readonly rows: number;
  readonly problem: BatchProblem | undefined;
  readonly canStart: boolean;
  readonly summary: BatchSummary | undefined;
  /** What the polite live region says: milestones, the end of a run, an export, a copy. */
  readonly announcement: string;
  readonly loadedFile: { readonly name: string; readonly bytes: number } | undefined;
  readonly openFile: (file: File) => void;
  /** Reads the last file again in another encoding. */
  readonly rereadAs: (encoding: TextEncoding) => void;
  /** A spreadsheet's sheets and the one read; undefined for CSV files and pasted text. */
  readonly sheets: { readonly names: readonly string[]; readonly current: string } | undefined;
  /** Reads another sheet of the spreadsheet. */
  readonly openSheet: (sheet: string) => void;
  /** Reads the last file again with its quotes as plain text (one left open swallowed the rest). */
  readonly rereadWithoutQuotes: () => void;
  readonly openText: (text: string) => void;
  readonly changeSetup: (setup: Setup) => void;
  readonly start: () => void;
  readonly cancel: () => void;
  readonly changeFilter: (filter: RowFilter) => void;
  readonly changeChoices: (choices: ExportChoices) => void;
  readonly exportCsv: () => Promise<void>;
  /** The same export as an Excel workbook (.xlsx). */
  readonly exportXlsx: () => Promise<void>;
  readonly copyValid: () => Promise<void>;
}

function createWorker() {
  return new Worker(new URL('./run/batch-worker.ts', import.meta.url), { type: 'module' });
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

const fileNameOf = (file: File) => file.name.replace(/\.[^.]*$/, '') || 'list';

/** The list cleaner's session: the reducer in batch-session.ts, and the reading, workers, filters, export and clipboard it needs. */
export function useBatchSession(handoff?: BatchHandoff): BatchSessionApi {
  const { locale } = useLocale();
  const t = BATCH_MESSAGES[locale];
  const [session, dispatch] = useReducer(batchReducer, undefined, () =>
    initialBatchSession(
      handoff?.country ?? guessCountry({ stored: undefined, languages: navigator.languages ?? [] }) ?? 'US',
    ),
  );
  // Numbers handed over are read at once and, once read, cleaned without another press.
  const startHandoff = useRef(handoff !== undefined);
  const [announcement, setAnnouncement] = useState('');
  // The file being read or read (its name and size are shown); undefined for pasted text.
  const [loadedFile, setLoadedFile] = useState<{ readonly name: string; readonly bytes: number }>();
  const run = useRef<BatchRun | undefined>(undefined);
  const reading = useRef<AbortController | undefined>(undefined);
  // An export under way: leaving the screen (or a new list) stops it, and nothing is downloaded.
  const exporting = useRef<AbortController | undefined>(undefined);
  const warm = useRef<WarmWorkers | undefined>(undefined);
  const workers = () => (warm.current ??= createWarmWorkers(createWorker));
  // Started once a list is read, so that Start finds them with the metadata loaded (while a person sets up).
  const warmWorkers = (source: Source) =>
    workers().warm(
      workerCount(navigator.hardwareConcurrency),
      warmUpSample(source.store, { ...session.setup, ...detectLayout(source.preview) }),
    );

  useEffect(
    () => () => {
      run.current?.cancel();
      reading.current?.abort();
      exporting.current?.abort();
      warm.current?.dispose();
    },
    [],
  );

  const { phase, setup } = session;
  const list = listOf(phase);
  const firstRow = firstRowOf(setup);
  const done = phase.kind === 'done' ? phase : undefined;
  const store = done?.source.store;
  const results = done?.results;
  const filter = done?.filter;
  // Counted again once the duplicates are found (they are marked on the results themselves).
  const [duplicatesFound, setDuplicatesFound] = useState<BatchResults>();
  const duplicates = useRef<Promise<void> | undefined>(undefined);
  const summary = useMemo(
    () => (results ? summarise(results, firstRow) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [results, firstRow, duplicatesFound],
  );

  // Duplicates are marked once the results are on screen (an effect runs after they are drawn), in slices (~0.2 s
  // for a million rows): the summary and the table count them once found, and an export waits for them.
  const duplicatesOf = useRef<BatchResults | undefined>(undefined);
  useEffect(() => {
    if (!store || !results || duplicatesOf.current === results) return;
    duplicatesOf.current = results;
    duplicates.current = findDuplicates(results, store, firstRow).then(() => setDuplicatesFound(results));
  }, [store, results, firstRow]);

  // The filter runs in slices; a newer filter (or first row, or list) aborts an older one.
  useEffect(() => {
    if (!store || !results || !filter || !isFiltered(filter)) return;
    const controller = new AbortController();
    filterRows(store, results, firstRow, filter, controller.signal).then(
      (rows) => {
        if (!controller.signal.aborted) dispatch({ type: 'filtered', filter, firstRow, rows });
      },
      (error: unknown) => {
        if (!(error instanceof SliceAborted)) throw error;
      },
    );
    return () => controller.abort();
  }, [store, results, firstRow, filter]);

  const accept = (outcome: ReadOutcome, fileName: string) => {
    // Not while reading: starting workers then took the cores from the reading (tasks over 50 ms on a slow machine).
    if (outcome.ok) warmWorkers(outcome.source);
    dispatch({ type: 'read-finished', outcome, fileName });
  };

  const startReading = () => {
    exporting.current?.abort();
    run.current?.cancel();
    run.current = undefined;
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    return controller;
  };

  // A spreadsheet's sheets and the one read (undefined for a CSV file or pasted text).
  const [sheets, setSheets] = useState<{ readonly names: readonly string[]; readonly current: string }>();
  // The file read last, so that it can be read again in another encoding.
  const lastFile = useRef<File | undefined>(undefined);
  const openFile = (file: File, encoding?: TextEncoding, quoted?: boolean, sheet?: string) => {
    const controller = startReading();
    lastFile.current = file;
    setLoadedFile({ name: file.name, bytes: file.size });
    dispatch({ type: 'read-started' });
    if (isSpreadsheet(file)) {
      openSpreadsheet(file, controller, sheet);
      return;
    }
    setSheets(undefined);
    let shownPercent = 0;
    readFile(file, {
      encoding,
      quoted,
      signal: controller.signal,
      onProgress: (bytes) => {
        const percent = Math.floor((bytes / Math.max(1, file.size)) * 100);
        if (percent === shownPercent) return;
        shownPercent = percent;
        dispatch({ type: 'read-progressed', percent });
      },
    }).then(
      (outcome) => {
        if (reading.current === controller) accept(outcome, fileNameOf(file));
      },
      (error: unknown) => {
        if (!(error instanceof ReadCancelled) && reading.current === controller)
          accept({ ok: false, problem: 'unreadable' }, '');
      },
    );
  };

  /** A .xlsx file: its reader is fetched now, the sheet is turned into CSV text and read as a paste is. */
  const openSpreadsheet = (file: File, controller: AbortController, sheet: string | undefined) => {
    import('./intake/read-spreadsheet')
      .then(({ readSpreadsheet }) => readSpreadsheet(file, sheet))
      .then(async (read) => {
        if (reading.current !== controller) return;
        setSheets({ names: read.sheets, current: read.sheet });
        const outcome: ReadOutcome =
          read.text === ''
            ? { ok: false, problem: 'empty' }
            : await readTextInSlices(read.text, controller.signal, ',');
        if (reading.current === controller) accept(outcome, fileNameOf(file));
      })
      .catch((error: unknown) => {
        if (!(error instanceof ReadCancelled) && reading.current === controller)
          accept({ ok: false, problem: 'unreadable' }, '');
      });
  };

  const openText = (text: string) => {
    const controller = startReading();
    setSheets(undefined);
    lastFile.current = undefined;
    setLoadedFile(undefined);
    // A long paste is read a slice per task (a million lines never block the page); a short one at once.
    if (text.length <= 64 * 1024) {
      accept(readText(text), 'list');
      return;
    }
    dispatch({ type: 'read-started' });
    readTextInSlices(text, controller.signal).then(
      (outcome) => {
        if (reading.current === controller) accept(outcome, 'list');
      },
      (error: unknown) => {
        if (!(error instanceof ReadCancelled)) throw error;
      },
    );
  };

  useEffect(() => {
    // Numbers handed over by another screen are read as a paste would be, once, when the screen opens.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (handoff) openText(handoff.lines.join('\n'));
    // Only the handoff the screen opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const start = () => {
    if (!list || phase.kind === 'running') return;
    const { source } = list;
    run.current?.cancel();
    const started = performance.now();
    let lastRender = 0;
    let quarter = 0;
    dispatch({ type: 'run-started' });
    setAnnouncement('');
    const current = runBatch(
      {
        store: source.store,
        phoneColumn: setup.phoneColumn,
        countryColumn: setup.countryColumn,
        defaultCountry: setup.defaultCountry,
        // Names as the picker knows them ('Australia', 'Deutschland', 'deu', '+61'), only when a column holds them.
        countryNames: setup.countryColumn === undefined ? undefined : countryNameTable([locale]),
      },
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
          dispatch({ type: 'run-progressed', progress });
        },
      },
    );
    run.current = current;
    current.done.then(
      (results) => {
        if (run.current !== current) return;
        const seconds = (performance.now() - started) / 1000;
        // A transition: the summary, table and chart render in slices React yields between, not one long task.
        startTransition(() => dispatch({ type: 'run-finished', results, seconds }));
        setAnnouncement(t.finished(Math.max(0, results.count - firstRow), seconds));
      },
      (error: unknown) => {
        if (run.current !== current) return;
        if (error instanceof BatchCancelled) {
          dispatch({ type: 'run-cancelled' });
          setAnnouncement(t.cancelled);
        } else {
          dispatch({ type: 'run-failed' });
        }
      },
    );
  };

  useEffect(() => {
    if (startHandoff.current && phase.kind === 'loaded') {
      startHandoff.current = false;
      // A press on the Check screen asked for this run; it starts as soon as its list is read.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (canStart(session)) start();
    }
  });

  /** An export under way, with its options: CSV text parts, or a workbook; the download when it is done. */
  const runExport = async (
    write: (
      list: NonNullable<typeof done>,
      options: ExportOptions,
      signal: AbortSignal,
    ) => Promise<Blob | undefined>,
  ) => {
    if (!done) return;
    const { source } = done;
    dispatch({ type: 'export-started' });
    setAnnouncement(t.exporting);
    exporting.current?.abort();
    const controller = new AbortController();
    exporting.current = controller;
    try {
      await duplicates.current;
      const header = setup.hasHeader ? cellsAt(source.store, 0) : undefined;
      const filtered = done.shown !== undefined && session.choices.rows === 'shown';
      const blob = await write(
        done,
        {
          header,
          // The rows as the first rows are: one odd wide row does not widen every other.
          width: header?.length ?? Math.max(1, ...source.preview.slice(0, 50).map((row) => row.length)),
          columnName: t.column,
          phoneColumn: setup.phoneColumn,
          ...session.choices,
          rows: filtered ? 'shown' : session.choices.rows === 'shown' ? 'all' : session.choices.rows,
          shown: filtered ? done.shown : undefined,
        },
        controller.signal,
      );
      setAnnouncement(blob ? '' : t.tooManyForSpreadsheet);
    } catch (error) {
      if (!(error instanceof SliceAborted)) throw error;
    } finally {
      if (exporting.current === controller) exporting.current = undefined;
      dispatch({ type: 'export-finished' });
    }
  };

  const exportCsv = () =>
    runExport(async ({ source, results, fileName }, options, signal) => {
      const tsv = source.store.delimiter === '\t';
      // Each part becomes a Blob as soon as it is made (encoded to UTF-8 in the slice that made it), so the export's
      // text never piles up as strings; merged as they come, so the last Blob is made of a few pieces, not hundreds.
      const blobs: Blob[] = [];
      await writeExport(
        source.store,
        results,
        firstRow,
        options,
        (part) => {
          blobs.push(new Blob([part]));
          if (blobs.length === 32) blobs.splice(0, 32, new Blob(blobs));
        },
        signal,
      );
      // A byte-order mark, so spreadsheets read the UTF-8 as UTF-8.
      const blob = new Blob(['\uFEFF', ...blobs], { type: tsv ? 'text/tab-separated-values' : 'text/csv' });
      download(blob, `${fileName}-clean.${tsv ? 'tsv' : 'csv'}`);
      return blob;
    });

  // The workbook writer is fetched only when a workbook is asked for.
  const exportXlsx = () =>
    runExport(async ({ source, results, fileName }, options, signal) => {
      const { buildXlsx, TooManyRowsForSpreadsheet } = await import('./results/export-xlsx');
      try {
        const blob = await buildXlsx(source.store, results, firstRow, options, signal);
        download(blob, `${fileName}-clean.xlsx`);
        return blob;
      } catch (error) {
        if (error instanceof TooManyRowsForSpreadsheet) return undefined;
        throw error;
      }
    });

  const copyValid = async () => {
    if (!done) return;
    const { source, results } = done;
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

  return {
    session,
    phase,
    setup,
    source: list?.source,
    firstRow,
    rows: rowsInList(session),
    problem: problemOf(session),
    canStart: canStart(session),
    summary,
    announcement,
    loadedFile,
    openFile,
    rereadAs: (encoding) => {
      if (lastFile.current) openFile(lastFile.current, encoding, list?.source.store.quoted);
    },
    sheets,
    openSheet: (sheet) => {
      if (lastFile.current) openFile(lastFile.current, undefined, undefined, sheet);
    },
    rereadWithoutQuotes: () => {
      if (lastFile.current) openFile(lastFile.current, list?.source.encoding, false);
    },
    openText,
    changeSetup: (next) => dispatch({ type: 'setup-changed', setup: next }),
    start,
    cancel: () => run.current?.cancel(),
    changeFilter: (next) => dispatch({ type: 'filter-changed', filter: next }),
    changeChoices: (choices) => dispatch({ type: 'choices-changed', choices }),
    exportCsv,
    exportXlsx,
    copyValid,
  };
}
