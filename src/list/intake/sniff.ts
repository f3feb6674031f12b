/**
 * What a file is, from its bytes and first records: its text encoding, whether it is text at all, and its delimiter
 * (phone-columns.ts reads what its columns hold).
 */
import { parseRecord } from '../table/record-cells';
import { createRecordSplitter, type Segment } from '../table/record-splitter';

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
  if (hasUtf8Bom(head)) return 'utf-8';
  return clearlyNotUtf8(utf8Evidence(head)) ? 'windows-1252' : 'utf-8';
}

export function hasUtf8Bom(head: Uint8Array): boolean {
  return head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf;
}

/** Bytes that are clearly not UTF-8: stray bytes outnumber well-formed multi-byte sequences. */
export function clearlyNotUtf8({ sequences, strays }: { sequences: number; strays: number }): boolean {
  return strays > 0 && sequences < strays;
}

/**
 * Well-formed UTF-8 multi-byte sequences and stray bytes (those no sequence explains) in a sample; a sequence cut off
 * at the end of the sample counts as neither. utf8Evidence(bytes of 'Zoë') → { sequences: 1, strays: 0 };
 * Windows-1252 'Zoë' (0x5A 0x6F 0xEB) → { sequences: 0, strays: 1 }.
 */
export function utf8Evidence(bytes: Uint8Array): { sequences: number; strays: number } {
  const evidence = createUtf8Evidence();
  evidence.take(bytes);
  const { sequences, strays } = evidence.counts;
  return { sequences, strays };
}

/** The first byte of a kind: a stray one (no part of UTF-8), or the first of a multi-byte sequence. */
export interface FirstByte {
  readonly kind: 'stray' | 'sequence';
  /** From the start of all the bytes taken. */
  readonly offset: number;
  readonly byte: number;
}

const NO_BYTES = new Uint8Array(0);

/** The length of the UTF-8 sequence a byte starts, or 0 for a byte that starts none. */
function sequenceLength(b: number): number {
  return b < 0x80
    ? 1
    : b >= 0xc2 && b <= 0xdf
      ? 2
      : b >= 0xe0 && b <= 0xef
        ? 3
        : b >= 0xf0 && b <= 0xf4
          ? 4
          : 0;
}

/**
 * utf8Evidence of a whole file, taken a slice at a time (a sequence cut between two slices is read whole), with the
 * first stray byte and the first sequence, to say which bytes decided. take() gives the firsts a slice held.
 * ~30 ms per 100 MB of ASCII (skipped four bytes at a time), ~145 ms per 100 MB with a UTF-8 character every few bytes.
 */
export function createUtf8Evidence() {
  let sequences = 0;
  let strays = 0;
  let taken = 0;
  let carry = NO_BYTES;
  let firstStray: FirstByte | undefined;
  let firstSequence: FirstByte | undefined;

  /** Counts what `bytes` (starting at `base` in the file) hold; returns where a sequence cut off at their end starts. */
  const scan = (bytes: Uint8Array, base: number, found: FirstByte[]): number => {
    const n = bytes.length;
    // Four bytes at a time while they are all ASCII (most of most lists), where the bytes are aligned for it.
    const words =
      bytes.byteOffset % 4 === 0 ? new Uint32Array(bytes.buffer, bytes.byteOffset, n >> 2) : undefined;
    let i = 0;
    while (i < n) {
      if (words && (i & 3) === 0) {
        let w = i >> 2;
        while (w < words.length && ((words[w] ?? 0) & 0x80808080) === 0) w++;
        i = w << 2;
        if (i >= n) break;
      }
      const b = bytes[i] ?? 0;
      if (b < 0x80) {
        i++;
        continue;
      }
      // The continuation bytes (10xxxxxx) the lead byte asks for, as far as the bytes go; the common two- and
      // three-byte characters without a loop (Latin letters, CJK).
      const length = sequenceLength(b);
      let k = 1;
      if (length === 2 || length === 3) {
        if (i + 1 < n && ((bytes[i + 1] ?? 0) & 0xc0) === 0x80) {
          k = 2;
          if (length === 3 && i + 2 < n && ((bytes[i + 2] ?? 0) & 0xc0) === 0x80) k = 3;
        }
      } else while (k < length && i + k < n && ((bytes[i + k] ?? 0) & 0xc0) === 0x80) k++;
      if (k === length && length > 1) {
        sequences++;
        if (!firstSequence) found.push((firstSequence = { kind: 'sequence', offset: base + i, byte: b }));
        i += length;
        continue;
      }
      // Cut off at the end of the bytes, well-formed so far: the next bytes tell.
      if (length > 1 && i + k === n) return i;
      strays++;
      if (!firstStray) found.push((firstStray = { kind: 'stray', offset: base + i, byte: b }));
      i++;
    }
    return n;
  };

  return {
    take(bytes: Uint8Array): FirstByte[] {
      const found: FirstByte[] = [];
      let data = bytes;
      if (carry.length > 0) {
        data = new Uint8Array(carry.length + bytes.length);
        data.set(carry);
        data.set(bytes, carry.length);
      }
      const base = taken - carry.length;
      carry = data.slice(scan(data, base, found));
      taken += bytes.length;
      return found;
    },
    /** The end of the bytes: a sequence cut off there is no sequence, its first byte a stray one. */
    end(): FirstByte[] {
      const found: FirstByte[] = [];
      for (let base = taken - carry.length; carry.length > 0; base++) {
        strays++;
        if (!firstStray) found.push((firstStray = { kind: 'stray', offset: base, byte: carry[0] ?? 0 }));
        const rest = carry.slice(1);
        carry = rest.slice(scan(rest, base + 1, found));
      }
      return found;
    },
    get counts() {
      return { sequences, strays, firstStray, firstSequence };
    },
  };
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

/** Records (not blank) a delimiter is judged on. */
const SAMPLE_RECORDS = 30;
/** Characters of the sample the records are looked for in at a time: 30 records are seldom more. */
const SAMPLE_STEP = 16 * 1024;

/**
 * The cells of each of the first records of a sample read with a delimiter, quotes and all (a quoted cell may hold
 * line breaks, a header's record is not its first line). Blank records (no cell holds more than whitespace) are
 * left out; so is the last one of an
 * incomplete sample, which may be cut off. `open`: a quote was left open at the end of a complete sample.
 */
function recordWidths(sample: string, delimiter: string, complete: boolean) {
  const dialect = { delimiter };
  const splitter = createRecordSplitter({ delimiter, maxRows: SAMPLE_RECORDS + 1 });
  const widths: number[] = [];
  const take = (segments: Segment[]) => {
    for (const segment of segments) {
      for (let i = 0; i < segment.starts.length && widths.length < SAMPLE_RECORDS; i++) {
        const cells = parseRecord(segment.text.slice(segment.starts[i], segment.ends[i]), dialect);
        if (cells.some((cell) => cell.trim() !== '')) widths.push(cells.length);
      }
    }
  };
  for (let at = 0; at < sample.length && widths.length < SAMPLE_RECORDS; at += SAMPLE_STEP)
    take(splitter.push(sample.slice(at, at + SAMPLE_STEP)));
  // A sample of one record cut off is judged on that record.
  if ((complete || widths.length === 0) && widths.length < SAMPLE_RECORDS) take(splitter.end());
  return { widths, open: complete && splitter.unclosedQuote() !== undefined };
}

/**
 * The delimiter that splits most of the first records into two cells or more, most consistently, or ONE_COLUMN when
 * none does. Records are read as CSV (RFC 4180: a quoted cell may hold the delimiter, "" and line breaks), and
 * rows may be ragged (1 to 7 cells under a 3-cell header is a table). A candidate's score: its records of two cells
 * or more, plus those of its most common width, less those of one cell. One that leaves a quote open at the end of
 * the text comes after those that do not (in a well-formed file every quote closes, read with its delimiter); a tie
 * goes to the wider table, then to the first of , ; tab |.
 *   'name,phone\nAnn,020…' → ','; 'id,note\n1,"a\nb"' → ','; a list of numbers where one line holds a comma →
 *   ONE_COLUMN (a table is one where most records split).
 * `complete` false: the sample is the start of a longer text, its last record maybe cut off.
 * Where it differs from the writer's delimiter: when another candidate is in most records too, outside quotes, and
 * splits them as consistently (a ';' file whose every cell holds ', ' is as much a ',' file).
 */
export function detectDelimiter(sample: string, complete = true): string {
  let best = ONE_COLUMN;
  let bestRank = [0, 0, 0];
  for (const candidate of CANDIDATES) {
    const { widths, open } = recordWidths(sample, candidate, complete);
    const split = widths.filter((w) => w >= 2);
    // A table: most records split. One line with a comma in a list of numbers is not one.
    if (split.length * 2 <= widths.length && widths.length > 1) continue;
    if (split.length === 0) continue;
    const counts = new Map<number, number>();
    for (const w of split) counts.set(w, (counts.get(w) ?? 0) + 1);
    let width = 0;
    let same = 0;
    for (const [w, count] of counts) {
      if (count > same || (count === same && w > width)) [width, same] = [w, count];
    }
    const rank = [open ? 1 : 2, split.length + same - (widths.length - split.length), width];
    if (isAfter(rank, bestRank)) {
      best = candidate;
      bestRank = rank;
    }
  }
  return best;
}

/** Whether one rank comes after another, its first figure first. */
function isAfter(rank: readonly number[], than: readonly number[]): boolean {
  for (let i = 0; i < rank.length; i++) {
    const [a, b] = [rank[i] ?? 0, than[i] ?? 0];
    if (a !== b) return a > b;
  }
  return false;
}
