// The package's types: tsc writes a .d.ts per module into lib/types, then every relative import in them gets the
// file name Node's ESM resolution needs ('./phone-input' → './phone-input.js', './plan' → './plan/index.js'), so the
// types resolve under "moduleResolution": "bundler", "node16" and "nodenext" alike (checked by the consumer fixture).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const OUT = 'lib/types';
rmSync(OUT, { recursive: true, force: true });
const tsc = spawnSync('npx', ['tsc', '-p', 'tsconfig.lib.json'], { stdio: 'inherit' });
if (tsc.status !== 0) process.exit(tsc.status ?? 1);

/** The specifier with the extension Node needs, or undefined when nothing on disk answers it. */
export function withExtension(fromFile, specifier) {
  if (!specifier.startsWith('.') || /\.(js|mjs|cjs|json|css)$/.test(specifier)) return specifier;
  const target = resolve(dirname(fromFile), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`${fromFile}: no declaration for '${specifier}'`);
}

const SPECIFIER = /((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;
let files = 0;
for (const name of readdirSync(OUT, { recursive: true })) {
  const file = join(OUT, String(name));
  if (!file.endsWith('.d.ts') || !statSync(file).isFile()) continue;
  // A stylesheet import is the build's business (the user imports telfield/style.css), not the types'.
  const text = readFileSync(file, 'utf8').replace(/^import ['"][^'"]+\.css['"];\n/gm, '');
  writeFileSync(
    file,
    text.replace(SPECIFIER, (_, head, quote, spec) => `${head}${quote}${withExtension(file, spec)}${quote}`),
  );
  files++;
}
console.log(`types: ${files} declaration files in ${OUT}`);
