import { useEffect, useRef, type Dispatch } from 'react';
import type { BatchAction, BatchSession, DonePhase } from './batch-session';
import type { BatchMessages } from './messages/batch-messages';
import { cellsAt } from '../../list/table/row-store';
import { forEachSliced, SliceAborted } from '../../list/table/time-slice';
import { exportWidth, writeExport, type ExportOptions } from '../../list/results/export-csv';
import { e164At, VALID } from '../../list/results/row-view';

export interface BatchExport {
  readonly exportCsv: () => Promise<void>;
  /** The same export as an Excel workbook (.xlsx). */
  readonly exportXlsx: () => Promise<void>;
  /** Copies the valid numbers of every phone column, row by row; each once when `unique`. */
  readonly copyValid: (unique: boolean) => Promise<void>;
  /** Stops an export under way (a new list): nothing is downloaded. */
  readonly abort: () => void;
}

export interface BatchExportNeeds {
  readonly session: BatchSession;
  readonly done: DonePhase | undefined;
  readonly firstRow: number;
  readonly t: BatchMessages;
  readonly dispatch: Dispatch<BatchAction>;
  readonly announce: (text: string) => void;
  /** Settles once the duplicates are marked: the export writes phone_duplicate_of. */
  readonly duplicatesMarked: () => Promise<void> | undefined;
}

interface ExportJob {
  readonly list: DonePhase;
  readonly firstRow: number;
  readonly options: ExportOptions;
  readonly signal: AbortSignal;
}

/** Writes and downloads a file of a finished list; undefined when the list does not fit in one. */
type Writer = (job: ExportJob) => Promise<Blob | undefined>;

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has its own copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const writeCsv: Writer = async ({ list: { source, results, fileName }, firstRow, options, signal }) => {
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
};

// The workbook writer is fetched only when a workbook is asked for.
const writeXlsx: Writer = async ({ list: { source, results, fileName }, firstRow, options, signal }) => {
  const { buildXlsx, TooManyRowsForSpreadsheet } = await import('../../list/results/export-xlsx');
  try {
    const blob = await buildXlsx(source.store, results, firstRow, options, signal);
    download(blob, `${fileName}-clean.xlsx`);
    return blob;
  } catch (error) {
    if (error instanceof TooManyRowsForSpreadsheet) return undefined;
    throw error;
  }
};

/** The export's options: the person's choices, with the list's header and width, in the UI language. */
function exportOptions({ setup, choices }: BatchSession, list: DonePhase, t: BatchMessages): ExportOptions {
  const { source } = list;
  const header = setup.hasHeader ? cellsAt(source.store, 0) : undefined;
  const filtered = list.shown !== undefined && choices.rows === 'shown';
  return {
    header,
    width: exportWidth(source.preview, header),
    columnName: t.column,
    phoneColumns: setup.phoneColumns,
    ...choices,
    rows: filtered ? 'shown' : choices.rows === 'shown' ? 'all' : choices.rows,
    shown: filtered ? list.shown : undefined,
  };
}

/** A finished list out: exported as CSV or a workbook, or its valid numbers copied. Leaving the screen stops an export. */
export function useBatchExport(needs: BatchExportNeeds): BatchExport {
  const { session, done, firstRow, t, dispatch, announce } = needs;
  // An export under way: leaving the screen (or a new list) stops it, and nothing is downloaded.
  const exporting = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => exporting.current?.abort(), []);

  const run = async (write: Writer) => {
    if (!done) return;
    dispatch({ type: 'export-started' });
    announce(t.exporting);
    exporting.current?.abort();
    const controller = new AbortController();
    exporting.current = controller;
    try {
      await needs.duplicatesMarked();
      const options = exportOptions(session, done, t);
      const blob = await write({ list: done, firstRow, options, signal: controller.signal });
      announce(blob ? '' : t.tooManyForSpreadsheet);
    } catch (error) {
      if (!(error instanceof SliceAborted)) throw error;
    } finally {
      if (exporting.current === controller) exporting.current = undefined;
      dispatch({ type: 'export-finished' });
    }
  };

  const copyValid = async (unique: boolean) => {
    if (!done) return;
    const { source, results } = done;
    // The duplicates are marked before: a unique copy leaves out every number an earlier one is the same as.
    if (unique) await needs.duplicatesMarked();
    const numbers: string[] = [];
    await forEachSliced(firstRow, results.count, (row) => {
      for (const column of results.columns)
        if (column.status[row] === VALID && !(unique && column.duplicateOf?.[row]))
          numbers.push(e164At(column, source.store, row));
    });
    try {
      await navigator.clipboard.writeText(numbers.join('\n'));
      announce(t.copied(numbers.length));
    } catch {
      announce(t.copyFailed);
    }
  };

  return {
    exportCsv: () => run(writeCsv),
    exportXlsx: () => run(writeXlsx),
    copyValid,
    abort: () => exporting.current?.abort(),
  };
}
