import type { RowResult } from './normalise-row';

export const RESULT_COLUMNS = ['e164', 'country', 'type', 'status', 'reason'] as const;

/**
 * A cell a spreadsheet will not run as a formula (OWASP CSV injection): cells starting with = + - @ tab or CR
 * get a leading apostrophe, which spreadsheets hide and which keeps E.164 values ('+44…') as text.
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Undoes safeCell on re-import, so an exported file reads back as the same values. */
export function unsafeCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

function quote(value: string, delimiter: string): string {
  return /["\r\n]/.test(value) || value.includes(delimiter) ? `"${value.replace(/"/g, '""')}"` : value;
}

export interface ExportOptions {
  readonly delimiter: string;
  readonly header: readonly string[] | undefined;
  readonly phoneColumn: number;
  readonly onlyValid: boolean;
  readonly writeBack: boolean;
}

/** The export: every input row in order (or only the valid ones), its original cells, then the result columns. */
export function exportCsv(rows: readonly (readonly string[])[], results: readonly RowResult[], options: ExportOptions): string {
  const { delimiter } = options;
  const line = (cells: readonly string[]) => cells.map((c) => quote(safeCell(c), delimiter)).join(delimiter);
  const out: string[] = [];
  const width = Math.max(options.header?.length ?? 0, ...rows.slice(0, 1000).map((r) => r.length));
  const header = options.header ?? Array.from({ length: width }, (_, i) => `column ${i + 1}`);
  out.push(line([...header, ...RESULT_COLUMNS]));
  rows.forEach((row, i) => {
    const result = results[i];
    if (!result || (options.onlyValid && result.status !== 'valid')) return;
    const cells = Array.from({ length: Math.max(width, row.length) }, (_, c) => row[c] ?? '');
    if (options.writeBack && result.status === 'valid') cells[options.phoneColumn] = result.e164;
    out.push(line([...cells, result.e164, result.country, result.type, result.status, result.reason]));
  });
  return out.join('\r\n') + '\r\n';
}
