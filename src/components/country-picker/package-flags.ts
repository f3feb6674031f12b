/**
 * The package's flags one at a time (package-flag.tsx): each country's SVG is a module of its own, which
 * the library build inlines as a data URL and writes as flags/XX.js (vite.lib.config.ts). A page with one field then
 * loads one flag of a few hundred bytes, not the sprite of every flag; the list's rows still draw from the sprite,
 * which the browser fetches only once a row shows it (the list is open).
 * This module is loaded lazily itself, so the table of loaders stays out of a consumer's first chunk.
 */
const FLAGS = import.meta.glob<string>('./[A-Z][A-Z].svg', {
  base: '/node_modules/country-flag-icons/3x2/',
  query: '?url',
  import: 'default',
});

/** The data URL of a country's flag; undefined when there is none (the box stays blank). */
export function loadFlag(code: string): Promise<string> | undefined {
  return FLAGS[`./${code}.svg`]?.();
}
