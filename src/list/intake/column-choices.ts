/**
 * Which columns the setup step draws and offers. A file may hold a row of 16,000 cells (spreadsheets stop at 16,384):
 * drawing every column of the preview and offering each in two selects rendered ~100,000 elements in one task
 * (0.4 s, twice). Only the columns the first rows fill are offered, and the preview draws the first few of them.
 *
 *   columnChoices([['name', 'phone']], 16_000, [1]) → { offered: [0, 1], shown: [0, 1], notShown: 15_998 }
 */

/** Columns drawn in the preview table (the phone and country columns are drawn too, wherever they are). */
export const SHOWN_COLUMNS = 40;
/** Columns a select offers: a wide header (10,000 named columns) stays choosable up to here. */
export const OFFERED_COLUMNS = 1_000;

export interface ColumnChoices {
  /** Choosable as the phone or country column, in order. */
  readonly offered: readonly number[];
  /** Drawn in the preview, in order. */
  readonly shown: readonly number[];
  /** The file's columns not drawn. */
  readonly notShown: number;
}

export function columnChoices(
  preview: readonly (readonly string[])[],
  columns: number,
  keep: readonly (number | undefined)[],
): ColumnChoices {
  // The last column any first row fills (a name or a value), at least the first.
  let filled = 1;
  for (const row of preview)
    for (let c = Math.min(row.length, OFFERED_COLUMNS) - 1; c >= filled; c--)
      if (row[c] !== '') {
        filled = c + 1;
        break;
      }
  const kept = keep.filter((c): c is number => c !== undefined && c < columns);
  const withKept = (limit: number) =>
    [...new Set([...Array.from({ length: Math.min(limit, columns) }, (_, c) => c), ...kept])].sort(
      (a, b) => a - b,
    );
  const shown = withKept(Math.min(filled, SHOWN_COLUMNS));
  return { offered: withKept(filled), shown, notShown: Math.max(0, columns - shown.length) };
}
