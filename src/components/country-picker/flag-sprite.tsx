/**
 * Where a country's flag sits in flag-sprite.webp (made by scripts/build-flag-sprite.mjs from country-flag-icons),
 * as the inline style of a 24×16 box: spriteCell('AD') → { backgroundPosition: '-24px 0px' }.
 * The image itself, and its size, are named by the stylesheet (.tf-country-picker__flag--sprite), so a bundler
 * resolves it beside the CSS, in the app and in a package consumer's build alike.
 * The list draws its flags from this one image: an <img> per SVG flag costs an SVG document and a response each.
 */
import type { CSSProperties } from 'react';
import { ALL_COUNTRIES, type CountryCode } from '../../phone/plan/countries';
import { FLAG_SPRITE_CELL, FLAG_SPRITE_COLUMNS } from './flag-sprite-layout';

// The sprite is drawn at twice the density of the box.
const WIDTH = FLAG_SPRITE_CELL.width / 2;
const HEIGHT = FLAG_SPRITE_CELL.height / 2;
// A country's cell is its place in the list of every country (the sprite is drawn in that order; its test holds both
// to the metadata): no second list of the codes.
const CELLS = new Map<string, number>(ALL_COUNTRIES.map(({ code }, i) => [code, i]));

/** The style that shows a country's flag; undefined when the sprite has none (the box stays blank). */
export function spriteCell(code: string): CSSProperties | undefined {
  const i = CELLS.get(code);
  if (i === undefined) return undefined;
  const x = (i % FLAG_SPRITE_COLUMNS) * WIDTH;
  const y = Math.floor(i / FLAG_SPRITE_COLUMNS) * HEIGHT;
  return { backgroundPosition: `${-x}px ${-y}px` };
}

/**
 * A flag as a cell of one shared raster sprite, decoded once for every row (above); a plain call, not a
 * component, for the list's rows (a component per row's flag is a fiber more for nothing).
 */
export function spriteFlag(code: CountryCode) {
  const cell = spriteCell(code);
  return (
    <span
      className={`tf-country-picker__flag${cell ? ' tf-country-picker__flag--sprite' : ''}`}
      aria-hidden="true"
      style={cell}
    />
  );
}
