// Flag URLs by convention: the build writes every flag of country-flag-icons as flags/XX.svg beside the page
// (scripts/flag-files.mjs), each its own SVG file, requested only when an <img> shows it. A map of hashed URLs cost
// ~2.5 kB brotli in the first chunk; flag-files.test.ts checks every country has its file.
const FLAGS = `${import.meta.env.BASE_URL}flags/`;

/** The URL of a country's flag: flagUrl('GB') === '/flags/GB.svg'; undefined for anything but a region code. */
export function flagUrl(code: string): string | undefined {
  return /^[A-Z]{2}$/.test(code) ? `${FLAGS}${code}.svg` : undefined;
}
