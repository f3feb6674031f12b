import { getCountries } from 'libphonenumber-js/core';
import minMetadata from 'libphonenumber-js/min/metadata';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLAG_SPRITE_CELL, FLAG_SPRITE_CODES, FLAG_SPRITE_COLUMNS } from './flag-sprite-layout';

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
  const codes = FLAG_SPRITE_CODES.split(',');

  it('holds every country that has a flag in country-flag-icons, in metadata order', () => {
    expect(codes).toEqual(getCountries(minMetadata).filter((code) => existsSync(join(flags, `${code}.svg`))));
  });

  it('is a WebP as large as its grid of cells', () => {
    const size = webpSize(readFileSync(join(import.meta.dirname, 'flag-sprite.webp')));
    expect(size).toEqual({
      width: FLAG_SPRITE_COLUMNS * FLAG_SPRITE_CELL.width,
      height: Math.ceil(codes.length / FLAG_SPRITE_COLUMNS) * FLAG_SPRITE_CELL.height,
    });
  });
});
