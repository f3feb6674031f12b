/**
 * The input as a Blob, the shape the screen's reader takes (read-source.ts reads a Blob a slice at a time): a file is
 * opened as one without reading it; standard input is first copied to a temporary file (the encoding is decided from
 * every byte before the first row goes out, so the bytes must be there to read twice), removed at the end. A gzip
 * file (`list.csv.gz`, known by its first bytes, from a file or standard input) is decompressed as a stream into a
 * temporary file the same way.
 */
import { createReadStream, createWriteStream, mkdtempSync, openAsBlob, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';

export interface Input {
  readonly blob: Blob;
  /** Whether it is a workbook (.xlsx): a zip, by its first bytes. */
  readonly spreadsheet: boolean;
  /** Removes what was made to read it (standard input's copy). */
  readonly close: () => void;
}

export class InputRefused extends Error {}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const GZIP = [0x1f, 0x8b];

async function startsWith(blob: Blob, bytes: readonly number[]): Promise<boolean> {
  const head = new Uint8Array(await blob.slice(0, bytes.length).arrayBuffer());
  return bytes.every((byte, i) => head[i] === byte);
}

/** A file made in a temporary folder by `fill`: its path, a Blob of it, and `close`, which removes the folder. */
async function temporaryCopy(
  fill: (path: string) => Promise<void>,
): Promise<{ readonly path: string; readonly blob: Blob; readonly close: () => void }> {
  const folder = mkdtempSync(join(tmpdir(), 'telfield-'));
  const close = () => rmSync(folder, { recursive: true, force: true });
  try {
    const copy = join(folder, 'input');
    await fill(copy);
    return { path: copy, blob: statSync(copy).size === 0 ? new Blob([]) : await openAsBlob(copy), close };
  } catch (error) {
    close();
    throw error;
  }
}

/** A gzip file decompressed into a temporary file; a damaged one is refused with what zlib found. */
async function gunzipped(
  path: string,
  name: string,
): Promise<{ readonly blob: Blob; readonly close: () => void }> {
  try {
    return await temporaryCopy((copy) =>
      pipeline(createReadStream(path), createGunzip(), createWriteStream(copy)),
    );
  } catch (error) {
    throw new InputRefused(
      `${name} is gzip-compressed but could not be decompressed: ${(error as Error).message}`,
    );
  }
}

/** The file at `path` as read, or its decompressed copy when it is gzip; `close` removes what was made for it. */
async function opened(path: string, blob: Blob, name: string, close: () => void): Promise<Input> {
  if (!(await startsWith(blob, GZIP))) return { blob, spreadsheet: await startsWith(blob, ZIP), close };
  try {
    const plain = await gunzipped(path, name);
    return {
      blob: plain.blob,
      spreadsheet: await startsWith(plain.blob, ZIP),
      close: () => {
        plain.close();
        close();
      },
    };
  } catch (error) {
    close();
    throw error;
  }
}

export async function openInput(path: string, stdin: Readable): Promise<Input> {
  if (path !== '-') {
    let size: number;
    try {
      const stat = statSync(path);
      if (stat.isDirectory()) throw new InputRefused(`${path} is a folder, not a file`);
      size = stat.size;
    } catch (error) {
      if (error instanceof InputRefused) throw error;
      throw new InputRefused(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
    }
    const blob = size === 0 ? new Blob([]) : await openAsBlob(path);
    return opened(path, blob, path, () => undefined);
  }
  const copy = await temporaryCopy((path) => pipeline(stdin, createWriteStream(path)));
  return opened(copy.path, copy.blob, 'standard input', copy.close);
}
