import react from '@vitejs/plugin-react';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const pages = readdirSync(resolve(import.meta.dirname, 'pages'), { withFileTypes: true }).filter((d) => d.isDirectory());

// One production build, one HTML entry per contender; React resolved once so Telfield's source shares it.
export default defineConfig({
  root: resolve(import.meta.dirname, 'pages'),
  base: '/',
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom'] },
  logLevel: 'warn',
  build: {
    outDir: resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    rolldownOptions: {
      input: Object.fromEntries(pages.map((d) => [d.name, resolve(import.meta.dirname, 'pages', d.name, 'index.html')])),
    },
  },
});
