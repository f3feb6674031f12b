/**
 * The workbook writer, tested against two readers: read-excel-file (an independent reader of .xlsx) and a strict
 * reader of XML 1.0 written here (line ends normalized as XML says, entities and character references checked, every
 * character checked against XML's Char, tags balanced), over a corpus drawn from a seeded generator.
 */
import { unzipSync } from 'fflate';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { MAX_SPREADSHEET_COLUMNS, columnLetters, writeXlsx } from './xlsx-writer';

type Rows = readonly (readonly string[])[];

// ---- The corpus ----

/** mulberry32: a small seeded generator, so a failure reproduces. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The characters XML 1.0 forbids, every one of them. */
const FORBIDDEN = [...range(0x00, 0x08), 0x0b, 0x0c, ...range(0x0e, 0x1f), 0xfffe, 0xffff].map((code) =>
  String.fromCharCode(code),
);
const LONE_SURROGATES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uD83D', '\uDE00'];
const ESCAPE_LOOKALIKES = [
  '_x0041_',
  '_x005F_',
  '_xD800_',
  '_x000D_',
  '_x',
  '_X0041_',
  '_x12',
  '_x0041',
  '__x0041__',
];
const WHITESPACE = [' ', '  ', '\n', '\r\n', '\r', '\t', '\u00A0', '\u3000'];
const MARKUP = ['&', '<', '>', '"', "'", ']]>', '&amp;', '<t>', '&#1;', '</c>', '<![CDATA[x]]>'];
const LOOKS_LIKE_DATA = [
  '=SUM(A1)',
  '=1+1',
  '+442079460958',
  '007',
  '-1',
  '@x',
  '1e5',
  'TRUE',
  '2024-01-31',
  '0.10',
];

function corpus(seed: number, count: number): string[][] {
  const random = prng(seed);
  const int = (n: number) => Math.floor(random() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  const run = (from: number, to: number, fromCodePoint = false) =>
    Array.from({ length: 1 + int(8) }, () => {
      const code = from + int(to - from + 1);
      return fromCodePoint ? String.fromCodePoint(code) : String.fromCharCode(code);
    }).join('');
  const pieces: (() => string)[] = [
    () => run(0x20, 0x7e), // ASCII
    () => run(0xa0, 0xff), // Latin-1
    () => run(0x0600, 0x06ff), // Arabic
    () => run(0x4e00, 0x9fff), // CJK
    () => run(0x1f300, 0x1faff, true), // emoji: surrogate pairs
    () => pick(FORBIDDEN),
    () => pick(LONE_SURROGATES),
    () => pick(ESCAPE_LOOKALIKES),
    () => pick(WHITESPACE),
    () => pick(MARKUP),
    () => pick(LOOKS_LIKE_DATA),
  ];
  const text = () => Array.from({ length: 1 + int(6) }, () => pick(pieces)()).join('');
  const cell = (): string => {
    const kind = random();
    if (kind < 0.15) return '';
    if (kind < 0.22) return pick(LOOKS_LIKE_DATA);
    if (kind < 0.27) return pick(pieces)().slice(0, 1);
    if (kind < 0.3) return ` ${text()} `;
    return text();
  };
  const rows: string[][] = [];
  for (let r = 0; r < count; r++) {
    // Ragged: some rows empty, some short, some past column Z (30 to 36 columns).
    const width = r === 0 ? 33 : random() < 0.3 ? 30 + int(7) : int(12);
    rows.push(Array.from({ length: width }, cell));
  }
  return rows;
}

/** A cell of exactly Excel's most characters (32,767), made of every kind of piece. */
function longCell(seed: number): string {
  let text = '';
  const rows = corpus(seed, 40);
  while (text.length < 32_767) text += rows.flat().join('');
  return text.slice(0, 32_767);
}

const CORPUS: Rows = [
  ...corpus(20_240_501, 400),
  FORBIDDEN,
  [FORBIDDEN.join(''), `a${FORBIDDEN.join('b')}c`],
  LONE_SURROGATES,
  // An escape lookalike next to a character that is escaped, and lookalikes sharing an underscore.
  ['_x0041\u0001', '_x0041_x0042_', '\u0001x0041_', '_\u0001', '_x005F_x0041_', '\uD800_x0041_\uDC00'],
  [' lead', 'trail ', ' ', '\t', '\n', '\r\n', 'a\r\nb', 'a\rb', '\r'],
  ['=SUM(A1)', '+442079460958', '007', '=1+1', '', '', 'x'],
  [],
  [
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    'AB',
  ],
  [longCell(1), 'a', longCell(2)],
  [longCell(3)],
  ['last'],
];

// ---- A strict reader of XML 1.0 ----

interface XmlElement {
  name: string;
  attributes: Map<string, string>;
  children: (XmlElement | string)[];
}

const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const NAME = '[A-Za-z_][\\w.:-]*';
const TOKEN = new RegExp(
  `<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>|([^<]+)|<!--(?:(?!--)[^])*-->`,
  'y',
);
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')`, 'g');
const REFERENCE = /&(?:(amp|lt|gt|quot|apos)|#([0-9]+)|#x([0-9A-Fa-f]+));/y;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text or an attribute's value with its references replaced; a bare '&' or a reference to a non-character throws. */
function decodeReferences(text: string): string {
  let out = '';
  for (let i = 0; i < text.length;) {
    if (text[i] !== '&') {
      out += text[i++];
      continue;
    }
    REFERENCE.lastIndex = i;
    const match = REFERENCE.exec(text);
    if (!match) throw new Error(`a bare & at ${i}`);
    const [whole, named, decimal, hex] = match;
    const char = named
      ? NAMED[named]
      : String.fromCodePoint(parseInt(decimal ?? hex ?? '', decimal ? 10 : 16));
    if (char === undefined || NOT_XML_CHAR.test(char))
      throw new Error(`a reference to a non-character: ${whole}`);
    out += char;
    i += whole.length;
  }
  return out;
}

/** The document's root element; throws unless the document is well-formed. */
function parseXml(document: string): XmlElement {
  if (NOT_XML_CHAR.test(document)) throw new Error('a character XML 1.0 forbids');
  // XML 1.0 §2.11: a reader sees every CR LF and lone CR as LF.
  const xml = document
    .replace(/\r\n?/g, '\n')
    .replace(/^<\?xml\s+version="1\.0"(?:\s+[\w]+="[^"]*")*\s*\?>/, '');
  const root: XmlElement = { name: '', attributes: new Map(), children: [] };
  const open: XmlElement[] = [root];
  for (let at = 0; at < xml.length; at = TOKEN.lastIndex) {
    TOKEN.lastIndex = at;
    const match = TOKEN.exec(xml);
    if (!match) throw new Error(`not well-formed at ${at}: ${xml.slice(at, at + 40)}`);
    const [, closing, name, attributes, selfClosing, text] = match;
    const parent = open[open.length - 1] as XmlElement;
    if (text !== undefined) {
      if (text.includes(']]>')) throw new Error(`']]>' in text at ${at}`);
      if (open.length === 1 && text.trim()) throw new Error(`text outside the root at ${at}`);
      if (open.length > 1) parent.children.push(decodeReferences(text));
    } else if (name !== undefined && closing) {
      if (attributes || selfClosing) throw new Error(`a malformed end tag at ${at}`);
      if (parent.name !== name || open.length === 1)
        throw new Error(`</${name}> closes <${parent.name}> at ${at}`);
      open.pop();
    } else if (name !== undefined) {
      if (open.length === 1 && root.children.length > 0) throw new Error(`a second root at ${at}`);
      const element: XmlElement = { name, attributes: new Map(), children: [] };
      for (const [, key = '', double, single] of (attributes ?? '').matchAll(ATTRIBUTE)) {
        if (element.attributes.has(key)) throw new Error(`a repeated attribute ${key} at ${at}`);
        element.attributes.set(key, decodeReferences(double ?? single ?? ''));
      }
      parent.children.push(element);
      if (!selfClosing) open.push(element);
    }
  }
  if (open.length > 1) throw new Error(`<${open[open.length - 1]?.name}> is never closed`);
  const [element, ...rest] = root.children;
  if (typeof element !== 'object' || rest.length > 0) throw new Error('not one root element');
  return element;
}

const elements = (element: XmlElement) =>
  element.children.filter((c): c is XmlElement => typeof c === 'object');

/** ST_Xstring (ECMA-376 Part 1, §22.9.2.19): _xHHHH_ is the character HHHH. */
const decodeXstring = (text: string) =>
  text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Written independently of the writer's: 0 → A, 26 → AA. */
function letters(index: number): string {
  let text = '';
  for (let n = index; n >= 0; n = Math.floor(n / 26) - 1) text = String.fromCharCode(65 + (n % 26)) + text;
  return text;
}

/** The non-empty cells by reference ('B7'), in order. */
function expectedCells(rows: Rows): [string, string][] {
  return rows.flatMap((row, r) =>
    row.flatMap((text, c): [string, string][] => (text === '' ? [] : [[`${letters(c)}${r + 1}`, text]])),
  );
}

/**
 * The sheet's cells by reference, in the order written; throws unless each cell is an inline string (never a number,
 * a formula or a shared string), rows and cells in order, and text that starts or ends with white space is marked
 * xml:space="preserve" (Excel drops that white space otherwise).
 */
function sheetCells(sheet: XmlElement): [string, string][] {
  expect(sheet.name).toBe('worksheet');
  expect(sheet.attributes.get('xmlns')).toBe('http://schemas.openxmlformats.org/spreadsheetml/2006/main');
  const [sheetData, ...others] = elements(sheet);
  expect(sheetData?.name).toBe('sheetData');
  expect(others).toEqual([]);
  const cells: [string, string][] = [];
  let lastRow = 0;
  for (const row of elements(sheetData as XmlElement)) {
    const r = Number(row.attributes.get('r'));
    expect(row.name).toBe('row');
    expect(r).toBeGreaterThan(lastRow);
    lastRow = r;
    let lastColumn = '';
    for (const cell of elements(row)) {
      const ref = cell.attributes.get('r') ?? '';
      const [, column = '', number] = /^([A-Z]{1,3})([0-9]+)$/.exec(ref) ?? [];
      expect(cell.name).toBe('c');
      expect(Number(number)).toBe(r);
      expect(
        column.length > lastColumn.length || (column.length === lastColumn.length && column > lastColumn),
      ).toBe(true);
      lastColumn = column;
      expect(cell.attributes.get('t')).toBe('inlineStr');
      expect(cell.children.map((c) => (typeof c === 'object' ? c.name : 'text'))).toEqual(['is']);
      const [t] = cell.children as XmlElement[];
      expect((t as XmlElement).children.map((c) => (typeof c === 'object' ? c.name : 'text'))).toEqual(['t']);
      const textElement = (t as XmlElement).children[0] as XmlElement;
      const text = textElement.children.join('');
      if (/^[\t\n\r ]|[\t\n\r ]$/.test(text))
        expect(textElement.attributes.get('xml:space'), ref).toBe('preserve');
      cells.push([ref, decodeXstring(text)]);
    }
  }
  return cells;
}

const PART_NAMES = [
  '[Content_Types].xml',
  '_rels/.rels',
  'xl/_rels/workbook.xml.rels',
  'xl/workbook.xml',
  'xl/worksheets/sheet1.xml',
];

/** The workbook's parts as text: fails unless it unzips and each part is UTF-8. */
async function unpack(blob: Blob): Promise<Record<string, string>> {
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, utf8.decode(bytes)]));
}

/**
 * The rows as read-excel-file gives them back (read with trim: false, or it trims every text): an empty cell is null,
 * every row padded with null to the widest row's last text, and the empty rows at the end dropped.
 */
function asReadExcelFileReads(rows: Rows): (string | null)[][] {
  const width = Math.max(...rows.map((row) => row.findLastIndex((text) => text !== '') + 1));
  const last = rows.findLastIndex((row) => row.some((text) => text !== ''));
  return rows
    .slice(0, last + 1)
    .map((row) => Array.from({ length: width }, (_, c) => (row[c] ? (row[c] as string) : null)));
}

describe('writeXlsx', () => {
  const blob = writeXlsx(CORPUS);

  it('writes a zip of the five parts of a workbook, each well-formed XML, which refer to one another', async () => {
    expect((await blob).type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const parts = await unpack(await blob);
    expect(Object.keys(parts).sort()).toEqual(PART_NAMES);
    const xml = Object.fromEntries(Object.entries(parts).map(([name, text]) => [name, parseXml(text)]));

    const types = xml['[Content_Types].xml'] as XmlElement;
    expect(types.name).toBe('Types');
    const defaults = elements(types).filter((e) => e.name === 'Default');
    expect(defaults.map((e) => e.attributes.get('Extension')).sort()).toEqual(['rels', 'xml']);
    const overrides = elements(types).filter((e) => e.name === 'Override');
    expect(overrides.map((e) => e.attributes.get('PartName')).sort()).toEqual([
      '/xl/workbook.xml',
      '/xl/worksheets/sheet1.xml',
    ]);

    const target = (rels: string, type: string) => {
      const [relationship, ...others] = elements(xml[rels] as XmlElement);
      expect(others).toEqual([]);
      expect(relationship?.attributes.get('Type')).toBe(
        `http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}`,
      );
      return [relationship?.attributes.get('Id'), relationship?.attributes.get('Target')];
    };
    expect(target('_rels/.rels', 'officeDocument')[1]).toBe('xl/workbook.xml');
    const [id, sheet] = target('xl/_rels/workbook.xml.rels', 'worksheet');
    expect(`xl/${sheet}`).toBe('xl/worksheets/sheet1.xml');
    const [sheets] = elements(xml['xl/workbook.xml'] as XmlElement);
    expect(elements(sheets as XmlElement).map((e) => e.attributes.get('r:id'))).toEqual([id]);
  });

  it('writes every cell as an inline string our strict XML reader reads back exactly', async () => {
    const sheet = (await unpack(await blob))['xl/worksheets/sheet1.xml'] as string;
    // Written in several chunks, not one.
    expect(sheet.length).toBeGreaterThan(4 * 65_536);
    expect(sheetCells(parseXml(sheet))).toEqual(expectedCells(CORPUS));
  });

  it('writes every cell so read-excel-file reads it back exactly', async () => {
    const [read] = await readXlsxFile(Buffer.from(await (await blob).arrayBuffer()), { trim: false });
    expect(read?.data).toEqual(asReadExcelFileReads(CORPUS));
  });

  it('places cells past column Z, up to XFD, and no further', async () => {
    const row = Array.from({ length: MAX_SPREADSHEET_COLUMNS }, () => '');
    const columns = [0, 25, 26, 51, 52, 701, 702, 16_383];
    for (const c of columns) row[c] = `at ${c}`;
    const parts = await unpack(await writeXlsx([['header'], row]));
    const cells = sheetCells(parseXml(parts['xl/worksheets/sheet1.xml'] as string));
    expect(cells).toEqual([
      ['A1', 'header'],
      ...['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA', 'XFD'].map((column, i) => [
        `${column}2`,
        `at ${columns[i]}`,
      ]),
    ]);
    expect(columns.map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA', 'XFD']);
    await expect(writeXlsx([[...row, 'one too many']])).rejects.toThrow(RangeError);
  });
});
