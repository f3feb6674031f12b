/**
 * What a file is, from its bytes and first records: its text encoding, whether it is text at all, and its delimiter
 * (phone-columns.ts reads what its columns hold).
 */
import { parseCsv } from '../table/csv';

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** A byte-order mark, UTF-16's telltale zero bytes, or bytes that are not UTF-8 (then the usual Windows code page). */
export function detectEncoding(head: Uint8Array): TextEncoding {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  let evenZeros = 0;
  let oddZeros = 0;
  const n = Math.min(head.length, 512);
  for (let i = 0; i < n; i++) {
    if (head[i] === 0) {
      if (i % 2 === 0) evenZeros++;
      else oddZeros++;
    }
  }
  if (oddZeros > n / 4 && evenZeros < n / 20) return 'utf-16le';
  if (evenZeros > n / 4 && oddZeros < n / 20) return 'utf-16be';
  // A UTF-8 byte-order mark decides; otherwise UTF-8 unless the bytes are clearly not (a few stray bytes in a UTF-8
  // file are replaced and counted, not a reason to read 'Zoë' as 'ZoÃ«').
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  const { sequences, strays } = utf8Evidence(head);
  return strays === 0 || sequences >= strays ? 'utf-8' : 'windows-1252';
}

/**
 * Well-formed UTF-8 multi-byte sequences and stray bytes (those no sequence explains) in a sample; a sequence cut off
 * at the end of the sample counts as neither. utf8Evidence(bytes of 'Zoë') → { sequences: 1, strays: 0 };
 * Windows-1252 'Zoë' (0x5A 0x6F 0xEB) → { sequences: 0, strays: 1 }.
 */
export function utf8Evidence(bytes: Uint8Array): { sequences: number; strays: number } {
  let sequences = 0;
  let strays = 0;
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] ?? 0;
    const length =
      b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (length === 1) {
      i++;
      continue;
    }
    if (length === 0) {
      strays++;
      i++;
      continue;
    }
    if (i + length > bytes.length) break;
    let continuation = true;
    for (let k = 1; k < length; k++) continuation &&= ((bytes[i + k] ?? 0) & 0xc0) === 0x80;
    if (continuation) {
      sequences++;
      i += length;
    } else {
      strays++;
      i++;
    }
  }
  return { sequences, strays };
}

/** Excel's first line naming the delimiter ('sep=;'), if there is one. */
export function separatorLine(sample: string): { delimiter: string; length: number } | undefined {
  const match = /^\uFEFF?sep=(.)(\r\n|\n|\r)/i.exec(sample);
  return match?.[1] ? { delimiter: match[1], length: match[0].length } : undefined;
}

/** A file whose first bytes are mostly control bytes is not text (images, archives, executables). */
export function looksBinary(head: Uint8Array, encoding: TextEncoding): boolean {
  if (encoding === 'utf-16le' || encoding === 'utf-16be') return false;
  const n = Math.min(head.length, 4096);
  let control = 0;
  for (let i = 0; i < n; i++) {
    const b = head[i] ?? 0;
    if (b < 9 || (b > 13 && b < 32) || b === 127) control++;
  }
  return n > 0 && control / n > 0.05;
}

const CANDIDATES = [',', ';', '\t', '|'];

/** The "delimiter" of a list that is no table (one value per line): a character text never holds. */
export const ONE_COLUMN = '\u001F';

/**
 * The delimiter that splits most of the first lines into the same number of columns, or ONE_COLUMN when none does:
 * 'name,phone\nAnn,020…' → ','; a list of numbers where one line holds a comma → ONE_COLUMN.
 */
export function detectDelimiter(sample: string): string {
  // The last line of a sample may be cut off mid-row.
  const lines = sample
    .split(/\r\n|\n|\r/)
    .filter((l) => l.trim() !== '')
    .slice(0, 30);
  let best = ONE_COLUMN;
  let bestScore = 0;
  for (const candidate of CANDIDATES) {
    const counts = lines.map((line) => parseCsv(line, candidate)[0]?.length ?? 1);
    const first = counts[0] ?? 1;
    if (first < 2) continue;
    const same = counts.filter((c) => c === first).length;
    // A table: most lines split alike. One line with a comma in a list of numbers is not one.
    if (same * 2 <= lines.length && lines.length > 1) continue;
    const score = same * first;
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}
