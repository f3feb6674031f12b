/**
 * What a file is, from its first bytes and rows: its text encoding, whether it is text at all,
 * its delimiter, whether it has a header, and which columns hold phone numbers and countries.
 */
import { RESULT_COLUMNS } from '../table/cell-codes';
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

export interface Layout {
  readonly hasHeader: boolean;
  readonly phoneColumn: number;
  /** A column of ISO country codes ('GB', 'de'), if there is one. */
  readonly countryColumn: number | undefined;
}

const PHONE_HEADER = /phone|mobile|cell|tel|fax|number|nummer|numéro|numero|teléfono|telefon|هاتف|جوال/i;
const COUNTRY_HEADER = /country|land|pays|país|pais|iso|region|دولة|بلد/i;

const digitCount = (cell: string) => cell.replace(/\D/g, '').length;
const looksLikeNumber = (cell: string) => digitCount(cell) >= 6;
const looksLikeCountry = (cell: string) => /^\s*[A-Za-z]{2}\s*$/.test(cell);
/** A name ('Côte d’Ivoire', 'Deutschland', '日本'), a code ('GB', 'deu') or a calling code ('+61'). */
const looksLikeCountryValue = (cell: string) =>
  /^\s*(?:\+?\d{1,3}|[\p{L}\p{M}][\p{L}\p{M} .,'’()&-]{1,59})\s*$/u.test(cell);

/** The columns to offer: a re-imported export's own result columns are left out (it reads as it was). */
function inputWidth(header: readonly string[] | undefined, width: number): number {
  if (!header) return width;
  const tail = header.slice(-RESULT_COLUMNS.length);
  // Ours, also where a name was taken and got a number ('phone_country_2').
  const ours = RESULT_COLUMNS.every((name, i) => new RegExp(`^${name}(?:_\\d+)?$`).test(tail[i] ?? ''));
  return ours ? width - RESULT_COLUMNS.length : width;
}

/** The index in 0..width-1 where `score` is highest, the first one on a tie. */
function bestColumn(width: number, score: (column: number) => number): number {
  let best = 0;
  let most = -1;
  for (let column = 0; column < width; column++) {
    const s = score(column);
    if (s > most) {
      most = s;
      best = column;
    }
  }
  return best;
}

/** Whether the first row names the columns (none of its cells looks like a number), and which columns hold what. */
export function detectLayout(rows: readonly (readonly string[])[]): Layout {
  const first = rows[0] ?? [];
  const hasHeader =
    first.length > 0 &&
    rows.length > 1 &&
    !first.some(looksLikeNumber) &&
    first.some((c) => /\p{L}/u.test(c));
  const header = hasHeader ? first : undefined;
  const body = hasHeader ? rows.slice(1, 101) : rows.slice(0, 100);
  const width = inputWidth(header, Math.max(1, ...rows.slice(0, 101).map((r) => r.length)));
  const named = header ? header.slice(0, width).findIndex((cell) => PHONE_HEADER.test(cell)) : -1;
  const phoneColumn =
    named >= 0 ? named : bestColumn(width, (c) => body.filter((r) => looksLikeNumber(r[c] ?? '')).length);
  const countryHits = (c: number) =>
    c === phoneColumn ? 0 : body.filter((r) => looksLikeCountry(r[c] ?? '')).length;
  const namedCountry = header
    ? header.slice(0, width).findIndex((cell, c) => c !== phoneColumn && COUNTRY_HEADER.test(cell))
    : -1;
  const candidate = namedCountry >= 0 ? namedCountry : bestColumn(width, countryHits);
  // A country column is taken when most of its cells are two-letter codes, or, where the header says "country",
  // when most of them could name one ('Australia', 'deu', '+61').
  const hits =
    namedCountry >= 0
      ? body.filter((r) => looksLikeCountryValue(r[candidate] ?? '')).length
      : countryHits(candidate);
  const countryColumn = width > 1 && body.length > 0 && hits * 2 > body.length ? candidate : undefined;
  return { hasHeader, phoneColumn, countryColumn };
}
