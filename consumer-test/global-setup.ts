// Packs telfield exactly as `npm publish` would (prepack builds lib/), then installs the tarball into a fresh copy of
// consumer/ per React version, with npm, from the registry or its cache: what a team gets from `npm install telfield`.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TARBALL_NOTE, VARIANTS, fixtureDir } from './fixture';

// Playwright takes a global setup as the module's default export.
// eslint-disable-next-line no-restricted-syntax
export default function globalSetup(): void {
  const root = process.cwd();
  mkdirSync(join(root, '.tmp'), { recursive: true });
  // The build first (prepack's job), so pack's --json output stays the only thing on stdout.
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
    cpSync(join(root, 'consumer'), dir, { recursive: true });
    execFileSync(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        '--loglevel=error',
        tarball,
        ...variant.installs,
      ],
      { cwd: dir, stdio: 'inherit' },
    );
  }
}
