/**
 * Reads a CSV/TSV file as a stream (never whole into memory at once), decoding UTF-8 or UTF-16,
 * and parsing rows as they come. Refuses what is not text, and what is beyond MAX_FILE_BYTES.
 */
import { createCsvReader, detectDelimiter } from './csv';
import { detectEncoding, looksBinary } from './decode';

export const MAX_FILE_BYTES = 200 * 1024 * 1024;

export type ReadResult =
  | { readonly ok: true; readonly rows: string[][]; readonly delimiter: string; readonly encoding: string }
  | { readonly ok: false; readonly problem: 'empty' | 'binary' | 'too-large' };

export async function readTable(file: Blob): Promise<ReadResult> {
  if (file.size === 0) return { ok: false, problem: 'empty' };
  if (file.size > MAX_FILE_BYTES) return { ok: false, problem: 'too-large' };
  const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  const encoding = detectEncoding(head);
  if (looksBinary(head, encoding)) return { ok: false, problem: 'binary' };
  const decoder = new TextDecoder(encoding);
  const sample = decoder.decode(head, { stream: false });
  const delimiter = detectDelimiter(sample.replace(/^\uFEFF/, ''));
  const reader = createCsvReader(delimiter);
  const rows: string[][] = [];
  const stream = file.stream().pipeThrough(new TextDecoderStream(encoding));
  const textReader = stream.getReader();
  let first = true;
  for (;;) {
    const { value, done } = await textReader.read();
    if (done) break;
    const text = first ? value.replace(/^\uFEFF/, '') : value;
    first = false;
    for (const row of reader.push(text)) rows.push(row);
  }
  rows.push(...reader.end());
  if (rows.length === 0) return { ok: false, problem: 'empty' };
  return { ok: true, rows, delimiter, encoding };
}

export function readPasted(text: string): ReadResult {
  const clean = text.replace(/^\uFEFF/, '');
  if (clean.trim() === '') return { ok: false, problem: 'empty' };
  const delimiter = detectDelimiter(clean);
  const reader = createCsvReader(delimiter);
  const rows = [...reader.push(clean), ...reader.end()];
  return rows.length ? { ok: true, rows, delimiter, encoding: 'utf-8' } : { ok: false, problem: 'empty' };
}
