import { describe, expect, it } from 'vitest';
import { detectDelimiter, detectEncoding, looksBinary, ONE_COLUMN, separatorLine } from './sniff';

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
