import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { flagFilesPlugin } from './scripts/flag-files.mjs';
import { serviceWorkerPlugin } from './scripts/service-worker.mjs';
import { platformUnzipPlugin } from './scripts/platform-unzip.mjs';
import { sharedBabelHelpersPlugin } from './scripts/shared-babel-helpers.mjs';
import { MOCKING_UNIT_TESTS, UNIT_TESTS } from './scripts/unit-test-files.mjs';
import { configDefaults } from 'vitest/config';

// One policy for the built page (meta tag) and for the server that `npm start` runs (header).
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

// The dev server injects inline scripts for hot reload, so the policy is written into the built page only.
function contentSecurityPolicy(): Plugin {
  return {
    name: 'telfield-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/** The small metadata alone in a chunk of its own, which the app's build and the workers' build emit alike. */
function minMetadataChunk(id: string): string | undefined {
  return id.includes('libphonenumber-js/metadata.min.json') ? 'metadata-min' : undefined;
}

// Every word set's module of a language but English (English's go with the screens that show them), and the number
// types' names the screens' modules import: messages/pt-br.ts, phone-words/zh-hans.ts, number-types/de.ts … (a
// language's file is its tag in lower case; the folders' other modules have longer names).
const LANGUAGE_MODULE =
  /[\\/](?:messages|phone-words|number-types)[\\/]((?!en\.ts)[a-z]{2,3}(?:-[a-z]{2}|-[a-z]{4})?)\.ts$/;

/**
 * The app's chunks. Everything the first page loads stays in the entry: left to itself the bundler split React and
 * the flags into two shared chunks the entry imports (three more requests, 409 B brotli more than one file). A
 * language's words, the field's and every screen's, are one chunk fetched when that language is chosen: one file
 * per screen and language cost 16.5 kB brotli for the four, one per language 13.8 kB. And the small metadata, as
 * the workers' build names it, so both builds emit the very same file.
 */
const APP_CHUNKS = {
  groups: [
    { name: 'metadata-min', test: /libphonenumber-js[\\/]metadata\.min\.json/, priority: 4 },
    {
      debugName: 'words-<language>',
      name: (id: string) => {
        const language = LANGUAGE_MODULE.exec(id)?.[1];
        return language ? `words-${language}` : null;
      },
      priority: 2,
      includeDependenciesRecursively: false,
    },
    // Which languages there are, for the sets the first page has: one request, made by a page in another language.
    // With them, what every language's words count and list with (plural.ts), so that no language's chunk is another's
    // dependency (a language's group takes only its own modules).
    {
      name: 'languages',
      test: /[\\/](?:(?:app|check|first-paint|phone-word)-languages|intl[\\/]plural)\.ts$/,
      priority: 1,
    },
    { name: 'initial', tags: ['$initial' as const], priority: 3 },
  ],
};

export default defineConfig({
  plugins: [
    react(),
    contentSecurityPolicy(),
    flagFilesPlugin(),
    serviceWorkerPlugin(),
    sharedBabelHelpersPlugin(),
    platformUnzipPlugin(),
  ],
  // Module workers, so the list cleaner's workers can load the full metadata as their own chunk, and the small
  // metadata from the very file the app loads (one chunk for both builds: 'app all' counted it twice, 17 kB).
  worker: {
    format: 'es',
    plugins: () => [sharedBabelHelpersPlugin()],
    rollupOptions: { output: { manualChunks: minMetadataChunk } },
  },
  build: {
    target: 'es2022',
    // The first browsers with CSS light-dark(), which the app's tokens use (src/app/app.css): an older target makes
    // the minifier emulate it with extra variables. The package's sheet uses plain values.
    cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
    rollupOptions: { output: { codeSplitting: APP_CHUNKS } },
    // Flags stay separate files so a page pays only for the flags it shows.
    assetsInlineLimit: 0,
  },
  preview: {
    headers: {
      'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    },
  },
  test: {
    // A test's time limit catches a hang, not slowness (speed is measured in bench/): npm test runs these tests
    // beside the end-to-end lane, on a machine that may be shared, where a whole-corpus property test may take
    // several times its quiet time. One limit for every test and hook; no test sets a lower one of its own.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: UNIT_TESTS,
          exclude: [...configDefaults.exclude, ...MOCKING_UNIT_TESTS],
          // The unit tests share one module graph: each file importing the full metadata and the judgement afresh
          // was a third of the unit part's CPU, which npm test's other lane needs. A file that replaces a module
          // (vi.mock) runs in the isolated project below, so no replacement reaches another file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          environment: 'node',
          include: MOCKING_UNIT_TESTS,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.dom.test.tsx'],
          setupFiles: ['src/test/setup-dom.ts'],
        },
      },
    ],
  },
});
