// Writes sw.js into the build: the template (service-worker-template.js) with the list of files to keep offline
// and a version that changes whenever any of them does. Every emitted file but the per-country flag SVGs (the list
// draws from the sprite; the button's flags are cached as shown), plus public/.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_HASH } from './compressed.mjs';

const TEMPLATE = join(import.meta.dirname, 'service-worker-template.js');

/**
 * The template as it ships: its comment lines and indentation are for this repository's readers, not for every
 * visitor's download. Every line of code stays whole and in its place, so the worker reads as the template does.
 */
export function shippedTemplate(source) {
  return source
    .split('\n')
    .filter((line) => !/^\s*(?:\/\/|\/\*.*\*\/\s*$)/.test(line))
    .map((line) => line.trimStart())
    .join('\n');
}

const HASHED_NAME = new RegExp(String.raw`${BUILD_HASH}(\.\w+)$`);
/** A built file's name without Vite's content hash ('assets/index-BZNtkrwP.js' → 'assets/index.js'). */
const unhashed = (file) => file.replace(HASHED_NAME, '$1');

/**
 * The files a version keeps offline, as URL paths: '/index.html', '/assets/index-….js', '/favicon.svg', … In the
 * order of their names without hashes: sorted by the hashes, the list's order (and so sw.js's compressed size, which
 * the size budget counts) would change with every content change anywhere.
 */
export function precacheList(bundleFiles, publicFiles) {
  const files = [...bundleFiles, ...publicFiles].filter(
    (file) => !file.startsWith('flags/') && !file.endsWith('.map') && file !== 'sw.js',
  );
  const byName = (a, b) => unhashed(a).localeCompare(unhashed(b), 'en') || (a < b ? -1 : a > b ? 1 : 0);
  return [...new Set(files)].sort(byName).map((file) => `/${file}`);
}

/** @returns {import('vite').Plugin} */
export function serviceWorkerPlugin() {
  let outDir = 'dist';
  let publicDir = '';
  return {
    name: 'telfield-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      publicDir = config.publicDir;
    },
    writeBundle(_options, bundle) {
      const publicFiles = publicDir ? readdirSync(publicDir) : [];
      const list = precacheList(Object.keys(bundle), publicFiles);
      // Hashed names change with their content; index.html and public/ files are hashed here.
      const hash = createHash('sha256').update(list.join('\n'));
      hash.update(readFileSync(join(outDir, 'index.html')));
      for (const file of publicFiles) hash.update(readFileSync(join(publicDir, file)));
      const version = hash.digest('hex').slice(0, 12);
      writeFileSync(
        join(outDir, 'sw.js'),
        `const PRECACHE = ${JSON.stringify(list)};\nconst VERSION = '${version}';\n${shippedTemplate(readFileSync(TEMPLATE, 'utf8'))}`,
      );
    },
  };
}
