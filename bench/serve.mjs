// A tiny static server on loopback, serving a build as production would: compressed (brotli when the browser asks
// for it, else gzip), hashed assets cached for good, extra headers (the app's CSP) on every response.
import { existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { compressed } from './compress.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};
const TEXT = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest']);

/** @param {{ headers?: Record<string,string>, spa?: boolean }} options spa: unknown paths get /index.html (client routing). */
export function serve(root, { headers = {}, spa = false } = {}) {
  const base = resolve(root);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    let file = resolve(base, `.${path}`);
    if (file !== base && !file.startsWith(base + sep)) return void res.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file) && spa && !extname(path)) file = join(base, 'index.html');
    if (!existsSync(file)) return void res.writeHead(404).end();
    const type = extname(file);
    const { raw, gzip, br } = compressed(file);
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const [body, encoding] = !TEXT.has(type)
      ? [raw]
      : /\bbr\b/.test(accepts)
        ? [br, 'br']
        : /\bgzip\b/.test(accepts)
          ? [gzip, 'gzip']
          : [raw];
    res.writeHead(200, {
      'Content-Type': TYPES[type] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ server, origin: `http://127.0.0.1:${server.address().port}` }),
    ),
  );
}
