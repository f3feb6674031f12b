/**
 * The input as a Blob, the shape the screen's reader takes (read-source.ts reads a Blob a slice at a time): a file is
 * opened as one without reading it; standard input is first copied to a temporary file (the encoding is decided from
 * every byte before the first row goes out, so the bytes must be there to read twice), removed at the end.
 */
import { createWriteStream, mkdtempSync, openAsBlob, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface Input {
  readonly blob: Blob;
  /** Whether it is a workbook (.xlsx): a zip, by its first bytes. */
  readonly spreadsheet: boolean;
  /** Removes what was made to read it (standard input's copy). */
  readonly close: () => void;
}

export class InputRefused extends Error {}

const ZIP = [0x50, 0x4b, 0x03, 0x04];

async function isZip(blob: Blob): Promise<boolean> {
  const head = new Uint8Array(await blob.slice(0, ZIP.length).arrayBuffer());
  return ZIP.every((byte, i) => head[i] === byte);
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
    return { blob, spreadsheet: await isZip(blob), close: () => undefined };
  }
  const folder = mkdtempSync(join(tmpdir(), 'telfield-'));
  const close = () => rmSync(folder, { recursive: true, force: true });
  try {
    const copy = join(folder, 'stdin');
    await pipeline(stdin, createWriteStream(copy));
    const blob = statSync(copy).size === 0 ? new Blob([]) : await openAsBlob(copy);
    return { blob, spreadsheet: await isZip(blob), close };
  } catch (error) {
    close();
    throw error;
  }
}
