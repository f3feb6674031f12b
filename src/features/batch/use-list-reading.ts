import { useEffect, useRef, useState, type Dispatch } from 'react';
import type { BatchAction } from './batch-session';
import { ReadCancelled, type LoadedFile, type ReadOutcome, type Source } from '../../list/intake/intake';
import { readFile } from '../../list/intake/read-source';
import { readText, readTextInSlices } from '../../list/intake/read-text';
import type { TextEncoding } from '../../list/intake/sniff';
import { isSpreadsheet, type SpreadsheetSheets } from '../../list/intake/spreadsheet-file';

export interface ListReading {
  /** The file being read or read (its name and size are shown); undefined for pasted text. */
  readonly loadedFile: LoadedFile | undefined;
  /** A spreadsheet's sheets and the one read; undefined for CSV files and pasted text. */
  readonly sheets: SpreadsheetSheets | undefined;
  readonly openFile: (file: File) => void;
  readonly openText: (text: string) => void;
  /** Reads the last file again in another encoding. */
  readonly rereadAs: (encoding: TextEncoding) => void;
  /** Reads another sheet of the spreadsheet. */
  readonly openSheet: (sheet: string) => void;
  /** Reads the last file again with its quotes as plain text (one left open swallowed the rest). */
  readonly rereadWithoutQuotes: () => void;
}

export interface ListReadingNeeds {
  readonly dispatch: Dispatch<BatchAction>;
  /** The list on screen, read again by rereadAs and rereadWithoutQuotes with its other choice kept. */
  readonly source: Source | undefined;
  /** A new list is to be read: what works on the last one stops. */
  readonly onStart: () => void;
  /** A list was read. */
  readonly onRead: (source: Source) => void;
}

/** Pasted text up to this many characters is read at once; a longer paste a slice per task. */
const SHORT_PASTE = 64 * 1024;

const fileNameOf = (file: File) => file.name.replace(/\.[^.]*$/, '') || 'list';

/** A list in: a file (CSV, TSV, text or spreadsheet), read again on request, or pasted text; a newer one stops an older one. */
export function useListReading({ dispatch, source, onStart, onRead }: ListReadingNeeds): ListReading {
  const reading = useRef<AbortController | undefined>(undefined);
  const [loadedFile, setLoadedFile] = useState<LoadedFile>();
  const [sheets, setSheets] = useState<SpreadsheetSheets>();
  // The file read last, so that it can be read again in another encoding, quoting or sheet.
  const lastFile = useRef<File | undefined>(undefined);
  useEffect(() => () => reading.current?.abort(), []);

  const accept = (outcome: ReadOutcome, fileName: string) => {
    if (outcome.ok) onRead(outcome.source);
    dispatch({ type: 'read-finished', outcome, fileName });
  };
  const startReading = () => {
    onStart();
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    return controller;
  };

  /** A .xlsx file: its reader is fetched now, the sheet is turned into CSV text and read as a paste is. */
  const openSpreadsheet = (file: File, controller: AbortController, sheet: string | undefined) => {
    import('../../list/intake/read-spreadsheet')
      .then(({ readSpreadsheet }) => readSpreadsheet(file, sheet))
      .then(async (read) => {
        if (reading.current !== controller) return;
        setSheets({ names: read.sheets, current: read.sheet });
        const outcome: ReadOutcome =
          read.text === ''
            ? { ok: false, problem: 'empty' }
            : await readTextInSlices(read.text, { signal: controller.signal, delimiter: ',' });
        if (reading.current === controller) accept(outcome, fileNameOf(file));
      })
      .catch((error: unknown) => {
        if (!(error instanceof ReadCancelled) && reading.current === controller)
          accept({ ok: false, problem: 'unreadable' }, '');
      });
  };

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

  const openText = (text: string) => {
    const controller = startReading();
    setSheets(undefined);
    lastFile.current = undefined;
    setLoadedFile(undefined);
    // A long paste is read a slice per task (a million lines never block the page); a short one at once.
    if (text.length <= SHORT_PASTE) {
      accept(readText(text), 'list');
      return;
    }
    dispatch({ type: 'read-started' });
    readTextInSlices(text, { signal: controller.signal }).then(
      (outcome) => {
        if (reading.current === controller) accept(outcome, 'list');
      },
      (error: unknown) => {
        if (!(error instanceof ReadCancelled)) throw error;
      },
    );
  };

  const again = (encoding?: TextEncoding, quoted?: boolean, sheet?: string) => {
    if (lastFile.current) openFile(lastFile.current, encoding, quoted, sheet);
  };
  return {
    loadedFile,
    sheets,
    openFile: (file) => openFile(file),
    openText,
    rereadAs: (encoding) => again(encoding, source?.store.quoted),
    openSheet: (sheet) => again(undefined, undefined, sheet),
    rereadWithoutQuotes: () => again(source?.encoding, false),
  };
}
