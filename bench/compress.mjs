// gzip -9 and brotli -11 of a file, computed once: bytes.mjs reports their sizes, serve.mjs sends them.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const cache = new Map();

/** @returns {{ raw: Buffer, gzip: Buffer, br: Buffer }} */
export function compressed(file) {
  let entry = cache.get(file);
  if (!entry) {
    const raw = readFileSync(file);
    entry = {
      raw,
      gzip: gzipSync(raw, { level: 9 }),
      br: brotliCompressSync(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      }),
    };
    cache.set(file, entry);
  }
  return entry;
}

/** Sizes of a set of files, each compressed on its own as a server sends it. */
export function sizeOf(files) {
  const total = { files: files.length, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const { raw, gzip, br } = compressed(file);
    total.raw += raw.length;
    total.gzip += gzip.length;
    total.brotli += br.length;
  }
  return total;
}
