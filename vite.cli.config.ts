/**
 * The command line's build (`npm run build:lib` runs it after the package's): `telfield clean` and its worker thread
 * as Node ES modules in lib/cli/, with libphonenumber-js and everything else they use bundled in, so the command
 * judges with the rules it was built and tested with (its exports name that version) whatever else is installed.
 */
import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import { platformUnzipPlugin } from './scripts/platform-unzip.mjs';

export const CLI_OUT = 'lib/cli';

export default defineConfig({
  publicDir: false,
  plugins: [platformUnzipPlugin()],
  build: {
    outDir: process.env.TELFIELD_CLI_OUT ?? CLI_OUT,
    emptyOutDir: true,
    target: 'node20',
    ssr: true,
    minify: false,
    rolldownOptions: {
      input: { telfield: 'src/cli/main.ts', 'clean-worker': 'src/cli/clean-worker.ts' },
      external: [...builtinModules, ...builtinModules.map((name) => `node:${name}`)],
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: '[name]-[hash].js',
        banner: (chunk) => (chunk.name === 'telfield' ? '#!/usr/bin/env node' : ''),
      },
    },
  },
  ssr: { noExternal: true, target: 'node' },
});
