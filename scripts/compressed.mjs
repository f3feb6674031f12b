// Sizes as a browser downloads them: raw, gzip (level 9) and brotli (quality 11) bytes.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export function compressed(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}
