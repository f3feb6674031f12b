// Flag URLs, resolved at build time: each flag stays its own SVG file, requested only when an <img> shows it.
// Measured (brotli): this map of ~270 short strings costs ~2.5 kB in the app entry and nothing else; the lazy
// form (loaders) costs ~3.3 kB plus ~265 tiny JS chunks (~15 kB) and a second request per flag.
// `no-inline` because a library build would otherwise inline every flag as a data: URL (~43 kB).
const FLAG_URLS = import.meta.glob<string>('./*.svg', {
  // Relative to this file, so it resolves whatever the Vite root is (the app, the library build, tests).
  base: '../../../node_modules/country-flag-icons/3x2/',
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

/** The URL of a country's flag, or undefined when country-flag-icons has none. */
export function flagUrl(code: string): string | undefined {
  return FLAG_URLS[`./${code}.svg`];
}
