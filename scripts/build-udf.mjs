// telfield/udf: the one judgement with the full rules as ONE classic script for warehouses' JavaScript functions
// (BigQuery, Snowflake; docs/warehouses.md). `node scripts/build-udf.mjs [outFile]` (default lib/udf.js).
// Rules: an IIFE whose only global is `var telfield`; libphonenumber-js and its metadata bundled in; no import,
// export or require, and no host global (process, window, self, fetch, globalThis) read: a warehouse's V8 has none.
// The first line names the versions and licences the file carries; their texts are written beside it
// (<outFile>.LICENSE.txt), to ship with it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { compressed } from './compressed.mjs';

const root = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

/** The versions the script is built from: Telfield's package.json and the installed libphonenumber-js. */
export function udfVersions() {
  const telfield = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
  const engine = JSON.parse(readFileSync(require.resolve('libphonenumber-js/package.json'), 'utf8')).version;
  return { telfield, libphonenumberJs: engine };
}

/** The file's first line: what it is, from what, under which licences (their texts: udfLicences). */
export function udfBanner({ telfield, libphonenumberJs }, licenceFile) {
  return (
    `/*! telfield/udf ${telfield} (MIT) | bundles libphonenumber-js ${libphonenumberJs} (MIT), its metadata ` +
    `derived from Google's libphonenumber (Apache-2.0) | licence texts: ${licenceFile} */\n`
  );
}

/** The licence texts the file carries: Telfield's (MIT), libphonenumber-js's (MIT) and the Apache-2.0 it ships. */
export function udfLicences({ telfield, libphonenumberJs }) {
  const engine = dirname(require.resolve('libphonenumber-js/package.json'));
  const part = (title, file) =>
    `${title}\n${'='.repeat(title.length)}\n\n${readFileSync(file, 'utf8').trim()}\n`;
  return [
    part(`telfield ${telfield} (MIT)`, join(root, 'LICENSE')),
    part(`libphonenumber-js ${libphonenumberJs} (MIT)`, join(engine, 'LICENSE')),
    part(
      "libphonenumber-js's metadata, derived from Google's libphonenumber (Apache-2.0)",
      join(engine, 'LICENSE.Apache'),
    ),
  ].join('\n');
}

/** Builds the script into outFile, its licence texts beside it, and answers its sizes in bytes (raw, gzip level 9). */
export async function buildUdf(outFile = 'lib/udf.js') {
  const versions = udfVersions();
  const result = await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    build: {
      // Written here, not by Vite: lib/ holds the package's other files (an outDir would be emptied).
      write: false,
      // No warehouse engine version is relied on: ES2019 syntax, which older engines parse too.
      target: 'es2019',
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      lib: {
        entry: join(root, 'src/udf/udf-entry.ts'),
        formats: ['iife'],
        name: 'telfield',
        fileName: () => 'udf.js',
      },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const chunks = outputs.filter((o) => o.type === 'chunk');
  if (chunks.length !== 1 || outputs.length !== 1)
    throw new Error(`the UDF build must emit one script, not: ${outputs.map((o) => o.fileName).join(', ')}`);
  const target = resolve(root, outFile);
  const licenceFile = `${target}.LICENSE.txt`;
  const code = udfBanner(versions, basename(licenceFile)) + chunks[0].code;
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, code);
  writeFileSync(licenceFile, udfLicences(versions));
  return { file: target, licenceFile, ...versions, ...compressed(Buffer.from(code)) };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { file, licenceFile, raw, gzip } = await buildUdf(process.argv[2]);
  console.log(`udf: ${file} ${raw.toLocaleString('en')} B raw, ${gzip.toLocaleString('en')} B gzip`);
  console.log(`udf: licence texts in ${licenceFile}`);
}
