/**
 * `telfield clean` writes the screen's export, byte for byte: each file here is read, judged and exported as Clean a
 * list does it in the page (readFile on the file's bytes, the layout it detects, the workers' judgement with the
 * English country names, the duplicates, buildExport after a byte-order mark), and by the built command with the same
 * choices as flags; the two files must be equal. The files: the contact exports of the e2e suite (Google, Outlook,
 * HubSpot, Shopify), and generated lists longer than one segment (4,096 rows, so duplicates and numbering cross
 * segments, as they cross the command's stream), with ';' and tabs, quoted line breaks, ragged rows, formulas and
 * Windows-1252 bytes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { googleExport, hubspotExport, outlookExport, shopifyExport } from '../e2e/contact-exports';
import { detectLayout } from '../src/list/intake/phone-columns';
import { readFile } from '../src/list/intake/read-source';
import { en } from '../src/features/batch/messages/en';
import { buildExport, exportWidth, type ExportOptions } from '../src/list/results/export-csv';
import { findDuplicates } from '../src/list/results/find-duplicates';
import { createResults, storeChunk } from '../src/list/run/batch-results';
import { chunkRequest, normaliseChunk } from '../src/list/run/normalise-chunk';
import { cellsAt } from '../src/list/table/row-store';
import { FULL_RULES } from '../src/phone/api/full-rules';
import { countryNameTable } from '../src/phone/plan/country-name-table';
import { builtCommandLine, runCommandLine } from './build-command-line';

const built = builtCommandLine();
const dir = () => built.dir();

type Choices = Pick<ExportOptions, 'rows' | 'layout' | 'writeBack' | 'forExcel'>;
const DEFAULTS: Choices = { rows: 'all', layout: 'wide', writeBack: false, forExcel: false };

/** The screen's export of a file's bytes, with the default country US, as the page makes it. */
async function screenExport(bytes: Uint8Array<ArrayBuffer>, choices: Choices): Promise<Buffer> {
  const outcome = await readFile(new Blob([bytes]));
  if (!outcome.ok) throw new Error(outcome.problem);
  const { store, preview } = outcome.source;
  const layout = detectLayout(preview, 'US');
  const firstRow = layout.hasHeader ? 1 : 0;
  const results = createResults(store, layout.phoneColumns);
  const countryNames = layout.countryColumn === undefined ? undefined : countryNameTable(['en']);
  const job = { ...layout, countryNames, defaultCountry: 'US' as const };
  store.segments.forEach((segment, id) =>
    storeChunk(results, segment.firstRow, normaliseChunk(chunkRequest(id, segment, store, job), FULL_RULES)),
  );
  await findDuplicates(results, store, firstRow);
  const header = layout.hasHeader ? cellsAt(store, 0) : undefined;
  const options: ExportOptions = {
    header,
    width: exportWidth(preview, header),
    columnName: en.column,
    phoneColumns: layout.phoneColumns,
    ...choices,
  };
  const parts = await buildExport(store, results, firstRow, options);
  return Buffer.from(`\uFEFF${parts.join('')}`, 'utf8');
}

const FLAGS: Readonly<Record<keyof Choices, (choices: Choices) => string[]>> = {
  rows: (c) => (c.rows === 'valid' ? ['--only-valid'] : []),
  layout: (c) => (c.layout === 'long' ? ['--long'] : []),
  writeBack: (c) => (c.writeBack ? ['--write-back'] : []),
  forExcel: (c) => (c.forExcel ? ['--for-excel'] : []),
};

function commandExport(name: string, bytes: Uint8Array, choices: Choices): Buffer {
  const input = join(dir(), name);
  writeFileSync(input, bytes);
  const output = join(dir(), `${name}.out`);
  const flags = Object.values(FLAGS).flatMap((flag) => flag(choices));
  const run = runCommandLine(built.script(), ['clean', input, '-d', 'US', '-o', output, ...flags]);
  if (run.status !== 0) throw new Error(run.stderr.toString());
  return readFileSync(output);
}

/** A list longer than a segment: numbers that repeat across segments, formulas, quoted breaks, ragged rows. */
function generatedList(delimiter: string, rows: number): string {
  const lines = [['id', 'name', 'phone', 'note'].join(delimiter)];
  for (let i = 0; i < rows; i++) {
    const phone = [
      `(201) 555-${String(i % 5000).padStart(4, '0')}`,
      `+44 20 7946 ${String(i % 900).padStart(4, '0')}`,
      '=HYPERLINK("http://x")',
      '',
      // First seen after the first segment, then again: numbered from the file's start.
      i < 5_000 ? '555' : `(201) 555-${7000 + (i % 40)}`,
      `030 ${1000000 + (i % 3000)}`,
    ][i % 6];
    const note = i % 97 === 0 ? '"two\nlines"' : i % 89 === 0 ? '' : `n${i}`;
    const cells = [String(i), `Name ${i}`, phone ?? '', note];
    lines.push((i % 101 === 0 ? cells.slice(0, 3) : cells).join(delimiter));
  }
  return `${lines.join('\r\n')}\r\n`;
}

const utf8 = (text: string) => new Uint8Array(new TextEncoder().encode(text));

/** Windows-1252: each character's code below 256 as one byte (the text holds none of 0x80-0x9F's). */
const windows1252 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

const FILES: readonly (readonly [string, Uint8Array<ArrayBuffer>])[] = [
  ['google.csv', utf8(googleExport('current').text)],
  ['google-legacy.csv', utf8(googleExport('legacy').text)],
  ['outlook.csv', utf8(outlookExport().text)],
  ['hubspot.csv', utf8(hubspotExport().text)],
  ['shopify.csv', utf8(shopifyExport().text)],
  ['generated.csv', utf8(generatedList(',', 9_000))],
  ['generated-semicolon.csv', utf8(generatedList(';', 5_000))],
  ['generated.tsv', utf8(generatedList('\t', 5_000))],
  ['zoe-1252.csv', windows1252('name,phone\r\nZoë Müller,020 7946 0958\r\nRenée,+33 1 42 68 53 00\r\n')],
];

describe('telfield clean writes the screen’s export, byte for byte', () => {
  it.each(FILES)(
    '%s',
    async (name, bytes) => {
      expect(commandExport(name, bytes, DEFAULTS).equals(await screenExport(bytes, DEFAULTS))).toBe(true);
    },
    60_000,
  );

  it.each([
    { rows: 'valid', layout: 'wide', writeBack: false, forExcel: false },
    { rows: 'all', layout: 'long', writeBack: false, forExcel: false },
    { rows: 'valid', layout: 'long', writeBack: false, forExcel: false },
    { rows: 'all', layout: 'wide', writeBack: true, forExcel: true },
  ] satisfies Choices[])(
    'with the choices %o',
    async (choices) => {
      for (const [name, bytes] of [FILES[2], FILES[5]] as [string, Uint8Array<ArrayBuffer>][]) {
        const ours = commandExport(name, bytes, choices);
        expect(ours.equals(await screenExport(bytes, choices)), name).toBe(true);
      }
    },
    60_000,
  );
});
