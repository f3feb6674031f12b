/**
 * src/list/intake: a list in. Reading a file (this file), pasted text (read-text.ts) or a spreadsheet
 * (read-spreadsheet.ts) into the row store through one intake (intake.ts), what the file is and how it is laid out (sniff.ts, phone-columns.ts), and the person's setup
 * of it (setup.ts). The screen's panels that take a list and show its first rows are src/features/batch/intake's.
 * It may import table/ only; run/ and results/ may import it, never the reverse (the lint rule layers/one-way
 * enforces this).
 *
 * Reads a dropped/picked file or pasted text into a RowStore, streamed: the file is read in slices and decoded
 * with a streaming TextDecoder, so neither the bytes nor a second copy of the text are ever held whole.
 * Refuses, with a reason, what is empty, not text, or beyond the documented limits.
 */
import {
  createIntake,
  previewOf,
  ReadCancelled,
  type EncodingEvidence,
  type ReadOutcome,
  type ReadStream,
  type SourceProblem,
} from './intake';
import {
  clearlyNotUtf8,
  createUtf8Evidence,
  detectDelimiter,
  detectEncoding,
  hasUtf8Bom,
  looksBinary,
  separatorLine,
  type FirstByte,
  type TextEncoding,
} from './sniff';

/** 100 MB: about five million short rows, and within a browser tab's memory with the results. */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;
const SLICE_BYTES = 512 * 1024;

export interface ReadOptions {
  /** Read in this encoding rather than the one detected (the person changed it). */
  readonly encoding?: TextEncoding | undefined;
  /** false: quotes are plain text (a quote left open would otherwise swallow the rest of the file). */
  readonly quoted?: boolean | undefined;
  /** Bytes read so far, after each slice. */
  readonly onProgress?: (bytesRead: number) => void;
  readonly signal?: AbortSignal;
  /** Hand the rows on instead of keeping them. */
  readonly stream?: ReadStream | undefined;
}

/** How much of a file's start the layout is guessed from: more when its first rows are long (a 70 KB cell, 10,000 columns). */
const HEAD_BYTES = [64 * 1024, 1024 * 1024, 4 * 1024 * 1024];
const HEAD_LINES = 20;

async function headOf(file: Blob): Promise<Uint8Array> {
  let head = new Uint8Array(0);
  for (const size of HEAD_BYTES) {
    head = new Uint8Array(await file.slice(0, size).arrayBuffer());
    let lines = 0;
    for (let i = head.indexOf(10); i >= 0 && lines < HEAD_LINES; i = head.indexOf(10, i + 1)) lines++;
    if (lines >= HEAD_LINES || head.length >= file.size) break;
  }
  return head;
}

/**
 * A file as a list. Its encoding, unless a byte-order mark, UTF-16's zero bytes or the person says, is decided by its
 * bytes, all of them (utf8Evidence's rule: Windows-1252 when stray bytes outnumber UTF-8 sequences): it is read in the
 * encoding its head suggests while every byte is counted, and read again in the other one only when the whole file
 * disagrees with its head. A Windows-1252 file all ASCII up to its first stray byte switches there, once, without a
 * second reading (the text before it is the same in both). Never more than a slice of the bytes is held.
 * Cost, measured on 100 MB (the limit; Node 20, 2 cores, best of 3): reading takes ~0.6 s; counting every byte adds
 * ~30 ms when the bytes are ASCII and ~130 ms when a character beyond ASCII comes every few bytes ('Zoë Müller,…,Łódź
 * 山田' on every row), 0.7 ms per 512 KB slice at most. A Windows-1252 file whose first stray byte comes after a
 * megabyte reads in one pass (0.68 s); a file whose head and whole disagree is read twice (~1.9 s).
 */
export async function readFile(file: Blob, options: ReadOptions = {}): Promise<ReadOutcome> {
  if (file.size === 0) return { ok: false, problem: 'empty' };
  if (file.size > MAX_FILE_BYTES && !options.stream) return { ok: false, problem: 'too-large' };
  const head = await headOf(file);
  const detected = options.encoding ?? detectEncoding(head);
  if (looksBinary(head, detected)) return { ok: false, problem: 'binary' };
  const decide =
    options.encoding === undefined && detected !== 'utf-16le' && detected !== 'utf-16be' && !hasUtf8Bom(head);
  if (decide && options.stream) {
    // Rows handed on cannot be taken back: the whole file's bytes decide first, as a second reading would.
    const encoding = await wholeFileEncoding(file, options.signal);
    return readBytes(file, head, encoding, options);
  }
  const first = await readBytes(file, head, detected, options, { decide });
  if (!('other' in first)) return first;
  // The whole file disagreed with its head: read again, in the encoding the bytes decided (the same rows).
  const again = await readBytes(file, head, first.other, options, { decided: first.evidence });
  return 'other' in again ? { ok: false, problem: 'unreadable' } : again;
}

/** The encoding every byte of a file says (utf8Evidence's rule), counted a slice at a time. */
async function wholeFileEncoding(file: Blob, signal?: AbortSignal): Promise<TextEncoding> {
  const evidence = createUtf8Evidence();
  for (let offset = 0; offset < file.size; offset += SLICE_BYTES) {
    if (signal?.aborted) throw new ReadCancelled();
    evidence.take(new Uint8Array(await file.slice(offset, offset + SLICE_BYTES).arrayBuffer()));
  }
  evidence.end();
  return clearlyNotUtf8(evidence.counts) ? 'windows-1252' : 'utf-8';
}

type FirstBytes = Partial<Record<FirstByte['kind'], EncodingEvidence>>;

/** The last three bytes of what was read (a UTF-8 sequence held back by a decoder is at most three). */
function lastBytes(before: Uint8Array, bytes: Uint8Array): Uint8Array {
  if (bytes.length >= 3) return bytes.slice(-3);
  const joined = new Uint8Array(before.length + bytes.length);
  joined.set(before);
  joined.set(bytes, before.length);
  return joined.slice(-3);
}

/** Whether one reading of a file's bytes decides their encoding, or follows a reading that did. */
interface EncodingChoice {
  /** The bytes are counted as they go by; when all of them say the other encoding, that is the answer. */
  readonly decide?: boolean;
  /** Read again: the bytes that decided, in the reading before. */
  readonly decided?: FirstBytes;
}

/** The whole file says another encoding than the one read, and these bytes said it first. */
interface OtherEncoding {
  readonly other: TextEncoding;
  readonly evidence: FirstBytes;
}

/**
 * One reading of a file's bytes in an encoding. Told to decide, it answers the other encoding instead of a list when
 * every byte says that one (with the bytes that said it); otherwise it always answers a list, or why not.
 */
function readBytes(
  file: Blob,
  head: Uint8Array,
  encoding: TextEncoding,
  options: ReadOptions,
  choice?: EncodingChoice & { readonly decide?: false },
): Promise<ReadOutcome>;
function readBytes(
  file: Blob,
  head: Uint8Array,
  encoding: TextEncoding,
  options: ReadOptions,
  choice: EncodingChoice,
): Promise<ReadOutcome | OtherEncoding>;
async function readBytes(
  file: Blob,
  head: Uint8Array,
  encoding: TextEncoding,
  options: ReadOptions,
  { decide = false, decided }: EncodingChoice = {},
): Promise<ReadOutcome | OtherEncoding> {
  // The default TextDecoder drops a byte-order mark.
  const decoded = new TextDecoder(encoding).decode(head, { stream: true });
  if (decoded.trim() === '' && file.size <= head.length) return { ok: false, problem: 'empty' };
  // Excel's 'sep=;' line names the delimiter and is no row.
  const sep = separatorLine(decoded);
  const sample = sep ? decoded.slice(sep.length) : decoded;
  const more = file.size > head.length;
  const delimiter = sep?.delimiter ?? detectDelimiter(sample, !more);
  const quoted = options.quoted ?? true;
  const preview = previewOf(sample, { delimiter, quoted, more });
  options.stream?.begin(preview, delimiter);

  let reading = encoding;
  let decoder = new TextDecoder(reading);
  const intake = createIntake(delimiter, { skip: sep?.length ?? 0, quoted, stream: options.stream });
  const evidence = decide ? createUtf8Evidence() : undefined;
  const firsts: FirstBytes = { ...decided };
  // The last bytes read, where a byte held back by the decoder (a sequence cut off) is, and the offset they end at.
  let last: Uint8Array = new Uint8Array(0);
  let lastEnd = 0;
  /**
   * Notes the rows of the bytes that decide, as they are found; `readTo(offset)` has read the bytes before one. At
   * the first stray byte of a file all ASCII so far (the same in both), the reading goes on in Windows-1252.
   */
  const noteFirsts = (found: readonly FirstByte[], readTo: (offset: number) => SourceProblem | undefined) => {
    let problem: SourceProblem | undefined;
    for (const first of found) {
      problem ??= readTo(first.offset);
      firsts[first.kind] = { byte: first.byte, offset: first.offset, row: intake.rows() };
      if (first.kind === 'stray' && reading === 'utf-8' && !firsts.sequence) {
        reading = 'windows-1252';
        decoder = new TextDecoder(reading);
        // The bytes of it the UTF-8 decoder held back, from the slice before.
        const held = last.subarray(last.length - Math.max(0, lastEnd - first.offset));
        problem ??= intake.push(decoder.decode(held, { stream: true }));
      }
    }
    return problem;
  };
  try {
    for (let offset = 0; offset < file.size; offset += SLICE_BYTES) {
      if (options.signal?.aborted) throw new ReadCancelled();
      const bytes = new Uint8Array(await file.slice(offset, offset + SLICE_BYTES).arrayBuffer());
      let at = 0;
      const readTo = (to: number) => {
        const end = Math.max(at, to - offset);
        const text = decoder.decode(bytes.subarray(at, end), { stream: true });
        at = end;
        return intake.push(text);
      };
      const problem = noteFirsts(evidence?.take(bytes) ?? [], readTo) ?? readTo(offset + bytes.length);
      if (problem) return { ok: false, problem };
      last = lastBytes(last, bytes);
      lastEnd = offset + bytes.length;
      options.onProgress?.(Math.min(file.size, offset + SLICE_BYTES));
      await options.stream?.drain();
    }
    const problem =
      noteFirsts(evidence?.end() ?? [], () => undefined) ?? intake.push(decoder.decode()) ?? intake.end();
    if (problem) return { ok: false, problem };
  } catch (error) {
    if (error instanceof ReadCancelled) throw error;
    return { ok: false, problem: 'unreadable' };
  }
  if (evidence) {
    const other = clearlyNotUtf8(evidence.counts) ? 'windows-1252' : 'utf-8';
    if (other !== reading) return { other, evidence: firsts };
  }
  const why = reading === 'windows-1252' ? firsts.stray : reading === 'utf-8' ? firsts.sequence : undefined;
  return intake.result(reading, preview, decide || decided ? why : undefined);
}
