/**
 * What a table's columns hold, from its first rows: whether the first row names the columns, which columns hold
 * phone numbers and which one holds countries.
 */
import { RESULT_COLUMNS } from '../table/cell-codes';

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
