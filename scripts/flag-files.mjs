// Serves and emits every country's flag (country-flag-icons, 3x2 SVG) as flags/XX.svg beside the built page, so the
// code names a flag by convention (flag-url.ts) instead of carrying a map of ~270 hashed URLs in the first chunk
// (~2.5 kB brotli measured). Used by vite.config.ts, the library build of check-size.mjs and the e2e harness.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
export const FLAGS_DIR = join(dirname(require.resolve('country-flag-icons/package.json')), '3x2');
const FLAG_FILE = /^[A-Z]{2}\.svg$/;

/** The flag files' names ('GB.svg', …). */
export function flagFiles() {
  return readdirSync(FLAGS_DIR).filter((file) => FLAG_FILE.test(file));
}

/** @returns {import('vite').Plugin} */
export function flagFilesPlugin() {
  return {
    name: 'telfield-flag-files',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/flags\/([A-Z]{2}\.svg)$/.exec((request.url ?? '').split('?')[0] ?? '');
        if (!match?.[1] || !flagFiles().includes(match[1])) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(readFileSync(join(FLAGS_DIR, match[1])));
      });
    },
    generateBundle() {
      for (const file of flagFiles())
        this.emitFile({
          type: 'asset',
          fileName: `flags/${file}`,
          source: readFileSync(join(FLAGS_DIR, file)),
        });
    },
  };
}
