/**
 * Our CSV reading against Papa Parse's (a devDependency, never shipped), record for record and cell for cell, on
 * generated files: quoted line breaks, every line end (LF, CRLF, CR, mixed), ragged rows, the delimiters , ; tab |,
 * a UTF-8 BOM, empty cells, quotes inside quoted cells, a final line end or none, whitespace around cells, unicode;
 * and on malformed ones (a quote inside an unquoted cell, text after a closing quote, a quote that never closes).
 * Ours is read three ways: the streaming splitter fed in random slices, readText, and readFile (bytes, UTF-8).
 *
 * Where our reading differs from Papa Parse's on purpose (csv.ts says why), the oracle is adjusted, and only there:
 * - a line end at the end of the text: Papa Parse reads one more row, [''], after it; it is left out;
 * - mixed line ends: Papa Parse keeps all but one kind in the cells; it reads the file with its row ends made LF;
 * - whitespace after the last closing quote of the text: Papa Parse reads that quote as never closed; it reads the
 *   text with a line end after it.
 * Papa Parse guesses the line end of a malformed file from quotes it pairs across rows; it is told the line end there.
 */
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { type ReadOutcome } from '../intake/intake';
import { readFile } from '../intake/read-source';
import { readText } from '../intake/read-text';
import { detectDelimiter } from '../intake/sniff';
import { parseRecord } from './record-cells';
import { createRecordSplitter, type Segment } from './record-splitter';
import { recordAt } from './row-store';

const DELIMITERS = [',', ';', '\t', '|'] as const;
type LineEnd = '\n' | '\r\n' | '\r';
const LINE_ENDS: readonly LineEnd[] = ['\n', '\r\n', '\r'];

interface PapaReading {
  readonly rows: string[][];
  /** Rows (from 0) where Papa Parse found a quote in a quoted cell that neither closes it nor is half of "". */
  readonly invalidQuoteRows: number[];
  /** The row whose quote never closed. */
  readonly missingQuoteRow: number | undefined;
}

function papa(text: string, delimiter: string, newline?: LineEnd): PapaReading {
  const result = Papa.parse<string[]>(text, { delimiter, quoteChar: '"', ...(newline ? { newline } : {}) });
  return {
    rows: result.data,
    invalidQuoteRows: [
      ...new Set(result.errors.filter((e) => e.code === 'InvalidQuotes').map((e) => e.row ?? -1)),
    ],
    missingQuoteRow: result.errors.find((e) => e.code === 'MissingQuotes')?.row,
  };
}

/** Papa Parse's reading less its row after a final line end (which ends the last row, RFC 4180 §2.2). */
function papaRows(text: string, delimiter: string, newline?: LineEnd): PapaReading {
  const reading = papa(text, delimiter, newline);
  const last = reading.rows.at(-1);
  const endsWithLineEnd = /[\r\n]$/.test(text);
  if (endsWithLineEnd && last?.length === 1 && last[0] === '' && reading.missingQuoteRow === undefined)
    return { ...reading, rows: reading.rows.slice(0, -1) };
  return reading;
}

/**
 * Papa Parse's reading, or, for a text ending in a quote and whitespace (which Papa Parse reads as a quote never
 * closed, ours as one closed before the end of the text), its reading of the text with a line end after it.
 */
function expectedReadings(
  text: string,
  delimiter: string,
  newline?: LineEnd,
  lineEnd: LineEnd = newline ?? '\n',
): PapaReading[] {
  const readings = [papaRows(text, delimiter, newline)];
  if (/"[^\S\r\n]+$/.test(text)) readings.push(papaRows(`${text}${lineEnd}`, delimiter, newline));
  return readings;
}

const records = (segments: readonly Segment[]) =>
  segments.flatMap((segment) =>
    Array.from(segment.starts, (start, i) => segment.text.slice(start, segment.ends[i])),
  );

/** Ours through the streaming splitter, the text cut into slices of the given sizes (used in turn). */
function splitterReading(text: string, delimiter: string, sizes: readonly number[]) {
  const splitter = createRecordSplitter({ delimiter, maxRows: 3 });
  const segments: Segment[] = [];
  let k = 0;
  for (let at = 0; at < text.length; k++) {
    const size = sizes[k % sizes.length] ?? 1;
    segments.push(...splitter.push(text.slice(at, at + size)));
    at += size;
  }
  segments.push(...splitter.end());
  return {
    rows: records(segments).map((record) => parseRecord(record, { delimiter })),
    splitter,
  };
}

/** The rows of a read list as the file has them (recordAt, not cellsAt: no export guard taken off). */
function storeRows(outcome: ReadOutcome): { rows: string[][]; delimiter: string } {
  if (!outcome.ok) return { rows: [], delimiter: '' };
  const { store } = outcome.source;
  return {
    rows: Array.from({ length: store.count }, (_, row) => parseRecord(recordAt(store, row), store)),
    delimiter: store.delimiter,
  };
}

/** A read list's records, each as the file has it and ended by LF (but one whose quote never closed). */
function joinedRecords(outcome: ReadOutcome): string {
  if (!outcome.ok) return '';
  const { store, unclosedQuote } = outcome.source;
  const records = Array.from({ length: store.count }, (_, row) => recordAt(store, row));
  return records.join('\n') + (unclosedQuote === undefined ? '\n' : '');
}

const utf8 = (text: string) => new TextEncoder().encode(text);

// ---- The generator: a file as the records meant, written out.

/** Characters of cells: letters, digits, spaces, every candidate delimiter, quotes, line breaks, unicode. */
const CHARS = [
  'a',
  'b',
  'Z',
  '0',
  '7',
  '+',
  ' ',
  ' ',
  '\t',
  ',',
  ';',
  '|',
  '"',
  '\n',
  '\r',
  'é',
  'ß',
  '山',
  '😀',
  '\u00a0',
  'ü',
];
const cellText = fc.array(fc.constantFrom(...CHARS), { maxLength: 8 }).map((chars) => chars.join(''));

interface Cell {
  readonly text: string;
  /** Quoted although not needed. */
  readonly quote: boolean;
  /** Whitespace after the closing quote (a quoted cell only). */
  readonly after: string;
}
const cell: fc.Arbitrary<Cell> = fc.record({
  text: cellText,
  quote: fc.boolean(),
  after: fc.constantFrom('', '', '', ' ', '  ', '\u00a0'),
});

interface GeneratedFile {
  readonly delimiter: (typeof DELIMITERS)[number];
  /** The records as meant, cells unquoted. */
  readonly rows: readonly (readonly Cell[])[];
  /** A line end per record, or one for all. */
  readonly lineEnds: readonly LineEnd[];
  readonly mixed: boolean;
  readonly finalLineEnd: boolean;
  readonly bom: boolean;
}

const generatedFile: fc.Arbitrary<GeneratedFile> = fc.record({
  delimiter: fc.constantFrom(...DELIMITERS),
  // Ragged: 1 to 6 cells a row, under a header of any width.
  rows: fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 12 }),
  lineEnds: fc.array(fc.constantFrom(...LINE_ENDS), { minLength: 1, maxLength: 12 }),
  mixed: fc.boolean(),
  finalLineEnd: fc.boolean(),
  bom: fc.boolean(),
});

/** A cell as a careful writer writes it: quoted when it must be (or when asked), "" for a quote. */
function writeCell({ text, quote, after }: Cell, delimiter: string): string {
  const must = text.includes(delimiter) || /["\r\n]/.test(text);
  // An unquoted cell starting or ending with whitespace next to a quoted one's trailing spaces would be ambiguous
  // only to a human; the readers agree on it.
  return must || quote ? `"${text.replace(/"/g, '""')}"${after}` : text;
}

function lineEndOf(file: GeneratedFile, row: number): LineEnd {
  return (file.mixed ? file.lineEnds[row % file.lineEnds.length] : file.lineEnds[0]) ?? '\n';
}

function writeFile(file: GeneratedFile, uniform?: LineEnd): string {
  const { rows, delimiter } = file;
  let text = '';
  rows.forEach((row, i) => {
    const record = row.map((c) => writeCell(c, delimiter)).join(delimiter);
    text += record;
    if (i === rows.length - 1 && !file.finalLineEnd) return;
    const lineEnd = uniform ?? lineEndOf(file, i);
    // CR, an empty record, LF would be one CRLF: that blank row ends with CRLF instead.
    text += text.endsWith('\r') && record === '' && lineEnd === '\n' ? '\r\n' : lineEnd;
  });
  return text;
}

/** Records with more than whitespace in a cell: blank ones say nothing of the delimiter. */
const notBlank = <T>(rows: readonly (readonly T[])[], text: (cell: T) => string) =>
  rows.filter((row) => row.some((cell) => text(cell).trim() !== ''));

/** A file is a table for the generator's delimiter when most of its records (not blank) have two cells or more. */
const mostlyTwoOrMore = (file: GeneratedFile) => {
  const rows = notBlank(file.rows, (cell) => cell.text);
  return rows.filter((row) => row.length >= 2).length * 2 > rows.length;
};

const sliceSizes = fc.array(fc.integer({ min: 1, max: 17 }), { minLength: 1, maxLength: 6 });

describe('our reading and Papa Parse’s agree, record for record and cell for cell', () => {
  it('on well-formed files (the splitter in random slices, readText, readFile)', async () => {
    await fc.assert(
      fc.asyncProperty(generatedFile, sliceSizes, async (file, sizes) => {
        const body = writeFile(file);
        const text = file.bom ? `\uFEFF${body}` : body;
        const { delimiter } = file;
        // Papa Parse keeps one kind of line end: it reads the same records written with LF between them.
        const oracleText = file.mixed ? writeFile(file, '\n') : body;
        const lineEnd = file.mixed ? '\n' : lineEndOf(file, 0);
        const expected = expectedReadings(oracleText, delimiter, undefined, lineEnd).map((r) => r.rows);

        // The splitter reads decoded text: a BOM is gone by then (readText and the TextDecoder drop it).
        const sliced = splitterReading(body, delimiter, sizes);
        expect(expected).toContainEqual(sliced.rows);
        expect(sliced.splitter.unclosedQuote()).toBeUndefined();
        expect(sliced.splitter.quoteIssues()).toEqual({});

        // readText and readFile, with the delimiter they detect: Papa Parse with that delimiter reads the same.
        for (const outcome of [readText(text), await readFile(new Blob([utf8(text)]))]) {
          const read = storeRows(outcome);
          if (read.rows.length === 0) {
            // Nothing but whitespace: refused as empty.
            expect(text.trim()).toBe('');
            continue;
          }
          // Read with another delimiter than the writer's, a line break the writer quoted may be outside quotes,
          // mixing line ends: the rows are cut where ours cuts them (each line end outside quotes, csv.ts), and
          // Papa Parse reads their cells with LF between them.
          const other = read.delimiter !== delimiter;
          const oracle = expectedReadings(
            other ? joinedRecords(outcome) : oracleText,
            read.delimiter,
            other ? '\n' : undefined,
            other ? '\n' : lineEnd,
          ).map((r) => r.rows);
          expect(oracle).toContainEqual(read.rows);
          if (mostlyTwoOrMore(file)) expect(detectable(body, delimiter)).toContain(read.delimiter);
        }
      }),
      { numRuns: 1500 },
    );
    // About 2 s alone; more beside the other test files on a small machine.
  });

  it('on malformed files, and notes the rows Papa Parse finds malformed', () => {
    /** A cell written wrongly: a quote inside it unquoted, text after its closing quote, a quote left open … */
    // Unquoted line breaks would be rows of mixed line ends, which the well-formed files cover.
    const malformedCell = fc.oneof(
      cellText.map((text) => ({ text: text.replace(/[\r\n]/g, ''), quote: false, after: '' })),
      // A quoted cell holds the file's line end only: Papa Parse is told that one, others are the mixed case.
      fc.record({ text: cellText, quote: fc.constant(true), after: fc.constantFrom('', ' ') }),
      fc.constantFrom<Cell>(
        { text: 'b"c', quote: false, after: '' },
        { text: '"ab"c', quote: false, after: '' },
        { text: '"Acme "Best" Co"', quote: false, after: '' },
        { text: '"open', quote: false, after: '' },
        { text: ' "a"', quote: false, after: '' },
        { text: '"a" "b"', quote: false, after: '' },
        { text: '"a""', quote: false, after: '' },
        { text: '"', quote: false, after: '' },
        { text: '5\'10"', quote: false, after: '' },
      ),
    );
    const malformed = fc.record({
      delimiter: fc.constantFrom(...DELIMITERS),
      rows: fc.array(fc.array(malformedCell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 8 }),
      lineEnd: fc.constantFrom(...LINE_ENDS),
      finalLineEnd: fc.boolean(),
    });
    fc.assert(
      fc.property(malformed, sliceSizes, ({ delimiter, rows, lineEnd, finalLineEnd }, sizes) => {
        // Written as is: a cell that must be quoted but is not is malformed too.
        const cellOf = (c: Cell) =>
          c.quote ? writeCell({ ...c, text: c.text.replace(/\r\n|\r|\n/g, lineEnd) }, delimiter) : c.text;
        const text =
          rows.map((row) => row.map(cellOf).join(delimiter)).join(lineEnd) + (finalLineEnd ? lineEnd : '');
        const readings = expectedReadings(text, delimiter, lineEnd);
        const sliced = splitterReading(text, delimiter, sizes);
        expect(readings.map((r) => r.rows)).toContainEqual(sliced.rows);
        const agreed = readings.find((r) => JSON.stringify(r.rows) === JSON.stringify(sliced.rows));
        // The same rows are noted: a quote that does not close its cell, and one that never closes.
        if (agreed && agreed === readings[0]) {
          const noted = sliced.splitter.quoteIssues()['text-after-quote'];
          const invalid = agreed.invalidQuoteRows;
          expect(noted && { first: noted.first, rows: noted.rows }).toEqual(
            invalid.length > 0 ? { first: Math.min(...invalid), rows: invalid.length } : undefined,
          );
          expect(sliced.splitter.unclosedQuote()).toBe(agreed.missingQuoteRow);
        }
        const read = storeRows(readText(text));
        if (read.rows.length > 0)
          expect(expectedReadings(text, read.delimiter, lineEnd).map((r) => r.rows)).toContainEqual(
            read.rows,
          );
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['a,b"c,d', [['a', 'b"c', 'd']]],
    ['"ab"c,d', [['ab"c,d']]],
    ['"ab"c,d\n1,"2"\n3,4', [['ab"c,d\n1,"2'], ['3', '4']]],
    ['a,"bc\nd,e', [['a', 'bc\nd,e']]],
    ['"a""b', [['a""b']]],
    [
      '"Acme "Best" Co",1\n2,3',
      [
        ['Acme "Best" Co', '1'],
        ['2', '3'],
      ],
    ],
    [
      'A,"B" ,C,"D" \r\nE,F,"G"  ,"H"  \r\nQ,W,"E" ,R',
      [
        ['A', 'B', 'C', 'D'],
        ['E', 'F', 'G', 'H'],
        ['Q', 'W', 'E', 'R'],
      ],
    ],
    ['A, "B" ,C', [['A', ' "B" ', 'C']]],
    ['"1","cnonce="""",nc=""""","2"', [['1', 'cnonce="",nc=""', '2']]],
    ['a,"b,"c\nd,e,f', [['a', 'b,"c\nd,e,f']]],
    ['"a,"b,c"\nd,e,f', [['a,"b,c'], ['d', 'e', 'f']]],
  ])('%j (cases of Papa Parse’s own tests, and the issue’s)', (text, rows) => {
    expect(splitterReading(text, ',', [5]).rows).toEqual(rows);
    expect(papa(text, ',').rows).toEqual(rows);
  });

  it('differs where csv.ts says, and only there', () => {
    // A final line end: no row after it.
    expect(splitterReading('a,b\n', ',', [9]).rows).toEqual([['a', 'b']]);
    expect(papa('a,b\n', ',').rows).toEqual([['a', 'b'], ['']]);
    // Mixed line ends: each ends a row.
    expect(splitterReading('a\nb\r\nc\rd', ',', [9]).rows).toEqual([['a'], ['b'], ['c'], ['d']]);
    expect(papa('a\nb\r\nc\rd', ',').rows).not.toEqual([['a'], ['b'], ['c'], ['d']]);
    // Whitespace after the last closing quote.
    expect(splitterReading('"a"  ', ',', [9]).rows).toEqual([['a']]);
    expect(papa('"a"  ', ',').rows).toEqual([['a"  ']]);
  });
});

/**
 * The delimiters detection may find in a file whose records mostly have two cells or more: the writer's, or another
 * candidate that splits most records into two cells or more too (then the more consistent split wins, see
 * detectDelimiter: a ';' file whose cells hold ', ' is as much a ',' file).
 */
function detectable(text: string, writer: string): string[] {
  const rivals = DELIMITERS.filter((candidate) => {
    if (candidate === writer) return false;
    const rows = notBlank(splitterReading(text, candidate, [text.length || 1]).rows, (cell) => cell);
    return rows.filter((row) => row.length >= 2).length * 2 > rows.length;
  });
  return [writer, ...rivals];
}

describe('the detected delimiter', () => {
  it('is the writer’s whenever most records have two cells or more, but where another splits them too', () => {
    let rivalled = 0;
    let checked = 0;
    fc.assert(
      fc.property(generatedFile, (file) => {
        if (!mostlyTwoOrMore(file)) return;
        const text = writeFile(file);
        const allowed = detectable(text, file.delimiter);
        checked++;
        if (allowed.length > 1) rivalled++;
        expect(allowed).toContain(detectDelimiter(text));
      }),
      { numRuns: 3000 },
    );
    // Most generated tables have no rival: the exception is an exception.
    expect(rivalled).toBeLessThan(checked / 2);
  });

  it('is the writer’s in a file of CRM rows with quoted line breaks and other candidates inside quotes', () => {
    const names = fc.constantFrom('Ann', 'Bob Smith', 'Zoë', '山田', 'O’Neil');
    const notes = fc.constantFrom(
      '',
      'call back; after 5',
      'a, b | c',
      'line 1\nline 2',
      'says "hi"',
      'x\r\ny',
    );
    const crm = fc.record({
      delimiter: fc.constantFrom(...DELIMITERS),
      rows: fc.array(fc.tuple(names, notes, fc.integer({ min: 1000, max: 9999 })), {
        minLength: 1,
        maxLength: 40,
      }),
      lineEnd: fc.constantFrom(...LINE_ENDS),
      ragged: fc.boolean(),
    });
    fc.assert(
      fc.property(crm, ({ delimiter, rows, lineEnd, ragged }) => {
        const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;
        const lines = rows.map(([name, note, n], i) => {
          const cells = [name, quoted(note), `+44 20 7946 ${n}`];
          // Ragged: 2, 3, 1, 2, 3, 1 … cells (a third of the rows one cell).
          return (ragged ? cells.slice(0, 1 + ((i + 1) % 3)) : cells).join(delimiter);
        });
        const text = [['name', 'note', 'phone'].join(delimiter), ...lines].join(lineEnd);
        expect(detectDelimiter(text)).toBe(delimiter);
      }),
      { numRuns: 1000 },
    );
  });
});
