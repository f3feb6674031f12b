// Anchors for the command-line list cleaner: the same list judged by Google's C++ libphonenumber, Python's
// phonenumbers and the plainest libphonenumber-js max loop in Node, each in a fresh process on one thread, with wall
// time (taken here, around the spawn: process start and metadata load included) and peak resident memory (GNU time's
// %M, the whole process).
//
//   file: a CSV, header `phone`, one phone text per line, RFC 4180 quoting; default country US for every cell.
//   each judge: parse, is-valid, type, E.164 for every cell; prints {"rows":N,"valid":M} as its last line.
//
// The Debian judges carry libphonenumber 8.12 metadata, older than libphonenumber-js's, so their valid counts may
// differ slightly from the loop's.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { batchPhones } from './batch.mjs';

const ANCHORS = join(import.meta.dirname, 'anchors');
const JUDGE_SOURCE = join(ANCHORS, 'judge.cpp');
const JUDGE_BINARY = join(ANCHORS, 'build', 'judge');
const JUDGE_PY = join(ANCHORS, 'judge.py');
const LIB_LOOP = join(ANCHORS, 'lib-loop.mjs');
// Debian's interpreter: the one python3-phonenumbers installs for (a pyenv or venv python3 on PATH lacks it).
const DEBIAN_PYTHON = '/usr/bin/python3';
const GNU_TIME = '/usr/bin/time';

// Link sets tried in order, smallest first; the first that links is used. Debian's libphonenumber.so names its own
// dependencies (protobuf, ICU, abseil, boost), so -lphonenumber alone is expected to be enough.
const LINK_SETS = [
  ['-lphonenumber'],
  ['-lphonenumber', '-lprotobuf'],
  ['-lphonenumber', '-lprotobuf', '-licuuc', '-licui18n'],
  [
    '-lphonenumber',
    '-lprotobuf',
    '-licuuc',
    '-licui18n',
    '-lboost_date_time',
    '-lboost_system',
    '-lboost_thread',
  ],
];

/** A cell as RFC 4180 writes it: quoted, with its quotes doubled, when it holds a comma, a quote, CR or LF. */
const csvCell = (text) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** Writes the list: header `phone`, then `rows` cells of the bench's deterministic batch (bench/batch.mjs). */
export function writeListFile(path, rows, { eol = '\n' } = {}) {
  const lines = batchPhones(rows).map(csvCell);
  writeFileSync(path, `phone${eol}${lines.join(eol)}${eol}`);
}

/** The last three lines of a command's output, on one line: enough to say why it failed. */
const tail = (text = '') => text.trim().split('\n').slice(-3).join(' | ');

/** Whether a Debian package is installed (dpkg -s reports `Status: install ok installed`). */
function installed(pkg) {
  const status = spawnSync('dpkg', ['-s', pkg], { encoding: 'utf8' });
  return status.status === 0 && /^Status: install ok installed$/m.test(status.stdout);
}

const debianVersion = (pkg) =>
  execFileSync('dpkg-query', ['-W', '-f', '${Version}', pkg], { encoding: 'utf8' }).trim();

/**
 * Installs the packages not yet installed, one apt-get update for all. Returns, per package still missing, why.
 * Installs only as root; otherwise each missing package is reported.
 */
function ensurePackages(packages, notes) {
  const missing = packages.filter((pkg) => !installed(pkg));
  const failed = new Map();
  if (missing.length === 0) return failed;
  if (process.getuid?.() !== 0) {
    for (const pkg of missing) failed.set(pkg, `${pkg} is not installed and this is not root`);
    return failed;
  }
  const run = (command) =>
    spawnSync('sh', ['-c', command], {
      encoding: 'utf8',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  const update = run('apt-get update -qq');
  if (update.status !== 0) notes.push(`apt-get update failed: ${tail(update.stderr)}`);
  for (const pkg of missing) {
    const install = run(`apt-get install -y -qq ${pkg}`);
    if (install.status === 0 && installed(pkg)) notes.push(`installed ${pkg} ${debianVersion(pkg)}`);
    else failed.set(pkg, `apt-get install ${pkg} failed: ${tail(install.stderr || install.stdout)}`);
  }
  return failed;
}

/** Compiles judge.cpp with g++ -O2 into build/judge, with the first link set that links; skipped when up to date. */
function buildJudge(notes) {
  if (existsSync(JUDGE_BINARY) && statSync(JUDGE_BINARY).mtimeMs >= statSync(JUDGE_SOURCE).mtimeMs) {
    notes.push(`C++: ${JUDGE_BINARY} is up to date`);
    return { path: JUDGE_BINARY };
  }
  mkdirSync(join(ANCHORS, 'build'), { recursive: true });
  let error = '';
  for (const libs of LINK_SETS) {
    const compile = spawnSync('g++', ['-O2', '-o', JUDGE_BINARY, JUDGE_SOURCE, ...libs], {
      encoding: 'utf8',
    });
    if (compile.status === 0) {
      notes.push(`C++: compiled with g++ -O2 ${libs.join(' ')}`);
      return { path: JUDGE_BINARY };
    }
    error = compile.error ? String(compile.error) : tail(compile.stderr);
  }
  return { reason: `g++ could not build judge.cpp: ${error}` };
}

/**
 * Makes the anchors ready: Debian's libphonenumber-dev and python3-phonenumbers (and GNU time, which measures), and
 * judge.cpp compiled. Never throws: an anchor that cannot be had is undefined, and `notes` says why.
 * @returns {{ cpp: string | undefined, python: string | undefined, notes: string[] }} the judge binary and the
 *   Python interpreter that imports phonenumbers.
 */
export function setupAnchors() {
  const notes = [];
  const result = { cpp: undefined, python: undefined, notes };
  try {
    const failed = ensurePackages(['time', 'libphonenumber-dev', 'python3-phonenumbers'], notes);
    if (failed.has('time')) notes.push(`unavailable: all anchors (no ${GNU_TIME}): ${failed.get('time')}`);

    if (failed.has('libphonenumber-dev')) notes.push(`unavailable: C++: ${failed.get('libphonenumber-dev')}`);
    else {
      const judge = buildJudge(notes);
      if (judge.path) result.cpp = judge.path;
      else notes.push(`unavailable: C++: ${judge.reason}`);
    }

    if (failed.has('python3-phonenumbers'))
      notes.push(`unavailable: Python: ${failed.get('python3-phonenumbers')}`);
    else {
      const check = spawnSync(DEBIAN_PYTHON, ['-c', 'import phonenumbers'], { encoding: 'utf8' });
      if (check.status === 0) result.python = DEBIAN_PYTHON;
      else
        notes.push(`unavailable: Python: ${DEBIAN_PYTHON} cannot import phonenumbers: ${tail(check.stderr)}`);
    }
  } catch (error) {
    notes.push(`setup stopped: ${error.message}`);
  }
  return result;
}

/**
 * Runs `argv` under GNU time. `seconds` is the wall time taken here around the spawn; `peakMb` the process's peak
 * resident memory (%M, KiB → MiB; threads are inside the process). Throws when the command fails.
 * @param {string[]} argv
 * @param {{ stdinFile?: string, env?: Record<string, string> }} [options]
 * @returns {Promise<{ seconds: number, peakMb: number, stdout: string }>}
 */
export async function measureCommand(argv, { stdinFile, env } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'telfield-anchor-'));
  const timeFile = join(dir, 'time');
  const stdin = stdinFile === undefined ? 'ignore' : openSync(stdinFile, 'r');
  try {
    const started = performance.now();
    const child = spawn(GNU_TIME, ['-f', '%e %M', '-o', timeFile, '--', ...argv], {
      stdio: [stdin, 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const stdout = [];
    const stderr = [];
    child.stdout.on('data', (chunk) => stdout.push(chunk));
    child.stderr.on('data', (chunk) => stderr.push(chunk));
    const code = await new Promise((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    const seconds = (performance.now() - started) / 1000;
    if (code !== 0)
      throw new Error(`${argv.join(' ')} exited with ${code}: ${tail(Buffer.concat(stderr).toString())}`);
    // GNU time's last line is the format's; a line before it may tell a non-zero exit.
    const [, kib] = readFileSync(timeFile, 'utf8').trim().split('\n').at(-1).split(' ');
    return { seconds, peakMb: Number(kib) / 1024, stdout: Buffer.concat(stdout).toString() };
  } finally {
    if (typeof stdin === 'number') closeSync(stdin);
    rmSync(dir, { recursive: true, force: true });
  }
}

const libphonenumberJsVersion = () =>
  JSON.parse(readFileSync(createRequire(LIB_LOOP).resolve('libphonenumber-js/package.json'), 'utf8')).version;

/**
 * Times each available anchor once on `file` (of `rows` cells). Python can be timed on the first `pythonRows` cells
 * alone (it judges a few thousand a second); its label then says so and its rate and valid count are for that prefix.
 * An anchor that is not available is a row with `unavailable` (the reason) instead of figures.
 * @param {{ file: string, rows: number, pythonRows?: number,
 *   anchors?: { cpp?: string, python?: string, notes: string[] } }} options  anchors: setupAnchors()'s result
 *   (called here when not given).
 */
export async function measureAnchors({ file, rows, pythonRows, anchors = setupAnchors() }) {
  const pythonLimit = pythonRows !== undefined && pythonRows < rows ? pythonRows : undefined;
  const onPrefix = pythonLimit === undefined ? '' : ` on the first ${pythonLimit.toLocaleString('en')} rows`;
  const judges = [
    {
      name: 'C++',
      tool: () => `C++ libphonenumber ${debianVersion('libphonenumber-dev')} (judge.cpp, g++ -O2)`,
      argv: anchors.cpp && [anchors.cpp, file],
      rows,
    },
    {
      name: 'Python',
      tool: () => `Python phonenumbers ${debianVersion('python3-phonenumbers')} (judge.py)${onPrefix}`,
      argv: anchors.python && [anchors.python, JUDGE_PY, file, ...(pythonLimit ? [String(pythonLimit)] : [])],
      rows: pythonLimit ?? rows,
    },
    {
      name: 'libphonenumber-js',
      tool: () => `libphonenumber-js ${libphonenumberJsVersion()} max, Node ${process.version} readline loop`,
      argv: [process.execPath, LIB_LOOP, file],
      rows,
    },
  ];
  const results = [];
  for (const judge of judges) {
    if (!judge.argv) {
      const why = anchors.notes.find((note) => note.startsWith(`unavailable: ${judge.name}`));
      results.push({ tool: judge.name, unavailable: why ?? 'not set up' });
      continue;
    }
    const run = await measureCommand(judge.argv);
    const printed = JSON.parse(run.stdout.trim().split('\n').at(-1));
    // Each judge counts the cells it read: a different count means it read the file differently.
    if (printed.rows !== judge.rows)
      throw new Error(`${judge.name} judged ${printed.rows} rows, not ${judge.rows}`);
    results.push({
      tool: judge.tool(),
      seconds: run.seconds,
      rowsPerSecond: judge.rows / run.seconds,
      peakMb: run.peakMb,
      valid: printed.valid,
      rows: judge.rows,
    });
  }
  return results;
}
