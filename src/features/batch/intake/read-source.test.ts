import { describe, expect, it } from 'vitest';
import {
  MAX_COLUMNS,
  MAX_FILE_BYTES,
  MAX_ROWS,
  readFile,
  readText,
  readTextInSlices,
  type ReadOutcome,
} from './read-source';
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
    const mixed = new Uint8Array(200_000).fill(0x61);
    for (let i = 99; i < mixed.length; i += 100) mixed[i] = 0x0a;
    mixed[150_000] = 0xeb;
    const outcome = await readFile(new Blob([mixed]));
    expect(outcome.ok && outcome.source.encoding).toBe('utf-8');
    expect(outcome.ok && outcome.source.replaced).toBe(1);
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
  }, 30_000);
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
