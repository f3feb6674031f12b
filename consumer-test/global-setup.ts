// Packs telfield exactly as `npm publish` would (the build first, as prepack does), then per React version copies
// fixtures/consumer outside the repository, and fixtures/consumer-next (a Next.js app) beside them, installs each
// one's own lockfile with `npm ci` (from npm's cache when it can) and the tarball on top with `npm install --no-save`:
// what a team gets from `npm install telfield`.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE, NEXT_FIXTURE, TARBALL_NOTE, VARIANTS, fixtureDir, nextDir } from './fixture';

const NPM_QUIET = ['--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];

/** A command whose output goes to the terminal; rejects with its exit code. */
function spawned(command: string, args: readonly string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} in ${cwd}: exit ${code}`)),
    );
  });
}

// Playwright takes a global setup as the module's default export.
// eslint-disable-next-line no-restricted-syntax
export default async function globalSetup(): Promise<void> {
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
  // The apps install side by side: each waits on the network and on npm's cache as much as on the CPU.
  const install = async (dir: string) => {
    await spawned('npm', ['ci', ...NPM_QUIET], dir);
    await spawned('npm', ['install', '--no-save', ...NPM_QUIET, tarball], dir);
  };
  await Promise.all([
    ...VARIANTS.map(async (variant) => {
      const dir = fixtureDir(variant);
      rmSync(dir, { recursive: true, force: true });
      cpSync(FIXTURE, dir, {
        recursive: true,
        filter: (source) => !/[/\\](node_modules|dist|react-18)$/.test(source),
      });
      for (const file of ['package.json', 'package-lock.json'])
        copyFileSync(join(variant.manifest, file), join(dir, file));
      await install(dir);
    }),
    (async () => {
      const dir = nextDir();
      rmSync(dir, { recursive: true, force: true });
      cpSync(NEXT_FIXTURE, dir, {
        recursive: true,
        filter: (source) => !/[/\\](node_modules|\.next)$/.test(source),
      });
      await install(dir);
    })(),
  ]);
}
