// `npm run bench`: installs bench/'s own dependencies when missing, builds every contender's page and the Telfield
// app, measures the pages interleaved in the system Chromium, runs Lighthouse on the app, writes results/latest.*.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, release, totalmem } from 'node:os';
import { join } from 'node:path';

const here = import.meta.dirname;
const root = join(here, '..');
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const BATCH_ROWS = Number(process.env.BENCH_BATCH_ROWS ?? 1_000_000);
// Every host but the local server fails to resolve: requests elsewhere are still counted, yet none leaves the machine.
const HOST_RULES = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';
if (!Number.isInteger(SAMPLES) || SAMPLES < 1)
  throw new Error(`BENCH_SAMPLES must be a whole number ≥ 1, not ${process.env.BENCH_SAMPLES}`);
if (!Number.isInteger(BATCH_ROWS) || BATCH_ROWS < 0)
  throw new Error(`BENCH_BATCH_ROWS must be a whole number ≥ 0, not ${process.env.BENCH_BATCH_ROWS}`);
// Extra samples, traced in more detail, that say where typing's CPU goes (the per-key target's profile).
const KEYSTROKE_SAMPLES = Number(process.env.BENCH_KEYSTROKE_SAMPLES ?? 8);
if (!Number.isInteger(KEYSTROKE_SAMPLES) || KEYSTROKE_SAMPLES < 0)
  throw new Error(
    `BENCH_KEYSTROKE_SAMPLES must be a whole number ≥ 0, not ${process.env.BENCH_KEYSTROKE_SAMPLES}`,
  );
const BATCH_RUNS = Number(process.env.BENCH_BATCH_RUNS ?? 2);
if (!Number.isInteger(BATCH_RUNS) || BATCH_RUNS < 1)
  throw new Error(`BENCH_BATCH_RUNS must be a whole number ≥ 1, not ${process.env.BENCH_BATCH_RUNS}`);
// Judging a list in Node, one thread: rows, and Telfield's passes (each between two of libphonenumber-js's).
const NODE_ROWS = Number(process.env.BENCH_NODE_ROWS ?? 1_000_000);
const NODE_RUNS = Number(process.env.BENCH_NODE_RUNS ?? 2);
if (!Number.isInteger(NODE_ROWS) || NODE_ROWS < 0 || !Number.isInteger(NODE_RUNS) || NODE_RUNS < 1)
  throw new Error('BENCH_NODE_ROWS must be a whole number ≥ 0 and BENCH_NODE_RUNS one ≥ 1');
// Telfield's page and the app build from src/, with the root's dependencies.
if (!existsSync(join(root, 'node_modules')))
  throw new Error('Root dependencies missing: run `npm ci` at the root first.');
const started = Date.now();

function installed() {
  const hidden = join(here, 'node_modules', '.package-lock.json');
  if (!existsSync(hidden)) return false;
  const want = JSON.parse(readFileSync(join(here, 'package-lock.json'), 'utf8')).packages;
  const have = JSON.parse(readFileSync(hidden, 'utf8')).packages;
  return Object.entries(want).every(
    ([path, entry]) => !path || entry.optional || have[path]?.version === entry.version,
  );
}
const phases = {};
const phase = (name, since) => (phases[name] = Math.round((Date.now() - since) / 1000));

// The benchmark's dependencies stay out of the root install; (re)installed when missing or behind the lockfile.
if (!installed()) {
  console.log('Installing the bench dependencies: npm ci --prefix bench');
  const t = Date.now();
  execSync('npm ci --prefix bench --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
  phase('install', t);
}

const { chromium } = await import('playwright-core');
const { loadConfigFromFile } = await import('vite');
const { CHROMIUM_ARGS, findChromium } = await import('../scripts/find-chromium.mjs');
const { buildApp, buildLibrary, buildPage } = await import('./build.mjs');
const { pageBytes } = await import('./bytes.mjs');
const { pageBreakdown } = await import('./breakdown.mjs');
const { sizeOf } = await import('./compress.mjs');
const { CONTENDERS } = await import('./contenders.mjs');
const { DIGITS, sample, warmUp } = await import('./measure.mjs');
const { report } = await import('./report.mjs');
const { serve } = await import('./serve.mjs');
const { median, p95 } = await import('./stats.mjs');

const dist = join(here, 'dist');
const appDist = join(dist, 'app');
console.log(`Building ${CONTENDERS.length} pages and the Telfield app…`);
let t = Date.now();
const manifests = {};
// The app builds in a child process on the second core while the pages build here, one after another.
const appBuilt = buildApp(root, appDist).then(
  () => null,
  (error) => error,
);
// The Telfield page imports the package as an app does: lib/ first.
await buildLibrary(root);
// telfield clean too, now rather than when its turn comes: a run measures the tree it started from.
const CLI_ROWS = Number(process.env.BENCH_CLI_ROWS ?? 1_000_000);
const { buildCommandLine } = await import('./command-line.mjs');
const cliBuilt = CLI_ROWS ? await buildCommandLine().catch((error) => error) : undefined;
for (const { name } of CONTENDERS) manifests[name] = await buildPage(here, name, join(dist, 'pages'));
if (BATCH_ROWS) await buildPage(here, 'batch-loop', join(dist, 'pages')); // the batch run's yardstick
const appError = await appBuilt;
phase('build', t);
const bytes = Object.fromEntries(
  CONTENDERS.map(({ name }) => [name, pageBytes(join(dist, 'pages'), name, manifests[name])]),
);
// Where Telfield's bytes go: the same page again with hidden source maps, traced module by module.
t = Date.now();
try {
  await buildPage(here, 'telfield', join(dist, 'mapped'), { sourcemap: 'hidden' });
  const { files } = bytes.telfield;
  bytes.telfield.breakdown = pageBreakdown(
    join(dist, 'pages', 'telfield'),
    join(dist, 'mapped', 'telfield'),
    [...files.initial, ...files.lazy],
  );
} catch (error) {
  bytes.telfield.breakdown = { error: String(error.message ?? error) };
}
phase('breakdown', t);

const pages = await serve(join(dist, 'pages'));
const executablePath = findChromium();
const flags = [...CHROMIUM_ARGS, HOST_RULES];
const browser = await chromium.launch({ executablePath, args: flags });
const chromiumVersion = browser.version();

// Interleaved rounds, every contender once per round in a rotating order, so drift hits all alike.
console.log(`Measuring ${SAMPLES} samples of each, interleaved…`);
t = Date.now();
for (const contender of CONTENDERS) await warmUp(browser, pages.origin, contender);
const samples = Object.fromEntries(CONTENDERS.map(({ name }) => [name, []]));
const errors = Object.fromEntries(CONTENDERS.map(({ name }) => [name, []]));
for (let round = 0; round < SAMPLES; round++) {
  for (let i = 0; i < CONTENDERS.length; i++) {
    const contender = CONTENDERS[(i + round) % CONTENDERS.length];
    try {
      const list = samples[contender.name];
      list.push(
        await sample(browser, pages.origin, contender, { requests: !list.some((s) => s.requests.length) }),
      );
    } catch (error) {
      errors[contender.name].push(String(error.message ?? error).split('\n')[0]);
    }
  }
  process.stdout.write(`\r  round ${round + 1}/${SAMPLES}, ${Math.round((Date.now() - t) / 1000)} s   `);
}
process.stdout.write('\n');
phase('measure', t);

// Where typing's CPU goes, for the plain input, Telfield and intl-tel-input: samples of their own, traced with every
// timeline event (that costs the page more, so these are a profile beside the figures above, never mixed into them).
const PROFILED = ['baseline', 'telfield', 'iti-lazy'];
const keystrokes = Object.fromEntries(PROFILED.map((name) => [name, []]));
t = Date.now();
if (KEYSTROKE_SAMPLES)
  console.log(`Tracing typing in detail, ${KEYSTROKE_SAMPLES} samples of ${PROFILED.join(', ')}…`);
for (let round = 0; round < KEYSTROKE_SAMPLES; round++) {
  for (let i = 0; i < PROFILED.length; i++) {
    const name = PROFILED[(i + round) % PROFILED.length];
    const contender = CONTENDERS.find((c) => c.name === name);
    try {
      const { keystroke } = await sample(browser, pages.origin, contender, { keystrokes: true });
      if (keystroke) keystrokes[name].push(keystroke);
    } catch (error) {
      errors[name].push(`keystroke profile: ${String(error.message ?? error).split('\n')[0]}`);
    }
  }
}
await browser.close();
phase('keystrokes', t);

const METRICS = [
  'loadCpu',
  'loadIdleCpu',
  'usableMs',
  'heap',
  'perKeyCpu',
  'openCpu',
  'openWall',
  'openFrames',
];
METRICS.push('searchMs', 'searchFrames', 'optionsClosed', 'optionsOpen', 'foreign');
const results = {};
for (const contender of CONTENDERS) {
  const list = samples[contender.name];
  const entry = {
    label: contender.label,
    note: contender.note ?? null,
    samples: list.length,
    errors: errors[contender.name],
    typed: [...new Set(list.map((s) => s.typed))],
    bytes: bytes[contender.name],
  };
  for (const metric of METRICS) {
    const values = list.map((s) => s[metric]).filter((v) => typeof v === 'number');
    entry[metric] = {
      median: median(values),
      p95: p95(values),
      max: values.length ? Math.max(...values) : null,
    };
  }
  entry.network = network(
    contender.name,
    list.find((s) => s.requests.length)?.requests ?? [],
    bytes[contender.name],
  );
  entry.raw = list.map(({ requests: _requests, ...rest }) => rest);
  // Each part's median over the profile's samples (so the parts need not add up to the total).
  const split = keystrokes[contender.name] ?? [];
  entry.keystroke = split.length
    ? {
        samples: split.length,
        ...Object.fromEntries(Object.keys(split[0]).map((k) => [k, median(split.map((s) => s[k]))])),
      }
    : null;
  results[contender.name] = entry;
}
// Ratios to the baseline page of this run.
for (const entry of Object.values(results)) {
  for (const metric of METRICS) {
    const base = results.baseline[metric].median;
    entry[metric].ratio = base && entry[metric].median !== null ? entry[metric].median / base : null;
  }
}

/** What the page really fetched (from one sample's network log), sized like the build, and checked against it. */
function network(name, requests, built) {
  const base = join(dist, 'pages');
  const files = (phaseName, code) => [
    ...new Set(
      requests.filter((r) => r.phase === phaseName && /\.(js|css)$/.test(r.path) === code).map((r) => r.path),
    ),
  ];
  const size = (paths) => sizeOf(paths.map((p) => join(base, p)));
  const rel = (paths) => paths.map((p) => p.slice(`/${name}/`.length)).sort();
  const initial = rel(files('initial', true));
  const interaction = rel(files('interaction', true));
  const same = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
  return {
    encoding:
      [...new Set(requests.filter((r) => /\.js$/.test(r.path)).map((r) => r.encoding))].join(',') || null,
    initial: { ...size(files('initial', true)), paths: initial },
    interaction: { ...size(files('interaction', true)), paths: interaction },
    otherAssets: {
      initial: size(files('initial', false).filter((p) => p.includes('/assets/'))),
      interaction: size(files('interaction', false).filter((p) => p.includes('/assets/'))),
    },
    transferred: requests.reduce((sum, r) => sum + r.transferred, 0),
    // Loaded up front exactly what the build says is initial; what came later was among its lazy chunks.
    initialMatchesBuild: same(initial, built.files.initial),
    lazyLoadedAtStart: initial.filter((p) => built.files.lazy.includes(p)),
    interactionWithinLazy: interaction.every((p) => built.files.lazy.includes(p)),
  };
}

/** The built app, served with the headers `npm start` (vite preview) sends, the CSP among them, from its own config. */
async function serveApp() {
  const loaded = await loadConfigFromFile(
    { command: 'serve', mode: 'production', isPreview: true },
    join(root, 'vite.config.ts'),
    root,
    'silent',
  );
  const headers = loaded?.config.preview?.headers ?? {};
  return { ...(await serve(appDist, { headers, spa: true })), headers };
}
const app = appError ? null : await serveApp();

let lighthouse;
t = Date.now();
if (appError) lighthouse = { error: `app build failed: ${appError.message}` };
else if (LIGHTHOUSE_RUNS < 1) lighthouse = { error: 'skipped (BENCH_LIGHTHOUSE_RUNS=0)' };
else {
  console.log(`Lighthouse on the Telfield app, ${LIGHTHOUSE_RUNS} run(s)…`);
  try {
    const { runLighthouse } = await import('./lighthouse.mjs');
    lighthouse = {
      url: 'the built app at /, served on 127.0.0.1 with its preview headers',
      headers: Object.keys(app.headers),
    };
    Object.assign(lighthouse, await runLighthouse(`${app.origin}/`, executablePath, flags, LIGHTHOUSE_RUNS));
  } catch (error) {
    lighthouse = { error: `Lighthouse could not run: ${String(error.message ?? error).split('\n')[0]}` };
  }
}
phase('lighthouse', t);

/** Clean a list in the built app on BATCH_ROWS rows, `columns` phone columns, beside the plain loop. */
async function measureList(columns, failure) {
  try {
    const { measureBatch } = await import('./batch.mjs');
    return await measureBatch({
      chromium,
      executablePath,
      args: flags,
      appOrigin: app.origin,
      loopUrl: `${pages.origin}/batch-loop/`,
      rows: BATCH_ROWS,
      columns,
      log: (line) => console.log(line),
    });
  } catch (error) {
    return { error: `${failure} failed: ${String(error.message ?? error).split('\n')[0]}` };
  }
}

let batch;
t = Date.now();
if (appError) batch = { error: `app build failed: ${appError.message}` };
else if (!BATCH_ROWS) batch = { error: 'skipped (BENCH_BATCH_ROWS=0)' };
else {
  console.log(`Clean a list: ${BATCH_ROWS.toLocaleString('en')} rows through /batch, and the plain loop…`);
  batch = await measureList(1, 'the batch run');
}
phase('batch', t);

// The same list with a second phone column (BENCH_BATCH_TWO=0 leaves it out): both cleaned in one run.
let batchTwo;
t = Date.now();
if (appError || !BATCH_ROWS || process.env.BENCH_BATCH_TWO === '0' || process.env.BENCH_BATCH_SHORT === '1')
  batchTwo = { error: 'skipped' };
else {
  console.log(`Clean a list, two phone columns: ${BATCH_ROWS.toLocaleString('en')} rows…`);
  batchTwo = await measureList(2, 'the two-column run');
}
phase('batch, two columns', t);
app?.server.close();
pages.server.close();

const version = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
const git = (args) => {
  try {
    return execSync(`git ${args}`, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return '';
  }
};
const packages = [
  ...new Set([
    'react',
    'react-dom',
    ...CONTENDERS.flatMap((c) => c.packages),
    'vite',
    'playwright-core',
    'lighthouse',
  ]),
];
const versions = Object.fromEntries(
  packages.map((name) => [name, version(join(here, 'node_modules', name))]),
);
const commit = git('rev-parse --short HEAD');
versions.telfield = `${version(root)}${commit ? ` @ ${commit}${git('status --porcelain -- src') ? ' + uncommitted src/ changes' : ''}` : ''}`;
versions['libphonenumber-js (Telfield)'] = version(join(root, 'node_modules', 'libphonenumber-js'));

let nodeList;
t = Date.now();
if (!NODE_ROWS) nodeList = { error: 'skipped (BENCH_NODE_ROWS=0)' };
else {
  console.log(`A list in Node: ${NODE_ROWS.toLocaleString('en')} rows, parsePhone and libphonenumber-js…`);
  try {
    const { measureNodeList } = await import('./node-list.mjs');
    nodeList = measureNodeList({ rows: NODE_ROWS, runs: NODE_RUNS });
  } catch (error) {
    nodeList = { error: `the Node run failed: ${String(error.message ?? error).split('\n')[0]}` };
  }
}
phase('node list', t);

// telfield clean against the anchors (BENCH_CLI_ROWS=0 leaves it out).
let commandLine;
t = Date.now();
if (!CLI_ROWS) commandLine = { error: 'skipped (BENCH_CLI_ROWS=0)' };
else {
  console.log(`telfield clean and the anchors: ${CLI_ROWS.toLocaleString('en')} rows…`);
  try {
    if (cliBuilt instanceof Error) throw cliBuilt;
    const { measureCommandLine } = await import('./command-line.mjs');
    commandLine = await measureCommandLine({
      built: cliBuilt,
      rows: CLI_ROWS,
      bigRows: Number(process.env.BENCH_CLI_BIG_ROWS ?? 5 * CLI_ROWS),
      pythonRows: Number(process.env.BENCH_CLI_PYTHON_ROWS ?? 100_000),
      log: (line) => console.log(line),
    });
  } catch (error) {
    commandLine = { error: `the command-line run failed: ${String(error.message ?? error).split('\n')[0]}` };
  }
}
phase('command line', t);

const out = {
  date: new Date().toISOString(),
  machine: {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    kernel: release(),
    node: process.version,
  },
  chromium: chromiumVersion,
  samplesPerContender: SAMPLES,
  typedDigits: DIGITS,
  versions,
  durationSeconds: Math.round((Date.now() - started) / 1000),
  phasesSeconds: phases,
  results,
  lighthouse,
  batch,
  batchTwo,
  nodeList,
  commandLine,
};
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'latest.json'), `${JSON.stringify(out, null, 2)}\n`);
const markdown = report(out);
writeFileSync(join(here, 'results', 'latest.md'), markdown);
console.log(`\n${markdown}`);
const failed = Object.entries(errors).filter(([, list]) => list.length);
for (const [name, list] of failed)
  console.error(`${name}: ${list.length} failed sample(s), first: ${list[0]}`);
