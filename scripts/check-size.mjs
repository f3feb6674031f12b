// The size budget: fails when the Check screen's initial JS+CSS, or the component library, grows past size-budget.json.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { build } from 'vite';
import { compressed, withoutBuildHashes } from './compressed.mjs';

const budget = JSON.parse(readFileSync('size-budget.json', 'utf8'));

export { compressed };

function sum(files) {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = compressed(withoutBuildHashes(readFileSync(file)));
    for (const key of Object.keys(total)) total[key] += size[key];
  }
  return total;
}

/** JS and CSS that index.html loads before anything lazy: entry script, module preloads, stylesheets. */
function initialFiles(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map(
    (m) => m[1],
  );
  return [...new Set(refs)].map((ref) => join(dist, ref));
}

function allFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map((f) => join(dir, String(f)))
    .filter((f) => /\.(js|css)$/.test(f));
}

async function buildLibrary(outDir) {
  // The package's own build (vite.lib.config.ts), minified as it lands in a consumer's production build, with
  // libphonenumber-js bundled in (an app pays for it with the component).
  process.env.TELFIELD_SIZE_CHECK = '1';
  await build({
    logLevel: 'warn',
    configFile: 'vite.lib.config.ts',
    // Fully minified: library mode otherwise keeps the whitespace of ES output.
    build: { outDir, minify: true, rolldownOptions: { output: { minify: true } } },
  });
}

/** A chunk and every local chunk it imports statically (what loads with it), not those it imports dynamically. */
function staticClosure(dir, entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(dir, file), 'utf8');
    // Relative to the importing chunk ('./chunks/x.js' from the entry, './y.js' between chunks).
    const near = (ref) => posix.join(posix.dirname(file), ref);
    for (const [, ref] of code.matchAll(
      /(?:^|[;\n}])\s*(?:import|export)\b[^'"();]*?from\s*["'](\.\.?\/[^"']+\.js)["']/g,
    ))
      visit(near(ref));
    for (const [, ref] of code.matchAll(/(?:^|[;\n}])\s*import\s*["'](\.\.?\/[^"']+\.js)["']/g))
      visit(near(ref));
  };
  visit(entry);
  return [...seen].map((file) => join(dir, file));
}

// A language's words, every set's in one chunk (vite.config.ts): a page loads one language's at most, so each is held
// to a limit of its own, and the rest of the app to its budget whatever the number of languages.
const LANGUAGE_CHUNK = /[\\/]words-[a-z]{2,3}(?:-[a-z]{2,4})?-[\w-]{8}\.js$/;

/**
 * The largest language's cost, and which language it is: its chunk and every chunk that chunk imports which the first
 * page has not loaded already (what choosing the language fetches), so a language leaning on another's chunk pays it.
 */
function largestLanguage(dir, files) {
  let largest = { raw: 0, gzip: 0, brotli: 0 };
  let name = '—';
  const initial = new Set(initialFiles(dir));
  for (const file of files.filter((f) => LANGUAGE_CHUNK.test(f))) {
    const chunk = file.slice(dir.length + 1);
    const size = sum(staticClosure(dir, chunk).filter((f) => !initial.has(f)));
    if (size.brotli > largest.brotli) [largest, name] = [size, file.replace(/^.*words-|-[\w-]{8}\.js$/g, '')];
  }
  return { size: largest, name };
}

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

if (!existsSync('dist/index.html')) {
  await build({ logLevel: 'warn' });
}
await buildLibrary('.tmp/lib');

const appFiles = allFiles('dist');
const language = largestLanguage('dist', appFiles);
const measured = {
  'check-screen initial': sum(initialFiles('dist')),
  'app all (lazy chunks and workers too)': sum(appFiles.filter((f) => !LANGUAGE_CHUNK.test(f))),
  'one language, every set, with what it loads (the largest)': language.size,
  // The entry and its CSS, React left out as an app that embeds the component already has it.
  'component entry': sum([
    ...staticClosure('.tmp/lib', 'index.js'),
    ...allFiles('.tmp/lib').filter((f) => f.endsWith('.css')),
  ]),
};

let ok = true;
for (const [name, size] of Object.entries(measured)) {
  const limit = budget[name];
  const verdict = limit === undefined ? 'no budget' : size.brotli <= limit ? 'ok' : 'OVER BUDGET';
  if (verdict === 'OVER BUDGET' || limit === undefined) ok = false;
  console.log(
    `${name}${size === language.size ? ` [${language.name}]` : ''}: ${kib(size.brotli)} (${size.brotli} B) brotli, ${kib(size.gzip)} gzip, ${kib(size.raw)} raw; budget ${limit === undefined ? '—' : kib(limit)} brotli → ${verdict}`,
  );
}
if (!ok) {
  console.error(
    'Size check failed: lower the bytes, or (if the growth is deliberate) raise size-budget.json in a commit that says why.',
  );
  process.exit(1);
}
