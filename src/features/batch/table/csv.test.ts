import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRecordSplitter, parseCsv, parseRecord, scanRecord, type Segment } from './csv';

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
    ['"a"b,c', [['ab', 'c']]],
    ['"unclosed,x\ny', [['unclosed,x\ny']]],
    ['', []],
  ])('%j', (text, rows) => {
    expect(parseCsv(text, ',')).toEqual(rows);
  });

  it('reads tab- and semicolon-separated text with the same rules', () => {
    expect(parseCsv('a\t"b\tc"\n1\t2', '\t')).toEqual([
      ['a', 'b\tc'],
      ['1', '2'],
    ]);
    expect(parseCsv('a;"b;c"', ';')).toEqual([['a', 'b;c']]);
  });
});

describe('the record splitter', () => {
  it('keeps each row as a slice of its segment, line ends excluded, and counts columns', () => {
    const splitter = createRecordSplitter(',');
    const segments = [...splitter.push('a,"b\n'), ...splitter.push('c"\r\n1,2,3'), ...splitter.end()];
    expect(records(segments)).toEqual(['a,"b\nc"', '1,2,3']);
    expect(Math.max(...segments.map((s) => s.columns))).toBe(3);
  });

  it('cuts segments of at most the given number of rows', () => {
    const splitter = createRecordSplitter(',', 2);
    const segments = [...splitter.push('1\n2\n3\n4\n5\n'), ...splitter.end()];
    expect(segments.map((s) => s.starts.length)).toEqual([2, 2, 1]);
    expect(records(segments)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('treats a CR at the end of one chunk and an LF at the start of the next as one line end', () => {
    const splitter = createRecordSplitter(',');
    expect(records([...splitter.push('a\r'), ...splitter.push('\nb'), ...splitter.end()])).toEqual([
      'a',
      'b',
    ]);
  });

  it('gives the same rows whatever the chunk boundaries', () => {
    const text = 'name,phone\n"Doe, J","+44 20 7946 0958"\r\n"x""y",\n\n"multi\r\nline",2015550123\r\nlast';
    const whole = parseCsv(text, ',');
    fc.assert(
      fc.property(
        fc.array(fc.nat(text.length), { maxLength: 8 }),
        fc.integer({ min: 1, max: 4 }),
        (cuts, maxRows) => {
          const points = [...new Set(cuts)].sort((a, b) => a - b);
          const splitter = createRecordSplitter(',', maxRows);
          const segments: Segment[] = [];
          let from = 0;
          for (const point of [...points, text.length]) {
            segments.push(...splitter.push(text.slice(from, point)));
            from = point;
          }
          segments.push(...splitter.end());
          expect(records(segments).map((r) => parseRecord(r, ','))).toEqual(whole);
        },
      ),
    );
  });
});

describe('parseRecord', () => {
  it('stops after the columns asked for', () => {
    expect(parseRecord('a,"b,c",d,e', ',', 2)).toEqual(['a', 'b,c']);
  });
});

/** The splitting rules one character at a time, as a reference for the splitter's jumps: records and cell counts. */
function referenceRecords(text: string, delimiter: string): [string, number][] {
  const out: [string, number][] = [];
  let inQuotes = false;
  let fieldStart = true;
  let afterClosing = false;
  let cells = 1;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (inQuotes) {
      if (char === '"') [inQuotes, afterClosing] = [false, true];
      continue;
    }
    if (char === '\n' || char === '\r') {
      out.push([text.slice(start, i), cells]);
      if (char === '\r' && text[i + 1] === '\n') i++;
      [start, cells, fieldStart, afterClosing] = [i + 1, 1, true, false];
    } else if (char === delimiter) [cells, fieldStart, afterClosing] = [cells + 1, true, false];
    else if (char === '"' && (fieldStart || afterClosing))
      [inQuotes, fieldStart, afterClosing] = [true, false, false];
    else [fieldStart, afterClosing] = [false, false];
  }
  if (start < text.length || cells > 1) out.push([text.slice(start), cells]);
  return out;
}

describe('the record splitter against a character-by-character reading', () => {
  it('finds the same records and cell counts in any text, cut into chunks anywhere', () => {
    const text = fc.stringMatching(/^[ab,;"\r\n]{0,60}$/);
    fc.assert(
      fc.property(
        text,
        fc.constantFrom(',', ';'),
        fc.array(fc.nat(60), { maxLength: 6 }),
        (input, delimiter, cuts) => {
          const splitter = createRecordSplitter(delimiter, 3);
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
    const splitter = createRecordSplitter(',');
    const segments = [...splitter.push('a,b\n1,2\n3,"oops\n4,5\n'), ...splitter.end()];
    expect(segments.reduce((n, s) => n + s.starts.length, 0)).toBe(3);
    expect(splitter.unclosedQuote()).toBe(2);
  });
  it('is undefined when every quote closes', () => {
    const splitter = createRecordSplitter(',');
    splitter.push('a,"b\nc"\n1,2');
    splitter.end();
    expect(splitter.unclosedQuote()).toBeUndefined();
  });
});

describe('parseRecord reads records as the character-by-character scan does', () => {
  it('on records of letters, delimiters, quotes and spaces, with and without a column limit', () => {
    const record = fc
      .array(fc.constantFrom('a', 'b', ',', '"', ' ', '""', '"a"', '"a,b"'), { maxLength: 12 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(record, fc.integer({ min: 1, max: 6 }), (text, columns) => {
        expect(parseRecord(text, ',')).toEqual(scanRecord(text, ','));
        expect(parseRecord(text, ',', columns)).toEqual(scanRecord(text, ',', columns));
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
    expect(parseRecord(text, ',')).toEqual(cells);
  });
});
