import { getCountries } from 'libphonenumber-js/core';
import minMetadata from 'libphonenumber-js/min/metadata';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_COUNTRIES } from '../../phone/plan/countries';
import { FLAG_SPRITE_CELL, FLAG_SPRITE_COLUMNS, FLAG_SPRITE_COUNT } from './flag-sprite-layout';

const flags = join(import.meta.dirname, '../../../node_modules/country-flag-icons/3x2');

/** Width and height from a WebP file's header (lossy VP8 or lossless VP8L). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
  expect(bytes.toString('ascii', 8, 12)).toBe('WEBP');
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ')
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  throw new Error(`unknown WebP chunk ${chunk}`);
}

describe('the flag sprite (regenerate with node scripts/build-flag-sprite.mjs)', () => {
  it('has a cell for every country, in the order of the list the app finds cells in, and each has a flag to draw', () => {
    const codes = getCountries(minMetadata);
    expect(ALL_COUNTRIES.map(({ code }) => code)).toEqual(codes);
    expect(FLAG_SPRITE_COUNT).toBe(codes.length);
    expect(codes.filter((code) => !existsSync(join(flags, `${code}.svg`)))).toEqual([]);
  });

  it('is a WebP as large as its grid of cells', () => {
    const size = webpSize(readFileSync(join(import.meta.dirname, 'flag-sprite.webp')));
    expect(size).toEqual({
      width: FLAG_SPRITE_COLUMNS * FLAG_SPRITE_CELL.width,
      height: Math.ceil(FLAG_SPRITE_COUNT / FLAG_SPRITE_COLUMNS) * FLAG_SPRITE_CELL.height,
    });
  });

  it("is drawn by the stylesheet at its grid's size, one 24x16 box a cell", () => {
    const css = readFileSync(join(import.meta.dirname, 'country-picker.css'), 'utf8');
    const width = (FLAG_SPRITE_COLUMNS * FLAG_SPRITE_CELL.width) / 2;
    const height = (Math.ceil(FLAG_SPRITE_COUNT / FLAG_SPRITE_COLUMNS) * FLAG_SPRITE_CELL.height) / 2;
    expect(css).toMatch(new RegExp(`flag--sprite \\{[^}]*background-size: ${width}px ${height}px;`));
  });
});
