import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCsvReader, detectDelimiter, detectHeader, parseCsv } from './csv';

describe('parseCsv', () => {
  it.each([
    ['a,b\n1,2\n', [['a', 'b'], ['1', '2']]],
    ['a,b\r\n1,2', [['a', 'b'], ['1', '2']]],
    ['"a,b",c', [['a,b', 'c']]],
    ['"say ""hi""",x', [['say "hi"', 'x']]],
    ['"line\nbreak",y\n', [['line\nbreak', 'y']]],
    ['a,,c\n\nd', [['a', '', 'c'], [''], ['d']]],
    ['"",x', [['', 'x']]],
    ['a\rb', [['a'], ['b']]],
  ])('%j', (text, rows) => {
    expect(parseCsv(text, ',')).toEqual(rows);
  });

  it('gives the same rows whatever the chunk boundaries', () => {
    const text = 'name,phone\n"Doe, J","+44 20 7946 0958"\r\n"x""y",\n\n"multi\nline",2015550123\n';
    const whole = parseCsv(text, ',');
    fc.assert(
      fc.property(fc.array(fc.nat(text.length), { maxLength: 8 }), (cuts) => {
        const points = [...new Set(cuts)].sort((a, b) => a - b);
        const reader = createCsvReader(',');
        const rows: string[][] = [];
        let from = 0;
        for (const point of [...points, text.length]) {
          rows.push(...reader.push(text.slice(from, point)));
          from = point;
        }
        rows.push(...reader.end());
        expect(rows).toEqual(whole);
      }),
    );
  });
});

describe('detectDelimiter', () => {
  it.each([
    ['a,b\n1,2', ','],
    ['a;b;c\n1;2;3', ';'],
    ['a\tb\n1\t2', '\t'],
    ['a|b\n1|2', '|'],
    ['+44 20 7946 0958\n2015550123', ','],
    ['name;"phone, mobile"\nx;1', ';'],
  ])('%j → %j', (sample, delimiter) => {
    expect(detectDelimiter(sample)).toBe(delimiter);
  });
});

describe('detectHeader', () => {
  it('finds a header and the column named like a phone', () => {
    expect(detectHeader([['Name', 'Mobile'], ['Ann', '07400 123456']])).toEqual({ hasHeader: true, phoneColumn: 1 });
  });
  it('sees no header when the first row holds a number, and picks the column of numbers', () => {
    expect(detectHeader([['Ann', '+44 20 7946 0958'], ['Bob', '2015550123']])).toEqual({ hasHeader: false, phoneColumn: 1 });
  });
});
