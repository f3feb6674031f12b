/**
 * Where the export goes: standard output, or a file written under a temporary name beside it and renamed into place
 * only once complete, so a run stopped half-way (Ctrl+C, an error) leaves no partial file: the temporary one is
 * removed, and a file already there keeps its old content.
 */
import { createWriteStream, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Writable } from 'node:stream';

export interface OutputSink {
  /** Resolves once the stream can take more (its buffer is below the high-water mark again). */
  write(text: string): Promise<void>;
  /** Flushes and, for a file, puts it in place. */
  finish(): Promise<void>;
  /** Drops what was written (a file's temporary copy); never throws. */
  abandon(): void;
}

function writeTo(stream: Writable, text: string): Promise<void> {
  if (stream.write(text)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      stream.off('drain', done);
      stream.off('error', done);
      if (error) reject(error);
      else resolve();
    };
    stream.once('drain', done);
    stream.once('error', done);
  });
}

function ended(stream: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.once('error', reject);
    stream.end(resolve);
  });
}

/** The reader of standard output went away (`| head -5`): the run ends quietly, as Unix tools do. */
export class PipeClosed extends Error {}

export function standardOutput(stdout: Writable): OutputSink {
  let closed = false;
  // An EPIPE arrives as an 'error' event, maybe between writes: heard always, so it never ends the process uncaught.
  stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') closed = true;
  });
  const write = async (text: string) => {
    if (closed) throw new PipeClosed('standard output was closed');
    try {
      await writeTo(stdout, text);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EPIPE')
        throw new PipeClosed('standard output was closed');
      throw error;
    }
    if (closed) throw new PipeClosed('standard output was closed');
  };
  return { write, finish: () => write(''), abandon: () => undefined };
}

export function outputFile(path: string): OutputSink {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.part`);
  const stream = createWriteStream(temporary);
  let open = true;
  return {
    write: (text) => writeTo(stream, text),
    async finish() {
      await ended(stream);
      renameSync(temporary, path);
      open = false;
    },
    abandon() {
      if (!open) return;
      open = false;
      stream.destroy();
      rmSync(temporary, { force: true });
    },
  };
}
