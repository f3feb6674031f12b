/**
 * Reads a dropped/picked file or pasted text into a RowStore, streamed: the file is read in slices and decoded
 * with a streaming TextDecoder, so neither the bytes nor a second copy of the text are ever held whole.
 * Refuses, with a reason, what is empty, not text, or beyond the documented limits.
 */
import { createRecordSplitter, parseCsv } from './csv';
import { createRowStoreBuilder, type RowStore } from '../run/row-store';
import { detectDelimiter, detectEncoding, looksBinary, separatorLine, type TextEncoding } from './sniff';
import { unsafeCell } from '../results/formula-guard';

/** 100 MB: about five million short rows, and within a browser tab's memory with the results. */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;
export const MAX_ROWS = 5_000_000;
const SLICE_BYTES = 512 * 1024;
const PREVIEW_ROWS = 101;

export type SourceProblem = 'empty' | 'binary' | 'too-large' | 'too-many-rows' | 'unreadable';

export interface Source {
  readonly store: RowStore;
  readonly encoding: TextEncoding;
  /** The first rows as cells, to detect the layout and show. */
  readonly preview: readonly (readonly string[])[];
  /** Characters that could not be decoded (shown as U+FFFD): a file of mixed encodings. */
  readonly replaced: number;
  /** The row (from 0) whose quote never closed and took the rest of the file as one cell; undefined when none. */
  readonly unclosedQuote?: number | undefined;
}

export type ReadOutcome =
  { readonly ok: true; readonly source: Source } | { readonly ok: false; readonly problem: SourceProblem };

export class ReadCancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

function countReplacements(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\uFFFD'); i >= 0; i = text.indexOf('\uFFFD', i + 1)) n++;
  return n;
}

/**
 * The reader both sources share: decoded text in, rows stored, limits enforced (five million rows, and a header).
 * `skip` characters at the start (a 'sep=;' line) are no row.
 */
function createIntake(delimiter: string, skip = 0) {
  const splitter = createRecordSplitter(delimiter);
  const builder = createRowStoreBuilder(delimiter);
  let replaced = 0;
  let toSkip = skip;
  const take = (segments: ReturnType<typeof splitter.push>) => {
    for (const segment of segments) builder.add(segment);
    return builder.count <= MAX_ROWS + 1;
  };
  return {
    push: (raw: string) => {
      const text = toSkip > 0 ? raw.slice(toSkip) : raw;
      toSkip = Math.max(0, toSkip - raw.length);
      replaced += countReplacements(text);
      return take(splitter.push(text));
    },
    end: () => take(splitter.end()),
    result: (encoding: TextEncoding, preview: string[][]): ReadOutcome => {
      const store = builder.build();
      if (store.count === 0) return { ok: false, problem: 'empty' };
      const unclosedQuote = splitter.unclosedQuote();
      return { ok: true, source: { store, encoding, preview, replaced, unclosedQuote } };
    },
  };
}

/** The first rows of a sample; when more text follows, its last line may be cut off and is left out. */
function previewOf(sample: string, delimiter: string, more: boolean): string[][] {
  const text = more ? sample.slice(0, Math.max(sample.lastIndexOf('\n'), 0)) : sample;
  return parseCsv(text, delimiter)
    .slice(0, PREVIEW_ROWS)
    .map((row) => row.map(unsafeCell));
}

export interface ReadOptions {
  /** Bytes read so far, after each slice. */
  readonly onProgress?: (bytesRead: number) => void;
  readonly signal?: AbortSignal;
}

export async function readFile(file: Blob, options: ReadOptions = {}): Promise<ReadOutcome> {
  if (file.size === 0) return { ok: false, problem: 'empty' };
  if (file.size > MAX_FILE_BYTES) return { ok: false, problem: 'too-large' };
  const head = new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer());
  const encoding = detectEncoding(head);
  if (looksBinary(head, encoding)) return { ok: false, problem: 'binary' };
  // The default TextDecoder drops a byte-order mark.
  const decoded = new TextDecoder(encoding).decode(head, { stream: true });
  if (decoded.trim() === '' && file.size <= head.length) return { ok: false, problem: 'empty' };
  // Excel's 'sep=;' line names the delimiter and is no row.
  const sep = separatorLine(decoded);
  const sample = sep ? decoded.slice(sep.length) : decoded;
  const delimiter = sep?.delimiter ?? detectDelimiter(sample);
  const preview = previewOf(sample, delimiter, file.size > head.length);

  const decoder = new TextDecoder(encoding);
  const intake = createIntake(delimiter, sep?.length ?? 0);
  try {
    for (let offset = 0; offset < file.size; offset += SLICE_BYTES) {
      if (options.signal?.aborted) throw new ReadCancelled();
      const bytes = await file.slice(offset, offset + SLICE_BYTES).arrayBuffer();
      if (!intake.push(decoder.decode(bytes, { stream: true })))
        return { ok: false, problem: 'too-many-rows' };
      options.onProgress?.(Math.min(file.size, offset + SLICE_BYTES));
    }
    if (!intake.push(decoder.decode()) || !intake.end()) return { ok: false, problem: 'too-many-rows' };
  } catch (error) {
    if (error instanceof ReadCancelled) throw error;
    return { ok: false, problem: 'unreadable' };
  }
  return intake.result(encoding, preview);
}

export function readText(text: string): ReadOutcome {
  if (text.trim() === '') return { ok: false, problem: 'empty' };
  const sep = separatorLine(text);
  const clean = text.replace(/^\uFEFF/, '').slice(sep ? sep.length - (text.startsWith('\uFEFF') ? 1 : 0) : 0);
  const sample = clean.slice(0, 64 * 1024);
  const delimiter = sep?.delimiter ?? detectDelimiter(sample);
  const intake = createIntake(delimiter);
  if (!intake.push(clean) || !intake.end()) return { ok: false, problem: 'too-many-rows' };
  return intake.result('utf-8', previewOf(sample, delimiter, clean.length > sample.length));
}
