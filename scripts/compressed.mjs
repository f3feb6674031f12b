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
 * Vite's content hash in a built file's name, with the '-' before it: 8 base64url characters, one at least not a
 * lowercase letter, so module names such as '-callback.js' are not taken for one. The size check and the service
 * worker's precache order both read names by it.
 */
export const BUILD_HASH = String.raw`-(?=[\w-]{0,7}[A-Z0-9_])[\w-]{8}`;
/** A hash as a file's text names the file: before the extension of a built asset. */
const NAMED_FILE_HASH = new RegExp(String.raw`${BUILD_HASH}(\.(?:js|css|webp|png|svg|woff2?)\b)`, 'g');

/**
 * A built file with the content hashes of the files it names made constant ('engine-BUydA7ol.js' → 'engine-HASHHASH.js'),
 * for size budgets: a chunk renamed elsewhere changed the brotli size of a file that only names it by up to 200 B,
 * more than a budget's room, though not one byte of its code had changed. The hash stays 8 characters long.
 */
export function withoutBuildHashes(buffer) {
  return Buffer.from(buffer.toString('latin1').replace(NAMED_FILE_HASH, '-HASHHASH$1'), 'latin1');
}
