// Sizes as a browser downloads them: raw, gzip (level 9) and brotli (quality 11) bytes.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export function compressed(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * A built file with the content hashes of the files it names made constant ('engine-BUydA7ol.js' → 'engine-HASHHASH.js'),
 * for size budgets: a chunk renamed elsewhere changed the brotli size of a file that only names it by up to 200 B,
 * more than a budget's room, though not one byte of its code had changed. The hash stays 8 characters long.
 */
export function withoutBuildHashes(buffer) {
  return Buffer.from(
    // Vite's hash: 8 base64url characters, one at least not a lowercase letter (module names like '-callback.js' stay).
    buffer
      .toString('latin1')
      .replace(/-(?=[\w-]{0,7}[A-Z0-9_])[\w-]{8}(\.(?:js|css|webp|png|svg|woff2?)\b)/g, '-HASHHASH$1'),
    'latin1',
  );
}
