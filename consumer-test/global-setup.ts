// Packs telfield exactly as `npm publish` would (the build first, as prepack does), then per React version copies
// fixtures/consumer outside the repository, installs its own lockfile with `npm ci` (from npm's cache when it can)
// and the tarball on top with `npm install --no-save`: what a team gets from `npm install telfield`.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE, TARBALL_NOTE, VARIANTS, fixtureDir } from './fixture';

const NPM_QUIET = ['--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];

// Playwright takes a global setup as the module's default export.
// eslint-disable-next-line no-restricted-syntax
export default function globalSetup(): void {
  const root = process.cwd();
  mkdirSync(join(root, '.tmp'), { recursive: true });
  // The build first (prepack's job), so pack's --json output stays the only thing on stdout; `npm test` has built
  // it already beside its other parts (TELFIELD_LIB_BUILT) and the package is packed from that build.
  if (process.env.TELFIELD_LIB_BUILT !== '1')
    execFileSync('npm', ['run', 'build:lib', '--silent'], { stdio: 'inherit' });
  const packed = JSON.parse(
    execFileSync(
      'npm',
      ['pack', '--json', '--ignore-scripts', '--pack-destination', '.tmp', '--loglevel=error'],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    ),
  ) as { filename: string; files: { path: string }[] }[];
  const [first] = packed;
  if (!first) throw new Error('npm pack produced nothing');
  const tarball = join(root, '.tmp', first.filename);
  writeFileSync(TARBALL_NOTE, JSON.stringify({ tarball, files: first.files.map((f) => f.path) }));
  for (const variant of VARIANTS) {
    const dir = fixtureDir(variant);
    rmSync(dir, { recursive: true, force: true });
    cpSync(FIXTURE, dir, {
      recursive: true,
      filter: (source) => !/[/\\](node_modules|dist|react-18)$/.test(source),
    });
    for (const file of ['package.json', 'package-lock.json'])
      copyFileSync(join(variant.manifest, file), join(dir, file));
    execFileSync('npm', ['ci', ...NPM_QUIET], { cwd: dir, stdio: 'inherit' });
    execFileSync('npm', ['install', '--no-save', ...NPM_QUIET, tarball], { cwd: dir, stdio: 'inherit' });
  }
}
