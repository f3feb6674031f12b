import { describe, expect, it } from 'vitest';
import { byteBreakdown, decodeMappings, spansOf } from './byte-breakdown.mjs';
import { compressed } from './compressed.mjs';

const brotli = (text: string) => compressed(Buffer.from(text)).brotli;

describe('decodeMappings', () => {
  it('reads base-64 VLQ fields relative to the segment before, columns per line and sources across lines', () => {
    // 'gB' is 16 (two digits), 'D' is -1, a one-field segment has no source.
    expect(decodeMappings('AAAA,gBCAA;ADAA,E;;CAAA')).toEqual([
      [
        [0, 0],
        [16, 1],
      ],
      [
        [0, 0],
        [2, -1],
      ],
      [],
      [[1, 0]],
    ]);
  });

  it('refuses what is not a source map', () => {
    expect(() => decodeMappings('AA!A')).toThrow(/not a source map/);
  });
});

describe('spansOf', () => {
  it('cuts the code into spans covering every byte, each with its source', () => {
    const code = 'xxyyyy\nzz';
    // Line 0: source a from column 2 (bytes before it unmapped); line 1: source b from column 0.
    const spans = spansOf(code, { sources: ['a.ts', 'b.ts'], mappings: 'EAAA;ACAA' });
    expect(spans).toEqual([
      [0, 2, null],
      [2, 6, 'a.ts'],
      [6, 7, null],
      [7, 9, 'b.ts'],
    ]);
    expect(spans.map(([start, end]) => code.slice(start, end)).join('')).toBe(code);
  });
});

describe('byteBreakdown', () => {
  // Two modules of different text: one repeated (compresses to little), one of varied digits (compresses less).
  const cheap = 'const a = "same";'.repeat(200);
  const dear = Array.from({ length: 400 }, (_, i) => String((i * 7919) % 10007)).join(',');
  const code = `${cheap}\n${dear}`;
  const map = { sources: ['/x/node_modules/lib/cheap.js', '/x/src/dear.ts'], mappings: 'AAAA;ACAA' };
  const groupOf = (source: string) => (source.includes('node_modules') ? 'dependency' : 'ours');

  it('gives each group its raw bytes and what the file loses without them, compressed', () => {
    const { total, groups } = byteBreakdown([{ code, map }], groupOf);
    expect(total).toEqual({ raw: code.length, brotli: brotli(code) });
    const by = Object.fromEntries(groups.map((g) => [g.group, g]));
    expect(by.dependency?.raw).toBe(cheap.length);
    expect(by.ours?.raw).toBe(dear.length);
    expect(by.unmapped?.raw).toBe(1); // the line break
    expect(by.ours?.brotli).toBe(brotli(code) - brotli(`${cheap}\n`));
    expect(by.dependency?.brotli).toBe(brotli(code) - brotli(`\n${dear}`));
    // The dearer group first.
    expect(groups[0]?.group).toBe('ours');
  });

  it('counts a file without a map whole in its group, and adds groups up across files', () => {
    const css = '.a{color:red}'.repeat(10);
    const { total, groups } = byteBreakdown(
      [
        { code, map },
        { code: css, group: 'ours' },
      ],
      groupOf,
    );
    expect(total.raw).toBe(code.length + css.length);
    const ours = groups.find((g) => g.group === 'ours');
    expect(ours?.raw).toBe(dear.length + css.length);
    expect(ours?.brotli).toBe(brotli(code) - brotli(`${cheap}\n`) + brotli(css) - brotli(''));
  });
});
