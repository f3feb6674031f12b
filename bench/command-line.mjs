// `telfield clean` side by side with the anchors a list cleaner is measured against (issue 31), on the same file in
// the same run: Google's C++ libphonenumber and Python phonenumbers from Debian's packages, and libphonenumber-js
// max's plain Node loop, one thread each (anchors.mjs); then the command as built for the package, on every core and
// on one, and on a list five times longer for its peak memory. Each run is a fresh process under GNU time (peak
// resident memory of the process, worker threads included). The library's loop runs before and after Telfield's, so
// the machine's drift falls on both; its rate is their mean.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureAnchors, measureCommand, setupAnchors, writeListFile } from './anchors.mjs';

const root = join(import.meta.dirname, '..');

/** One `telfield clean` run over `file` (of `rows` rows), its export written beside it. */
async function clean(script, file, rows, env = {}) {
  const run = await measureCommand(
    [process.execPath, script, 'clean', file, '-d', 'US', '-o', join(file, '..', 'out.csv')],
    { env: { LANG: 'C', ...env } },
  );
  return { seconds: run.seconds, rowsPerSecond: rows / run.seconds, peakMb: run.peakMb };
}

/**
 * `telfield clean` and the UDF, built as the package builds them, into a folder of their own. The run builds them
 * when it starts, with the pages and the app, so that it measures one tree whatever is edited while it runs.
 */
export async function buildCommandLine() {
  const dir = mkdtempSync(join(tmpdir(), 'telfield-bench-cli-'));
  try {
    const cli = join(dir, 'cli');
    execFileSync('npx', ['vite', 'build', '--config', 'vite.cli.config.ts', '--logLevel', 'warn'], {
      cwd: root,
      env: { ...process.env, TELFIELD_CLI_OUT: cli },
      stdio: 'inherit',
    });
    const { buildUdf } = await import('../scripts/build-udf.mjs');
    const udf = await buildUdf(join(dir, 'udf.js'));
    return { dir, script: join(cli, 'telfield.js'), udf };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** The measurements, with what buildCommandLine() built; its folder is removed once they are taken. */
export async function measureCommandLine({ built, rows, bigRows, pythonRows, log = () => undefined }) {
  const { dir, script, udf } = built;
  try {
    const file = join(dir, 'list.csv');
    writeListFile(file, rows);
    log('  setting up the anchors (Debian packages, the C++ build)…');
    const anchors = setupAnchors();
    log('  timing the anchors…');
    const before = await measureAnchors({ file, rows, pythonRows, anchors });
    log('  timing telfield clean…');
    const cores = await clean(script, file, rows);
    const oneThread = await clean(script, file, rows, { TELFIELD_WORKERS: '1' });
    const library = (await measureAnchors({ file, rows, anchors: { notes: anchors.notes } })).find((result) =>
      result.tool.startsWith('libphonenumber-js'),
    );
    const big = join(dir, 'big.csv');
    rmSync(file);
    writeListFile(big, bigRows);
    log(`  telfield clean on ${bigRows.toLocaleString('en')} rows, for its peak memory…`);
    const large = await clean(script, big, bigRows);
    const loops = [before.find((result) => result.tool.startsWith('libphonenumber-js')), library].filter(
      Boolean,
    );
    const loopRate = loops.reduce((sum, run) => sum + run.rowsPerSecond, 0) / loops.length;
    return {
      rows,
      bigRows,
      fileMB: (statSync(big).size * rows) / bigRows / 1e6,
      cores: availableParallelism(),
      anchors: before,
      setupNotes: anchors.notes,
      libraryRuns: loops.map((run) => run.rowsPerSecond),
      loopRate,
      telfield: { cores, oneThread, large },
      udf: { bytes: udf.raw, gzip: udf.gzip },
      version: JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
