/**
 * Where a country's flag sits in flag-sprite.webp (made by scripts/build-flag-sprite.mjs from country-flag-icons),
 * as the inline style of a 24×16 box: spriteCell('AD') → { backgroundPosition: '-24px 0px', backgroundSize: … }.
 * The image itself is named by the stylesheet (.tf-country-picker__flag--sprite), so a bundler resolves it beside
 * the CSS, in the app and in a package consumer's build alike.
 * The list draws its flags from this one image: an <img> per SVG flag costs an SVG document and a response each.
 */
import type { CSSProperties } from 'react';
import { FLAG_SPRITE_CELL, FLAG_SPRITE_CODES, FLAG_SPRITE_COLUMNS } from './flag-sprite-layout';

// The sprite is drawn at twice the density of the box.
const WIDTH = FLAG_SPRITE_CELL.width / 2;
const HEIGHT = FLAG_SPRITE_CELL.height / 2;
const CODES = FLAG_SPRITE_CODES.split(',');
const CELLS = new Map(CODES.map((code, i) => [code, i]));
const SIZE = `${FLAG_SPRITE_COLUMNS * WIDTH}px ${Math.ceil(CODES.length / FLAG_SPRITE_COLUMNS) * HEIGHT}px`;

/** The style that shows a country's flag; undefined when the sprite has none (the box stays blank). */
export function spriteCell(code: string): CSSProperties | undefined {
  const i = CELLS.get(code);
  if (i === undefined) return undefined;
  const x = (i % FLAG_SPRITE_COLUMNS) * WIDTH;
  const y = Math.floor(i / FLAG_SPRITE_COLUMNS) * HEIGHT;
  return {
    backgroundSize: SIZE,
    backgroundPosition: `${-x}px ${-y}px`,
  };
}
