// Writes src/phone/metadata/local-only-lengths.ts: per country, the lengths of a number dialled without its area code
// (a local number: 555 0199 in the US), from Google's metadata. libphonenumber-js drops these lengths from its own
// metadata (they are not numbers it can read), so Telfield takes them from Google's, which google-libphonenumber
// ships. Run after updating google-libphonenumber (a unit test fails until then):
//
//   node scripts/build-local-only-lengths.mjs
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localOnlyLengths } from './local-only-lengths.mjs';

const table = localOnlyLengths();
const file = join(import.meta.dirname, '..', 'src', 'phone', 'metadata', 'local-only-lengths.ts');
writeFileSync(
  file,
  `// Written by scripts/build-local-only-lengths.mjs from Google's metadata (google-libphonenumber): do not edit.
/** Local numbers' lengths (dialled without the area code; each below 10), then their countries: ' … 7AFAG…US…'. */
export const LOCAL_ONLY_LENGTHS =
  '${table}';
`,
);
console.log(`${file}: ${table.replace(/[ \d]/g, '').length / 2} countries`);
