import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createUtf8Evidence,
  detectDelimiter,
  detectEncoding,
  looksBinary,
  ONE_COLUMN,
  separatorLine,
  utf8Evidence,
} from './sniff';

const utf16le = (text: string) =>
  new Uint8Array([0xff, 0xfe, ...[...text].flatMap((c) => [c.charCodeAt(0), 0])]);
const utf16be = (text: string) => new Uint8Array([...[...text].flatMap((c) => [0, c.charCodeAt(0)])]);

describe('detectEncoding', () => {
  it.each([
    ['UTF-8', new TextEncoder().encode('phone\n+44 20 7946 0958 Zoë'), 'utf-8'],
    ['UTF-8 with a BOM', new Uint8Array([0xef, 0xbb, 0xbf, 0x61]), 'utf-8'],
    ['UTF-16 LE with a BOM', utf16le('phone\n+44'), 'utf-16le'],
    ['UTF-16 LE without one', utf16le('phone\n+44').slice(2), 'utf-16le'],
    ['UTF-16 BE with a BOM', new Uint8Array([0xfe, 0xff, 0, 0x61]), 'utf-16be'],
    ['UTF-16 BE without one', utf16be('name,phone\n'), 'utf-16be'],
    ['Windows-1252 (not UTF-8)', new Uint8Array([0x5a, 0x6f, 0xeb, 0x2c, 0x31, 0x32]), 'windows-1252'],
    ['UTF-8 cut mid-character', new TextEncoder().encode('Zoë').slice(0, 3), 'utf-8'],
  ])('%s', (_, bytes, encoding) => {
    expect(detectEncoding(bytes)).toBe(encoding);
  });
});

describe('looksBinary', () => {
  it('tells an image from a CSV', () => {
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0, 0, 0,
      1, 0, 8, 6, 0, 0, 0,
    ]);
    expect(looksBinary(png, 'utf-8')).toBe(true);
    expect(looksBinary(new TextEncoder().encode('name,phone\nAnn,020 7946 0958\n'), 'utf-8')).toBe(false);
    expect(looksBinary(utf16le('a,b'), 'utf-16le')).toBe(false);
  });
});

describe('detectDelimiter', () => {
  it.each([
    ['a,b\n1,2', ','],
    ['a;b;c\n1;2;3', ';'],
    ['a\tb\n1\t2', '\t'],
    ['a|b\n1|2', '|'],
    ['+44 20 7946 0958\n2015550123', ONE_COLUMN],
    // One line with a comma in a list of numbers: still one number per line.
    ['+44 20 7946 0958\nSmith, J: 2015550123\n+1 212 555 0100\n+33 6 12 34 56 78', ONE_COLUMN],
    ['Smith, J: 2015550123\n+44 20 7946 0958\n+1 212 555 0100', ONE_COLUMN],
    ['name;"phone, mobile"\nx;1', ';'],
    ['"Doe, J";+33 1 23 45 67 89\n"Roe, K";+33 6 12 34 56 78', ';'],
  ])('%j → %j', (sample, delimiter) => {
    expect(detectDelimiter(sample)).toBe(delimiter);
  });
});

describe('detectEncoding', () => {
  const utf8 = (text: string) => new TextEncoder().encode(text);
  it('keeps a UTF-8 file with a stray byte as UTF-8, and reads Windows-1252 only when clearly not UTF-8', () => {
    const mixed = new Uint8Array([...utf8('name\nZoë Müller\n山田太郎\n'), 0xe9, ...utf8('\n')]);
    expect(detectEncoding(mixed)).toBe('utf-8');
    expect(detectEncoding(new Uint8Array([0xef, 0xbb, 0xbf, 0x5a, 0xeb, 0x0a]))).toBe('utf-8');
    // 'Zoë Müller' in Windows-1252.
    expect(detectEncoding(new Uint8Array([0x5a, 0x6f, 0xeb, 0x20, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]))).toBe(
      'windows-1252',
    );
  });
});

describe('separatorLine', () => {
  it("reads Excel's sep= line", () => {
    expect(separatorLine('sep=;\r\nname;phone')).toEqual({ delimiter: ';', length: 7 });
    expect(separatorLine('name;phone')).toBeUndefined();
  });
});

/** A CRM export: quoted cells hold line breaks (an address, a note), LF, CRLF and CR inside them. */
const MULTI_LINE_CSV = [
  'id,name,phone',
  '1,"Ann\nSmith",+44 20 7946 0001',
  '2,"Flat 2\r\n10 High St\r\nLeeds",+44 20 7946 0002',
  '3,"Bob ""Bobby""\rJones",+44 20 7946 0003',
  '4,Cy,+44 20 7946 0004',
  '',
].join('\n');

/** Rows of 1 to 7 cells under a 3-cell header. */
const RAGGED_CSV = [
  'name,phone,city',
  'Ann',
  'Bob,+44 20 7946 0001',
  'Cy,+44 20 7946 0002,Leeds,extra',
  'Di,+44 20 7946 0003,York,a,b,c,d',
  'Ed,+44 20 7946 0004,Hull,x,y',
  'Flo',
  'Gus,+44 20 7946 0005,Bath,1,2,3',
  '',
].join('\n');

describe('detectDelimiter reads records, not lines', () => {
  it.each([
    ['a CSV whose quoted cells hold line breaks', MULTI_LINE_CSV, ','],
    ['the same with semicolons', MULTI_LINE_CSV.replace(/,/g, ';'), ';'],
    ['the same with tabs', MULTI_LINE_CSV.replace(/,/g, '\t'), '\t'],
    ['the same with pipes', MULTI_LINE_CSV.replace(/,/g, '|'), '|'],
    ['a ragged CSV (1 to 7 cells under a 3-cell header)', RAGGED_CSV, ','],
    ['a ragged CSV with semicolons', RAGGED_CSV.replace(/,/g, ';'), ';'],
    [
      'a semicolon CSV whose cells hold commas',
      'name;amount;note\nAnn;1,5;"a, b"\nBob;2,75;c, d\nCy;3;e',
      ';',
    ],
    [
      'a comma CSV whose multi-line notes hold semicolons',
      'id,note\n1,"a;b\nc;d"\n2,"e;f\ng;h"\n3,"i;j\nk"\n',
      ',',
    ],
  ])('%s', (_, sample, delimiter) => {
    expect(detectDelimiter(sample)).toBe(delimiter);
  });
});

describe('the UTF-8 evidence of a whole file, a slice at a time', () => {
  /** Bytes of UTF-8 text, Windows-1252 bytes and broken sequences, in any order. */
  const bytes = fc
    .array(
      fc.oneof(
        fc.constantFrom('a', ',', '\n', 'ë', 'ß', '山', '😀').map((c) => [...new TextEncoder().encode(c)]),
        fc.constantFrom([0xe9], [0xeb], [0x80], [0xc3], [0xe2, 0x82], [0xf0, 0x9f, 0x98], [0xff]),
      ),
      { maxLength: 40 },
    )
    .map((parts) => new Uint8Array(parts.flat()));

  it('counts the same, and finds the same first bytes, however the bytes are cut', () => {
    fc.assert(
      fc.property(bytes, fc.array(fc.nat(200), { maxLength: 6 }), (all, cuts) => {
        const whole = createUtf8Evidence();
        const wholeFound = [...whole.take(all), ...whole.end()];
        const sliced = createUtf8Evidence();
        const slicedFound = [];
        let from = 0;
        for (const cut of [...new Set(cuts.map((c) => Math.min(c, all.length)))].sort((a, b) => a - b)) {
          slicedFound.push(...sliced.take(all.slice(from, cut)));
          from = cut;
        }
        slicedFound.push(...sliced.take(all.slice(from)), ...sliced.end());
        expect(sliced.counts).toEqual(whole.counts);
        expect(slicedFound).toEqual(wholeFound);
        // Without end(), a sequence cut off at the end counts as neither, as utf8Evidence of a head does.
        const { sequences, strays } = whole.counts;
        const head = utf8Evidence(all);
        expect(head.sequences).toBe(sequences);
        expect(head.strays).toBeLessThanOrEqual(strays);
      }),
      { numRuns: 2000 },
    );
  });

  it('finds the first stray byte and the first sequence, where they are', () => {
    const evidence = createUtf8Evidence();
    expect(evidence.take(new Uint8Array([0x61, 0x0a, 0x5a, 0xc3]))).toEqual([]);
    expect(evidence.take(new Uint8Array([0xab, 0x2c, 0xe9, 0x0a]))).toEqual([
      { kind: 'sequence', offset: 3, byte: 0xc3 },
      { kind: 'stray', offset: 6, byte: 0xe9 },
    ]);
    expect(evidence.take(new Uint8Array([0xe9, 0xc3]))).toEqual([]);
    expect(evidence.end()).toEqual([]);
    expect(evidence.counts).toMatchObject({ sequences: 1, strays: 3 });
    // A sequence cut off by the end of the file is a stray byte.
    const cut = createUtf8Evidence();
    cut.take(new Uint8Array([0x61, 0xe2, 0x82]));
    expect(cut.end()).toEqual([{ kind: 'stray', offset: 1, byte: 0xe2 }]);
    expect(cut.counts).toMatchObject({ sequences: 0, strays: 2 });
  });
});
