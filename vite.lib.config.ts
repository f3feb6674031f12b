/**
 * The npm package's build (`npm run build:lib` → lib/): ES modules for three entries, one stylesheet, and the flag
 * sprite as a file beside it. Vite's library mode, because the app already builds with Vite: same transforms, same
 * plugins, no second bundler to keep in step. Types come from tsc (scripts/build-types.mjs).
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const SPRITE = 'src/components/country-picker/flag-sprite.webp';
const SPRITE_FILE = 'flag-sprite.webp';

/**
 * Library mode inlines every asset; the sprite (64 kB) would then sit in the stylesheet as base64. This puts it
 * beside style.css as a file instead and points the stylesheet's url() at it, which every bundler resolves.
 */
function spriteBesideStylesheet(): Plugin {
  const inlined = `data:image/webp;base64,${readFileSync(SPRITE).toString('base64')}`;
  let outDir = OUT;
  return {
    name: 'telfield-sprite-file',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      const css = join(outDir, 'style.css');
      const text = readFileSync(css, 'utf8');
      const replaced = text.split(inlined).join(`./${SPRITE_FILE}`);
      if (replaced === text)
        throw new Error('The stylesheet no longer holds the flag sprite: check the build.');
      writeFileSync(css, replaced);
      copyFileSync(SPRITE, join(outDir, SPRITE_FILE));
    },
  };
}

/**
 * The app serves a file per flag (flags/XX.svg); a package cannot ask its consumer to serve files, so its build puts
 * package-flag.tsx (each flag a lazy module of its own) where country-flag.tsx is imported. A swap at resolution, not
 * a branch in the source: the flags' modules then never enter the app's build, even as dead code.
 */
function packageFlags(): Plugin {
  const app = resolve('src/components/country-picker/country-flag.tsx');
  const packaged = resolve('src/components/country-picker/package-flag.tsx');
  return {
    name: 'telfield-package-flags',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('/country-flag')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === app ? packaged : resolved;
    },
  };
}

const OUT = 'lib';
const FLAG_MODULE = /^node_modules\/country-flag-icons\/3x2\/(\w+)\.svg\w*$/;
const CLIENT_ENTRIES = new Set(['index', 'headless']);

export default defineConfig({
  plugins: [spriteBesideStylesheet(), packageFlags()],
  // The app's public/ files (favicon) are not the package's.
  publicDir: false,
  build: {
    outDir: OUT,
    emptyOutDir: true,
    target: 'es2022',
    // Readable output: the consumer's bundler minifies, and a stack trace into the package stays legible.
    minify: false,
    cssCodeSplit: false,
    lib: {
      entry: { index: 'src/index.ts', headless: 'src/headless.ts', phone: 'src/phone.ts' },
      formats: ['es'],
      cssFileName: 'style',
    },
    rolldownOptions: {
      // Peers and dependencies stay imports, so an app has one React and one libphonenumber-js. The size check
      // (TELFIELD_SIZE_CHECK) bundles libphonenumber-js in, to count what the component costs an app.
      external: [
        /^react($|\/)/,
        /^react-dom($|\/)/,
        ...(process.env.TELFIELD_SIZE_CHECK ? [] : [/^libphonenumber-js($|\/)/]),
      ],
      // One file per source module, as the source is laid out: the app's bundler then splits and tree-shakes at
      // module level. Merged chunks put the first paint's few helpers beside module-level work (the country list
      // built from the metadata), which a bundler must keep: PhoneInput alone added 32.5 kB to a first paint, not ~5.
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        // Each flag's module (package-flags.ts) as flags/XX.js: no node_modules folder inside the package.
        entryFileNames: (chunk) => `${chunk.name.replace(FLAG_MODULE, 'flags/$1')}.js`,
        // The entries that hold components and hooks are client code for a React Server Components app (Next.js's
        // App Router): a Server Component may render PhoneInput, which then renders on the client.
        banner: (chunk) => (chunk.isEntry && CLIENT_ENTRIES.has(chunk.name) ? "'use client';" : ''),
      },
    },
  },
});
