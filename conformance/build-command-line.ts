/**
 * `telfield clean` built as the package builds it (vite.cli.config.ts), into a folder of the caller's, so a test runs
 * the command a user gets (node <dir>/telfield.js clean …), not its sources.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll } from 'vitest';

export async function buildCommandLine(outDir: string): Promise<string> {
  await build({ configFile: 'vite.cli.config.ts', logLevel: 'warn', build: { outDir } });
  return join(outDir, 'telfield.js');
}

/**
 * Runs the built command with the arguments given, in a neutral environment: no locale (so no default country comes
 * from the machine) and no terminal (so no progress).
 */
export function runCommandLine(
  script: string,
  args: readonly string[],
  input?: string | Buffer,
): SpawnSyncReturns<Buffer> {
  const env = { ...process.env, LANG: 'C', LC_ALL: '', LC_MESSAGES: '' };
  return spawnSync(process.execPath, [script, ...args], { input, env, maxBuffer: 1 << 30 });
}

/**
 * The command built once per test process into a temporary folder (removed when the process exits): the test files
 * that run it share one module graph (the unit project does not isolate), so each file building it again was a
 * Vite build of CPU per file for the same output.
 */
let sharedScript: Promise<string> | undefined;

function sharedBuild(): Promise<string> {
  if (!sharedScript) {
    const dir = mkdtempSync(join(tmpdir(), 'telfield-cli-build-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    sharedScript = buildCommandLine(join(dir, 'cli'));
  }
  return sharedScript;
}

/** For a test file: the built command, and a temporary folder for its own files (removed after). */
export function builtCommandLine(): { readonly dir: () => string; readonly script: () => string } {
  let dir = '';
  let script = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'telfield-cli-'));
    script = await sharedBuild();
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return { dir: () => dir, script: () => script };
}
