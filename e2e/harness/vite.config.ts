// Builds the test harness (e2e/harness/index.html) into .tmp/harness; the e2e suite serves it beside the app.
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { flagFilesPlugin } from '../../scripts/flag-files.mjs';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), flagFilesPlugin()],
  build: {
    outDir: fileURLToPath(new URL('../../.tmp/harness', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
  worker: { format: 'es' },
  logLevel: 'warn',
});
