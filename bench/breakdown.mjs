// Where the Telfield page's bytes go (issue 16): the page built a second time with hidden source maps (its code must
// come out byte for byte as the measured build's), every byte traced to its module, the modules grouped.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { byteBreakdown } from '../scripts/byte-breakdown.mjs';

/** A source path's group: React, libphonenumber-js's code and data, or Telfield's own layers (lib/ mirrors src/). */
export function groupOf(source) {
  const path = source.replaceAll('\\', '/');
  if (/\/node_modules\/(react|react-dom|scheduler)\//.test(path)) return 'React (the plain input has it too)';
  if (path.includes('/libphonenumber-js/metadata.min.json')) return 'libphonenumber-js: small metadata';
  if (path.includes('/libphonenumber-js/examples.')) return 'libphonenumber-js: example numbers';
  if (path.includes('/libphonenumber-js/')) return 'libphonenumber-js: code';
  if (path.includes('/lib/phone/metadata/max-metadata-delta'))
    return 'full metadata, as its difference from the small';
  if (path.includes('/node_modules/')) return 'other packages';
  const layer = /\/lib\/(components\/i18n|[^/]+)\//.exec(path);
  if (layer) return `Telfield: src/${layer[1]}/`;
  if (path.includes('/bench/pages/')) return 'the bench page (mount)';
  return 'other';
}

/**
 * The breakdown of `files` (the measured page's initial and lazy JS+CSS, relative to its folder), read from the
 * mapped build beside it. Refuses to answer for a mapped build whose code differs from what was measured.
 */
export function pageBreakdown(measuredDir, mappedDir, files) {
  const inputs = files.map((file) => {
    const code = readFileSync(join(measuredDir, file), 'utf8');
    const mapped = join(mappedDir, file);
    if (!existsSync(mapped) || readFileSync(mapped, 'utf8') !== code)
      throw new Error(`the build with source maps differs from the measured one in ${file}`);
    if (file.endsWith('.css')) return { code, group: 'Telfield: stylesheet' };
    const map = JSON.parse(readFileSync(`${mapped}.map`, 'utf8'));
    // Sources are relative to the map: resolved, a group reads the same wherever the build was written.
    const from = resolve(dirname(mapped), map.sourceRoot ?? '');
    return { code, map: { ...map, sources: map.sources.map((s) => s && resolve(from, s)) } };
  });
  return byteBreakdown(inputs, groupOf);
}
