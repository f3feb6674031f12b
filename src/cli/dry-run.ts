/**
 * What `telfield clean --dry-run` (or `--columns`) prints on standard output: what the command would use to clean
 * the list, each with why, and nothing cleaned:
 *   rows: 6 (under a header: guessed, the first row holds words and no number)
 *   encoding: utf-8 (a byte-order mark, or every byte ASCII)
 *   delimiter: , (found from the first lines)
 *   phone columns: Phone Number (found from the cells)
 *   country column: CC (found from the cells)
 *   default country: none (no --default-country, and the locale names no region)
 */
import type { CleanCommand } from './args';
import type { CleanOutcome } from './clean-list';
import { chosen, countryColumnWords } from './summary';

const DELIMITERS: Readonly<Record<string, string>> = { '\t': 'tab', ' ': 'space' };

export function dryRunReport(
  command: CleanCommand,
  outcome: CleanOutcome,
  defaultCountry: string | undefined,
): string {
  const header = outcome.layout.hasHeader
    ? `under a header: ${command.header === undefined ? 'guessed, the first row holds words and no number' : 'given'}`
    : `no header: ${command.header === undefined ? 'guessed, the first row holds a number or no word' : 'given'}`;
  const country =
    defaultCountry === undefined
      ? 'none (no --default-country, and the locale names no region)'
      : `${defaultCountry} (${command.defaultCountry === undefined ? "the locale's region" : 'given'})`;
  return [
    `rows: ${outcome.rowsRead} (${header})`,
    `encoding: ${outcome.encoding}`,
    `delimiter: ${DELIMITERS[outcome.delimiter] ?? outcome.delimiter} (found from the first lines)`,
    `phone columns: ${outcome.phoneColumns.join(', ')} (${chosen(command.phoneColumns.length > 0)})`,
    `country column: ${countryColumnWords(outcome.countryColumn, command.countryColumn !== undefined)}`,
    `default country: ${country}`,
    'nothing was cleaned or written (--dry-run)',
    '',
  ].join('\n');
}
