import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { parseRecord, scanRecord } from './record-cells';
import { createRecordSplitter, type Segment } from './record-splitter';

const records = (segments: readonly Segment[]) =>
  segments.flatMap((segment) =>
    Array.from(segment.starts, (start, i) => segment.text.slice(start, segment.ends[i])),
  );

describe('parseCsv', () => {
  it.each([
    [
      'a,b\n1,2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'a,b\r\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['"a,b",c', [['a,b', 'c']]],
    ['"say ""hi""",x', [['say "hi"', 'x']]],
    ['"line\nbreak",y\n', [['line\nbreak', 'y']]],
    ['"crlf\r\ninside",y\r\n', [['crlf\r\ninside', 'y']]],
    ['a,,c\n\nd', [['a', '', 'c'], [''], ['d']]],
    ['"",x', [['', 'x']]],
    ['a\rb', [['a'], ['b']]],
    ['a"b,c', [['a"b', 'c']]],
    // A quote followed by text is a character of its quoted cell, which goes on (here to the end: never closed).
    ['"a"b,c', [['a"b,c']]],
    ['"a"b,c"\nd', [['a"b,c'], ['d']]],
    ['"Acme "Best" Co",1', [['Acme "Best" Co', '1']]],
    // Whitespace between a closing quote and the delimiter or the line end is dropped, before it is kept.
    [
      '"a" ,b\t\n "c",d',
      [
        ['a', 'b\t'],
        [' "c"', 'd'],
      ],
    ],
    ['"a"  ', [['a']]],
    ['"unclosed,x\ny', [['unclosed,x\ny']]],
    ['"un""closed', [['un""closed']]],
    ['', []],
  ])('%j', (text, rows) => {
    expect(parseCsv(text, { delimiter: ',' })).toEqual(rows);
  });

  it('reads tab- and semicolon-separated text with the same rules', () => {
    expect(parseCsv('a\t"b\tc"\n1\t2', { delimiter: '\t' })).toEqual([
      ['a', 'b\tc'],
      ['1', '2'],
    ]);
    expect(parseCsv('a;"b;c"', { delimiter: ';' })).toEqual([['a', 'b;c']]);
  });
});

describe('the record splitter', () => {
  it('keeps each row as a slice of its segment, line ends excluded, and counts columns', () => {
    const splitter = createRecordSplitter({ delimiter: ',' });
    const segments = [...splitter.push('a,"b\n'), ...splitter.push('c"\r\n1,2,3'), ...splitter.end()];
    expect(records(segments)).toEqual(['a,"b\nc"', '1,2,3']);
    expect(Math.max(...segments.map((s) => s.columns))).toBe(3);
  });

  it('cuts segments of at most the given number of rows', () => {
    const splitter = createRecordSplitter({ delimiter: ',', maxRows: 2 });
    const segments = [...splitter.push('1\n2\n3\n4\n5\n'), ...splitter.end()];
    expect(segments.map((s) => s.starts.length)).toEqual([2, 2, 1]);
    expect(records(segments)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('treats a CR at the end of one chunk and an LF at the start of the next as one line end', () => {
    const splitter = createRecordSplitter({ delimiter: ',' });
    expect(records([...splitter.push('a\r'), ...splitter.push('\nb'), ...splitter.end()])).toEqual([
      'a',
      'b',
    ]);
  });

  it('gives the same rows whatever the chunk boundaries', () => {
    const text = 'name,phone\n"Doe, J","+44 20 7946 0958"\r\n"x""y",\n\n"multi\r\nline",2015550123\r\nlast';
    const whole = parseCsv(text, { delimiter: ',' });
    fc.assert(
      fc.property(
        fc.array(fc.nat(text.length), { maxLength: 8 }),
        fc.integer({ min: 1, max: 4 }),
        (cuts, maxRows) => {
          const points = [...new Set(cuts)].sort((a, b) => a - b);
          const splitter = createRecordSplitter({ delimiter: ',', maxRows: maxRows });
          const segments: Segment[] = [];
          let from = 0;
          for (const point of [...points, text.length]) {
            segments.push(...splitter.push(text.slice(from, point)));
            from = point;
          }
          segments.push(...splitter.end());
          expect(records(segments).map((r) => parseRecord(r, { delimiter: ',' }))).toEqual(whole);
        },
      ),
    );
  });
});

describe('parseRecord', () => {
  it('stops after the columns asked for', () => {
    expect(parseRecord('a,"b,c",d,e', { delimiter: ',' }, 2)).toEqual(['a', 'b,c']);
  });
});

/** The splitting rules one character at a time, as a reference for the splitter's jumps: records and cell counts. */
function referenceRecords(text: string, delimiter: string): [string, number][] {
  const out: [string, number][] = [];
  const endsCell = (char: string | undefined) =>
    char === undefined || char === delimiter || char === '\n' || char === '\r';
  let inQuotes = false;
  let fieldStart = true;
  let cells = 1;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (inQuotes) {
      if (char !== '"') continue;
      if (text[i + 1] === '"') {
        i++;
        continue;
      }
      // A quote closes the cell if only whitespace lies between it and the delimiter, a line end or the end.
      let j = i + 1;
      while (!endsCell(text[j]) && /\s/.test(text.charAt(j))) j++;
      if (endsCell(text[j])) inQuotes = false;
      continue;
    }
    if (char === '\n' || char === '\r') {
      out.push([text.slice(start, i), cells]);
      if (char === '\r' && text[i + 1] === '\n') i++;
      [start, cells, fieldStart] = [i + 1, 1, true];
    } else if (char === delimiter) [cells, fieldStart] = [cells + 1, true];
    else if (char === '"' && fieldStart) [inQuotes, fieldStart] = [true, false];
    else fieldStart = false;
  }
  if (start < text.length || cells > 1) out.push([text.slice(start), cells]);
  return out;
}

describe('the record splitter against a character-by-character reading', () => {
  it('finds the same records and cell counts in any text, cut into chunks anywhere', () => {
    const text = fc.stringMatching(/^[ab,;"\r\n \t]{0,60}$/);
    fc.assert(
      fc.property(
        text,
        fc.constantFrom(',', ';', '\t'),
        fc.array(fc.nat(60), { maxLength: 6 }),
        (input, delimiter, cuts) => {
          const splitter = createRecordSplitter({ delimiter: delimiter, maxRows: 3 });
          const segments: Segment[] = [];
          let from = 0;
          for (const point of [...new Set(cuts.map((c) => Math.min(c, input.length)))].sort(
            (a, b) => a - b,
          )) {
            segments.push(...splitter.push(input.slice(from, point)));
            from = point;
          }
          segments.push(...splitter.push(input.slice(from)), ...splitter.end());
          const expected = referenceRecords(input, delimiter);
          expect(records(segments)).toEqual(expected.map(([record]) => record));
          expect(Math.max(0, ...segments.map((s) => s.columns))).toBe(
            Math.max(0, ...expected.map(([, cells]) => cells)),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('an unclosed quote', () => {
  it('says which record it opened in', () => {
    const splitter = createRecordSplitter({ delimiter: ',' });
    const segments = [...splitter.push('a,b\n1,2\n3,"oops\n4,5\n'), ...splitter.end()];
    expect(segments.reduce((n, s) => n + s.starts.length, 0)).toBe(3);
    expect(splitter.unclosedQuote()).toBe(2);
  });
  it('is undefined when every quote closes', () => {
    const splitter = createRecordSplitter({ delimiter: ',' });
    splitter.push('a,"b\nc"\n1,2');
    splitter.end();
    expect(splitter.unclosedQuote()).toBeUndefined();
  });
});

describe('parseRecord reads records as the character-by-character scan does', () => {
  it('on records of letters, delimiters, quotes and spaces, with and without a column limit', () => {
    const record = fc
      .array(fc.constantFrom('a', 'b', ',', '"', ' ', '\t', '""', '"a"', '"a,b"', '"a" '), { maxLength: 12 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(record, fc.integer({ min: 1, max: 6 }), (text, columns) => {
        expect(parseRecord(text, { delimiter: ',' })).toEqual(scanRecord(text, ','));
        expect(parseRecord(text, { delimiter: ',' }, columns)).toEqual(scanRecord(text, ',', columns));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['person 1,"+44 20 7946 0958"', ['person 1', '+44 20 7946 0958']],
    ['"a,b",c,"d"', ['a,b', 'c', 'd']],
    ['"a",', ['a', '']],
    ['"",x', ['', 'x']],
  ])('%j → %j', (text, cells) => {
    expect(parseRecord(text, { delimiter: ',' })).toEqual(cells);
  });
});

describe('quoting that is not RFC 4180’s', () => {
  it('notes the first row and how many rows, each once however often', () => {
    const splitter = createRecordSplitter({ delimiter: ',', maxRows: 2 });
    splitter.push('name,phone\n5\'10",1\nok,2\n5\'11"" x"",3\n"Acme "Best" Co","4"\n');
    splitter.push('"a" "b" "c",5\n"d"\t,6\n');
    splitter.end();
    expect(splitter.quoteIssues()).toEqual({
      'quote-in-unquoted-cell': { first: 1, rows: 2 },
      'text-after-quote': { first: 4, rows: 2 },
    });
    expect(splitter.records()).toBe(7);
    expect(splitter.unclosedQuote()).toBeUndefined();
  });

  it('notes nothing in well-formed CSV, nor when quotes are read as plain text', () => {
    const wellFormed = createRecordSplitter({ delimiter: ';' });
    wellFormed.push('"a;""b""";"c\nd" ;e\r\n""\n');
    wellFormed.end();
    expect(wellFormed.quoteIssues()).toEqual({});
    const plain = createRecordSplitter({ delimiter: ',', quoted: false });
    plain.push('5\'10",1\n"a"b,2\n');
    plain.end();
    expect(plain.quoteIssues()).toEqual({});
  });
});
