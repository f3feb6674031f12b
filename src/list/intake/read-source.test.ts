import { describe, expect, it } from 'vitest';
import { MAX_COLUMNS, MAX_ROWS, type ReadOutcome } from './intake';
import { MAX_FILE_BYTES, readFile } from './read-source';
import { readText, readTextInSlices } from './read-text';
import { cellsAt, recordAt } from '../table/row-store';

const utf16 = (text: string, bom: boolean) => {
  const bytes = new Uint8Array((bom ? 2 : 0) + text.length * 2);
  if (bom) bytes.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) bytes[(bom ? 2 : 0) + i * 2] = text.charCodeAt(i);
  return bytes;
};

describe('readFile', () => {
  it('reads UTF-8 with a BOM, keeping every row', async () => {
    const outcome = await readFile(
      new Blob(['\uFEFFname,phone\r\nAnn,020 7946 0958\r\n\r\nBob,"+1 201, 555 0123"\r\n']),
    );
    expect(outcome.ok && outcome.source.store.count).toBe(4);
    if (!outcome.ok) return;
    expect(outcome.source.encoding).toBe('utf-8');
    expect(cellsAt(outcome.source.store, 0)).toEqual(['name', 'phone']);
    expect(cellsAt(outcome.source.store, 3)).toEqual(['Bob', '+1 201, 555 0123']);
    expect(outcome.source.preview[0]).toEqual(['name', 'phone']);
  });

  it('reads UTF-16 with or without a BOM', async () => {
    for (const bom of [true, false]) {
      const outcome = await readFile(new Blob([utf16('name\tphone\nZoe\t+44 20 7946 0958\n', bom)]));
      expect(outcome.ok && outcome.source.encoding).toBe('utf-16le');
      if (outcome.ok) expect(cellsAt(outcome.source.store, 1)).toEqual(['Zoe', '+44 20 7946 0958']);
    }
  });

  it('reads a file that is not UTF-8 as Windows-1252, and counts undecodable bytes in a mixed one', async () => {
    const latin = await readFile(new Blob([new Uint8Array([0x5a, 0x6f, 0xeb, 0x2c, 0x31, 0x32, 0x0a])]));
    expect(latin.ok && latin.source.encoding).toBe('windows-1252');
    if (latin.ok) expect(recordAt(latin.source.store, 0)).toBe('Zoë,12');
    // UTF-8 ('ë' as C3 AB, twice, after the head) with one stray byte: UTF-8, the stray byte replaced and counted.
    const lines = () => {
      const bytes = new Uint8Array(200_000).fill(0x61);
      for (let i = 99; i < bytes.length; i += 100) bytes[i] = 0x0a;
      bytes[150_000] = 0xeb;
      return bytes;
    };
    const mixed = lines();
    mixed.set([0xc3, 0xab], 120_000);
    mixed.set([0xc3, 0xab], 130_000);
    const outcome = await readFile(new Blob([mixed]));
    expect(outcome.ok && outcome.source.encoding).toBe('utf-8');
    expect(outcome.ok && outcome.source.replaced).toBe(1);
    // All ASCII but that byte: clearly not UTF-8 (a stray byte and no sequence), so Windows-1252: 'ë'.
    const latin1 = await readFile(new Blob([lines()]));
    expect(latin1.ok && latin1.source.encoding).toBe('windows-1252');
    expect(latin1.ok && latin1.source.replaced).toBe(0);
    if (latin1.ok) expect(recordAt(latin1.source.store, 1500)).toBe(`ë${'a'.repeat(98)}`);
  });

  it('refuses an empty file, a binary file and one above the limit, each with its reason', async () => {
    expect(await readFile(new Blob([]))).toEqual({ ok: false, problem: 'empty' });
    expect(await readFile(new Blob(['\n \n']))).toEqual({ ok: false, problem: 'empty' });
    expect(
      await readFile(
        new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 1, 2, 3, 0, 0, 0, 0, 0])]),
      ),
    ).toEqual({ ok: false, problem: 'binary' });
    // A 1 GB file is refused from its size alone: nothing of it is read.
    const huge = {
      size: 1024 ** 3,
      slice: () => {
        throw new Error('read');
      },
    } as unknown as Blob;
    expect(await readFile(huge)).toEqual({ ok: false, problem: 'too-large' });
    expect(MAX_FILE_BYTES).toBe(100 * 1024 * 1024);
  });

  it('keeps a row with a 100,000-character cell whole', async () => {
    const long = 'x'.repeat(100_000);
    const outcome = await readFile(new Blob([`a,${long}\nb,2015550123\n`]));
    expect(outcome.ok && outcome.source.store.count).toBe(2);
    if (outcome.ok) expect(cellsAt(outcome.source.store, 0)[1]).toHaveLength(100_000);
  });

  it('reads a file across many slices the same as in one piece', async () => {
    const lines = Array.from(
      { length: 60_000 },
      (_, i) => `"row ${i}, quoted","line\nbreak",+44 20 7946 ${String(i % 10_000).padStart(4, '0')}`,
    );
    const outcome = await readFile(new Blob([lines.join('\r\n')]));
    expect(outcome.ok && outcome.source.store.count).toBe(60_000);
    if (outcome.ok) {
      expect(cellsAt(outcome.source.store, 59_999)).toEqual([
        'row 59999, quoted',
        'line\nbreak',
        '+44 20 7946 9999',
      ]);
      expect(outcome.source.store.columns).toBe(3);
    }
  });
});

describe('readText', () => {
  it('is one number per line, blank lines kept as rows', () => {
    const outcome = readText('+44 20 7946 0958\n\n2015550123\n');
    expect(outcome.ok && outcome.source.store.count).toBe(3);
    if (outcome.ok)
      expect([0, 1, 2].map((row) => recordAt(outcome.source.store, row))).toEqual([
        '+44 20 7946 0958',
        '',
        '2015550123',
      ]);
    expect(readText('   ')).toEqual({ ok: false, problem: 'empty' });
  });

  it('reads a pasted table', () => {
    const outcome = readText('name\tphone\nAnn\t020 7946 0958');
    expect(outcome.ok && outcome.source.store.delimiter).toBe('\t');
  });
});

describe('the row limit', () => {
  it('takes a header and exactly five million rows, and refuses one more', () => {
    const rows = '1\n'.repeat(MAX_ROWS);
    const exact = readText(`phone\n${rows}`);
    expect(exact.ok && exact.source.store.count).toBe(MAX_ROWS + 1);
    expect(readText(`phone\n${rows}1\n`)).toEqual({ ok: false, problem: 'too-many-rows' });
  });
});

describe('very wide rows', () => {
  it('refuses a row wider than a spreadsheet, even one that never ends', async () => {
    const rows = `name,phone\n${'Ann,+44 20 7946 0958\n'.repeat(30)}`;
    const problem = (outcome: ReadOutcome) =>
      outcome.ok ? `read ${outcome.source.store.columns} columns` : outcome.problem;
    const wide = `${rows}${'1,'.repeat(MAX_COLUMNS)}1`;
    expect(problem(readText(wide))).toBe('too-many-columns');
    expect(problem(await readFile(new Blob([wide])))).toBe('too-many-columns');
    expect(problem(readText(`${rows}${'1,'.repeat(MAX_COLUMNS - 1)}1`))).toBe(`read ${MAX_COLUMNS} columns`);
  });

  it('guesses the layout from whole first rows, however long (a 70 KB first cell)', async () => {
    const long = 'x'.repeat(70 * 1024);
    const rows = Array.from({ length: 30 }, (_, i) => `"${i === 0 ? long : 'note'}",+44 20 7946 ${1000 + i}`);
    const outcome = await readFile(new Blob([`note,phone\n${rows.join('\n')}\n`]));
    expect(outcome.ok && outcome.source.preview.length).toBeGreaterThan(20);
  });
});

describe('readTextInSlices', () => {
  it('reads a long paste as readText does, a slice per task', async () => {
    const lines = Array.from(
      { length: 60_000 },
      (_, i) => `"name ${i}\r\nsecond line",+44 20 7946 ${i % 10_000}`,
    );
    const text = `name,phone\r\n${lines.join('\r\n')}`;
    const sliced = await readTextInSlices(text);
    const whole = readText(text);
    if (!sliced.ok || !whole.ok) throw new Error('not read');
    expect(sliced.source.store.count).toBe(60_001);
    for (const row of [0, 1, 29_999, 60_000])
      expect(cellsAt(sliced.source.store, row)).toEqual(cellsAt(whole.source.store, row));
  });
});

describe('a CSV whose quoted cells hold line breaks, and a ragged one', () => {
  const multiLine = [
    'id,name,phone',
    '1,"Ann\nSmith",+44 20 7946 0001',
    '2,"Flat 2\r\n10 High St\r\nLeeds",+44 20 7946 0002',
    '3,"Bob ""Bobby""\rJones",+44 20 7946 0003',
    '4,Cy,+44 20 7946 0004',
    '',
  ].join('\n');
  const ragged =
    'name,phone,city\nAnn\nBob,+44 20 7946 0001\nCy,+44 20 7946 0002,Leeds,extra\nDi,+44 20 7946 0003,York,a,b,c,d\nEd,+44 20 7946 0004,Hull,x,y\nFlo\n';

  const expectMultiLine = (outcome: ReadOutcome) => {
    if (!outcome.ok) throw new Error(outcome.problem);
    const { store, preview, unclosedQuote } = outcome.source;
    expect(store.delimiter).toBe(',');
    expect(store.count).toBe(5);
    expect(store.columns).toBe(3);
    expect(unclosedQuote).toBeUndefined();
    expect(preview[0]).toEqual(['id', 'name', 'phone']);
    expect(cellsAt(store, 1)).toEqual(['1', 'Ann\nSmith', '+44 20 7946 0001']);
    expect(cellsAt(store, 2)).toEqual(['2', 'Flat 2\r\n10 High St\r\nLeeds', '+44 20 7946 0002']);
    expect(cellsAt(store, 3)).toEqual(['3', 'Bob "Bobby"\rJones', '+44 20 7946 0003']);
  };

  it('reads three columns from pasted text, a file and a long paste', async () => {
    expectMultiLine(readText(multiLine));
    expectMultiLine(await readFile(new Blob([multiLine])));
    expectMultiLine(await readTextInSlices(multiLine));
  });

  it('reads a ragged CSV as a table of its widest row', async () => {
    for (const outcome of [readText(ragged), await readFile(new Blob([ragged]))]) {
      if (!outcome.ok) throw new Error(outcome.problem);
      expect(outcome.source.store.delimiter).toBe(',');
      expect(outcome.source.store.columns).toBe(7);
      expect(cellsAt(outcome.source.store, 1)).toEqual(['Ann']);
      expect(cellsAt(outcome.source.store, 3)).toEqual(['Cy', '+44 20 7946 0002', 'Leeds', 'extra']);
    }
  });
});

describe('the encoding, from the whole file', () => {
  /** `rows` ASCII rows of about 40 bytes (about 1.3 MB for 40,000), then `tail`. */
  const asciiThen = (rows: number, tail: Uint8Array) => {
    const head = new TextEncoder().encode(
      `name,phone\n${Array.from({ length: rows }, (_, i) => `Person ${i},+44 20 7946 ${String(i % 10_000).padStart(4, '0')}`).join('\n')}\n`,
    );
    const bytes = new Uint8Array(head.length + tail.length);
    bytes.set(head);
    bytes.set(tail, head.length);
    return { bytes, offset: head.length };
  };
  // 'Zoé,+33 6 12 34 56 78\nRenée,+33 6 12 34 56 79\n' in Windows-1252.
  const latin = new Uint8Array([
    0x5a,
    0x6f,
    0xe9,
    ...new TextEncoder().encode(',+33 6 12 34 56 78\nRen'),
    0xe9,
    0x65,
    ...new TextEncoder().encode(',+33 6 12 34 56 79\n'),
  ]);

  it('reads Windows-1252 whose first byte beyond ASCII is after the first megabyte', async () => {
    const { bytes, offset } = asciiThen(40_000, latin);
    expect(offset).toBeGreaterThan(1024 * 1024);
    const outcome = await readFile(new Blob([bytes]));
    if (!outcome.ok) throw new Error(outcome.problem);
    expect(outcome.source.encoding).toBe('windows-1252');
    expect(outcome.source.replaced).toBe(0);
    expect(cellsAt(outcome.source.store, 40_001)).toEqual(['Zoé', '+33 6 12 34 56 78']);
    expect(cellsAt(outcome.source.store, 40_002)).toEqual(['Renée', '+33 6 12 34 56 79']);
    expect(outcome.source.encodingEvidence).toEqual({ byte: 0xe9, offset: offset + 2, row: 40_001 });
  });
});

describe('the encoding, from the whole file: the other cases', () => {
  const ascii = (text: string) => new TextEncoder().encode(text);
  const join = (...parts: Uint8Array[]) => {
    const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const part of parts) {
      bytes.set(part, at);
      at += part.length;
    }
    return bytes;
  };
  const filler = (rows: number) =>
    ascii(Array.from({ length: rows }, (_, i) => `Person ${i},+44 20 7946 0000\n`).join(''));

  it('reads UTF-8 when the head looked like Windows-1252 but the whole file is UTF-8', async () => {
    // A stray byte in the head, then a hundred 'ë' in UTF-8 after it: UTF-8, read again, the stray byte replaced.
    const bytes = join(
      ascii('name,phone\nZo'),
      new Uint8Array([0xeb]),
      ascii(',1\n'),
      filler(3000),
      ...Array.from({ length: 100 }, () => join(ascii('Zo'), new Uint8Array([0xc3, 0xab]), ascii(',2\n'))),
    );
    const progress: number[] = [];
    const outcome = await readFile(new Blob([bytes]), { onProgress: (n) => progress.push(n) });
    if (!outcome.ok) throw new Error(outcome.problem);
    expect(outcome.source.encoding).toBe('utf-8');
    expect(outcome.source.replaced).toBe(1);
    expect(cellsAt(outcome.source.store, 3002)).toEqual(['Zoë', '2']);
    const offset = bytes.indexOf(0xc3);
    expect(outcome.source.encodingEvidence).toEqual({ byte: 0xc3, offset, row: 3002 });
  });

  it('reads Windows-1252 when UTF-8 in the head is outnumbered by stray bytes after it', async () => {
    const bytes = join(
      ascii('name,phone\nZo'),
      new Uint8Array([0xc3, 0xab]),
      ascii(',1\n'),
      filler(30_000),
      ...Array.from({ length: 5 }, () => join(ascii('Ren'), new Uint8Array([0xe9]), ascii('e,2\n'))),
    );
    const outcome = await readFile(new Blob([bytes]));
    if (!outcome.ok) throw new Error(outcome.problem);
    expect(outcome.source.encoding).toBe('windows-1252');
    expect(cellsAt(outcome.source.store, 1)).toEqual(['ZoÃ«', '1']);
    expect(cellsAt(outcome.source.store, 30_002)).toEqual(['Renée', '2']);
    expect(outcome.source.encodingEvidence).toEqual({ byte: 0xe9, offset: bytes.indexOf(0xe9), row: 30_002 });
  });

  it('reads a stray byte or a character cut between two slices whole', async () => {
    const slice = 512 * 1024;
    const lineOf = (n: number) => ascii(`${'x'.repeat(n - 1)}\n`);
    for (const [tail, encoding, text] of [
      [new Uint8Array([0xe9]), 'windows-1252', 'é'],
      [new Uint8Array([0xc3, 0xa9]), 'utf-8', 'é'],
    ] as const) {
      // 'name\n', then rows of 100 bytes up to the slice's last byte, where the tail begins.
      const start = ascii('name\n');
      const rows = Math.floor((slice - 1 - start.length) / 100);
      const pad = slice - 1 - start.length - rows * 100;
      const bytes = join(
        start,
        ...Array.from({ length: rows }, () => lineOf(100)),
        ascii('y'.repeat(pad)),
        tail,
        ascii('z\nlast\n'),
      );
      expect(bytes.indexOf(tail[0] ?? 0)).toBe(slice - 1);
      const outcome = await readFile(new Blob([bytes]));
      if (!outcome.ok) throw new Error(outcome.problem);
      expect(outcome.source.encoding).toBe(encoding);
      expect(outcome.source.replaced).toBe(0);
      expect(recordAt(outcome.source.store, rows + 1)).toBe(`${'y'.repeat(pad)}${text}z`);
      expect(outcome.source.encodingEvidence).toEqual({ byte: tail[0], offset: slice - 1, row: rows + 1 });
    }
  });

  it('counts rows, not lines, to the byte that decided', async () => {
    const bytes = join(
      ascii('id,note\n1,"two\nlines"\n2,"three\r\nlines\rhere"\n3,Ren'),
      new Uint8Array([0xe9]),
      ascii('e\n'),
    );
    const outcome = await readFile(new Blob([bytes]));
    expect(outcome.ok && outcome.source.encodingEvidence).toEqual({
      byte: 0xe9,
      offset: bytes.indexOf(0xe9),
      row: 3,
    });
  });

  it('says nothing decided where a byte-order mark, UTF-16, the person or all-ASCII did', async () => {
    const evidenceOf = async (bytes: Uint8Array<ArrayBuffer>, encoding?: 'utf-8' | 'windows-1252') => {
      const outcome = await readFile(new Blob([bytes]), { encoding });
      return outcome.ok ? [outcome.source.encoding, outcome.source.encodingEvidence] : outcome.problem;
    };
    const stray = join(ascii('a\nZo'), new Uint8Array([0xeb]), ascii('\n'));
    expect(await evidenceOf(join(new Uint8Array([0xef, 0xbb, 0xbf]), stray))).toEqual(['utf-8', undefined]);
    expect(await evidenceOf(stray, 'utf-8')).toEqual(['utf-8', undefined]);
    expect(await evidenceOf(ascii('name\n+44 20 7946 0958\n'))).toEqual(['utf-8', undefined]);
    expect(await evidenceOf(stray)).toEqual(['windows-1252', { byte: 0xeb, offset: 4, row: 1 }]);
  });
});

describe('quoting that is not RFC 4180’s', () => {
  const rows = (row7: string) =>
    ['name,phone', ...Array.from({ length: 5 }, (_, i) => `P${i},+44 20 7946 000${i}`), row7, 'Z,1', ''].join(
      '\n',
    );

  it('is read as Papa Parse reads it, and its rows are noted (the header is row 1)', () => {
    const inUnquoted = readText(rows('Ann "Nan" Lee,+44 20 7946 0958'));
    if (!inUnquoted.ok) throw new Error(inUnquoted.problem);
    expect(cellsAt(inUnquoted.source.store, 6)).toEqual(['Ann "Nan" Lee', '+44 20 7946 0958']);
    expect(inUnquoted.source.quoteIssues).toEqual({ 'quote-in-unquoted-cell': { first: 6, rows: 1 } });

    const afterQuote = readText(rows('"Acme "Best" Co",+44 20 7946 0958'));
    if (!afterQuote.ok) throw new Error(afterQuote.problem);
    expect(cellsAt(afterQuote.source.store, 6)).toEqual(['Acme "Best" Co', '+44 20 7946 0958']);
    expect(cellsAt(afterQuote.source.store, 7)).toEqual(['Z', '1']);
    expect(afterQuote.source.quoteIssues).toEqual({ 'text-after-quote': { first: 6, rows: 1 } });
    expect(afterQuote.source.unclosedQuote).toBeUndefined();

    const wellFormed = readText(rows('"Ann ""Nan"" Lee" ,+44 20 7946 0958'));
    expect(wellFormed.ok && wellFormed.source.quoteIssues).toEqual({});
  });

  it('notes how many rows have it, and a quote that never closes', async () => {
    const text = `name,height\n${Array.from({ length: 9 }, (_, i) => `P${i},5'${i}"`).join('\n')}\nQ,"6'1\nR,1\n`;
    const outcome = await readFile(new Blob([text]));
    if (!outcome.ok) throw new Error(outcome.problem);
    expect(outcome.source.quoteIssues).toEqual({ 'quote-in-unquoted-cell': { first: 1, rows: 9 } });
    expect(outcome.source.unclosedQuote).toBe(10);
    expect(cellsAt(outcome.source.store, 10)).toEqual(['Q', "6'1\nR,1\n"]);
  });
});
