// Production builds: one standalone Vite build per contender page (its own bundle, as an app would ship it), and
// the Telfield app with the root's own config, for Lighthouse.
import react from '@vitejs/plugin-react';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

/**
 * The package as npm would install it (lib/, built by the root's `npm run build:lib`), for the Telfield page: it
 * imports `telfield` and `telfield/style.css` as an app does, so the bench measures what the package costs an app,
 * beside the peers' packages.
 */
export function telfieldPackage(root) {
  return [
    { find: /^telfield\/style\.css$/, replacement: join(root, 'lib', 'style.css') },
    { find: /^telfield$/, replacement: join(root, 'lib', 'index.js') },
  ];
}

/**
 * Builds bench/pages/<name>/ into <dist>/<name>/ with a manifest (bytes.mjs reads it), served under /<name>/; `extra`
 * adds build options (hidden source maps, for breakdown.mjs).
 */
export async function buildPage(here, name, dist, extra = {}) {
  await build({
    configFile: false,
    root: join(here, 'pages', name),
    base: `/${name}/`,
    plugins: [react()],
    // Telfield sits outside bench/: make its `react` the same copy the page mounts with.
    resolve: { dedupe: ['react', 'react-dom'], alias: telfieldPackage(join(here, '..')) },
    logLevel: 'warn',
    // The app's own production settings (vite.config.ts), so Telfield ships here as it ships there.
    worker: { format: 'es' },
    build: {
      outDir: join(dist, name),
      emptyOutDir: true,
      target: 'es2022',
      assetsInlineLimit: 0,
      manifest: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 10_000, // big chunks are what this measures, not a mistake to warn about
      rolldownOptions: { checks: { pluginTimings: false } }, // a slow-plugin hint about the build, not the page
      ...extra,
    },
  });
  return JSON.parse(readFileSync(join(dist, name, '.vite', 'manifest.json'), 'utf8'));
}

/**
 * Runs a build in the root as a child process; its output (plugin timings, size hints) is the build's business and
 * is shown only when it fails.
 */
function runQuietly(root, command, args, what) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) return resolve();
      process.stderr.write(output);
      reject(new Error(`${what} exited with ${code}`));
    });
  });
}

/** The root's `npm run build:lib` (the package's lib/), for the Telfield page to import. */
export function buildLibrary(root) {
  return runQuietly(root, 'npm', ['run', 'build:lib', '--silent'], 'library build');
}

/** `vite build` of the app with the root's Vite and config, written to outDir so the root dist/ of others is untouched. */
export function buildApp(root, outDir) {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!existsSync(vite))
    return Promise.reject(new Error('root dependencies missing: run `npm ci` at the root first'));
  return runQuietly(
    root,
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    'app build',
  );
}
