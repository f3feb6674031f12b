// Bytes of each page from the build: what its HTML loads up front, and every chunk it can load later.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const size = (buffer) => ({
  gzip: gzipSync(buffer, { level: 9 }).length,
  brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

const add = (a, b) => ({ gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const ZERO = { gzip: 0, brotli: 0 };

/** Static and dynamic imports of a built chunk (relative specifiers as Vite writes them). */
function importsOf(file) {
  const code = readFileSync(file, 'utf8');
  const staticImports = [...code.matchAll(/(?:import|export)[^'"]*?from\s*["']([^"']+\.js)["']|import\s*["']([^"']+\.js)["']/g)].map((m) => m[1] ?? m[2]);
  const dynamicImports = [...code.matchAll(/import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)].map((m) => m[1]);
  const resolveSpec = (s) => join(s.startsWith('/') ? distRoot : dirname(file), s.startsWith('/') ? s.slice(1) : s);
  return { statics: staticImports.map(resolveSpec), dynamics: dynamicImports.map(resolveSpec) };
}

let distRoot = '';

export function pageBytes(dist, page) {
  distRoot = dist;
  const html = readFileSync(join(dist, page, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => join(dist, m[1].replace(/^\//, '')));
  const initial = new Set();
  const queue = [...refs];
  while (queue.length) {
    const file = queue.shift();
    if (initial.has(file)) continue;
    initial.add(file);
    if (file.endsWith('.js')) queue.push(...importsOf(file).statics);
  }
  const lazy = new Set();
  const lazyQueue = [...initial].filter((f) => f.endsWith('.js')).flatMap((f) => importsOf(f).dynamics);
  while (lazyQueue.length) {
    const file = lazyQueue.shift();
    if (initial.has(file) || lazy.has(file)) continue;
    lazy.add(file);
    const { statics, dynamics } = importsOf(file);
    lazyQueue.push(...statics, ...dynamics);
  }
  const sum = (files) => [...files].reduce((total, f) => add(total, size(readFileSync(f))), ZERO);
  return {
    initial: sum(initial),
    lazy: sum(lazy),
    files: { initial: [...initial].map((f) => relative(dist, f)), lazy: [...lazy].map((f) => relative(dist, f)) },
  };
}
