/**
 * A workbook of one sheet of text: the smallest SpreadsheetML Excel opens (content types, the package and workbook
 * relationships, the workbook, the sheet; no styles part, as no cell names a style), zipped by zip-writer.ts.
 *
 * Every cell is an inline string (t="inlineStr"), so Excel keeps '+442079460958', '007' and '=1+1' as written and
 * evaluates nothing. Inline rather than a shared-strings table: the sheet is written row by row as it goes, where a
 * table must hold every distinct string until the end. An empty cell is not written.
 *
 * A cell's text comes back exactly: & < > as entities (a quote needs none outside an attribute); xml:space="preserve"
 * when it starts or ends with white space; the characters XML 1.0 forbids (C0 controls but tab and line feed, U+FFFE,
 * U+FFFF, lone surrogates), and the carriage return (an XML reader turns it into a line feed), as the OOXML _xHHHH_
 * escape; and the '_' of every '_x' in the text as _x005F_, so no text of a cell reads as an escape.
 *
 * The sheet's XML goes to the zip in pieces of about 64K characters, each deflated by the platform's
 * CompressionStream as it comes, so the XML is never held whole; the writer waits on the stream between pieces.
 */
import { createZipWriter } from './zip-writer';

/** Excel's widest sheet: column XFD. */
export const MAX_SPREADSHEET_COLUMNS = 16_384;

const CHUNK = 65_536;
const OOXML = 'http://schemas.openxmlformats.org/';
const MAIN = `${OOXML}spreadsheetml/2006/main`;
const RELS = `${OOXML}officeDocument/2006/relationships`;
const TYPE = 'application/vnd.openxmlformats-';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const relationships = (type: string, target: string) =>
  `${HEAD}<Relationships xmlns="${OOXML}package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/${type}" Target="${target}"/></Relationships>`;

const PARTS: Record<string, string> = {
  '[Content_Types].xml': `${HEAD}<Types xmlns="${OOXML}package/2006/content-types"><Default Extension="rels" ContentType="${TYPE}package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${TYPE}officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TYPE}officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  '_rels/.rels': relationships('officeDocument', 'xl/workbook.xml'),
  'xl/workbook.xml': `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': relationships('worksheet', 'worksheets/sheet1.xml'),
};

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', _x: '_x005F_x' };
const SPECIAL =
  // eslint-disable-next-line no-control-regex -- the control characters are what it finds
  /[&<>]|_x|[\0-\x08\x0B-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const escape = (found: string) =>
  ENTITIES[found] ?? `_x${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`;

/** A cell's text as the content of <t>. */
function xmlText(text: string): string {
  const spaced = /^[\t\n\r ]|[\t\n\r ]$/.test(text) ? ' xml:space="preserve"' : '';
  return `<t${spaced}>${text.replace(SPECIAL, escape)}</t>`;
}

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** The sheet's XML in pieces of about CHUNK characters, a row at a time. */
function* sheetXml(rows: readonly (readonly string[])[]): Generator<string> {
  const letters: string[] = [];
  let xml = `${HEAD}<worksheet xmlns="${MAIN}"><sheetData>`;
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] ?? [];
    let cells = '';
    row.forEach((text, c) => {
      if (text)
        cells += `<c r="${(letters[c] ??= columnLetters(c))}${r + 1}" t="inlineStr"><is>${xmlText(text)}</is></c>`;
    });
    if (cells) xml += `<row r="${r + 1}">${cells}</row>`;
    if (xml.length >= CHUNK) {
      yield xml;
      xml = '';
    }
  }
  yield `${xml}</sheetData></worksheet>`;
}

/** The workbook of these rows (the first is the header), every cell a text cell. */
export async function writeXlsx(rows: readonly (readonly string[])[]): Promise<Blob> {
  if (rows.some((row) => row.length > MAX_SPREADSHEET_COLUMNS))
    throw new RangeError('more columns than a spreadsheet holds');
  const zip = createZipWriter();
  for (const [name, xml] of Object.entries(PARTS)) await zip.file(name, [xml]);
  await zip.file('xl/worksheets/sheet1.xml', sheetXml(rows));
  return new Blob(zip.end(), { type: `${TYPE}officedocument.spreadsheetml.sheet` });
}
