// `npm test`: every part, each counted and timed; fails if any part fails or runs no test.
//
// The parts run in two lanes at once, and the run is CPU-bound on 2 cores, so the lanes are balanced to end together
// (a lane that ends alone with one busy process leaves a core idle): the end-to-end lane (the app and harness builds,
// Playwright on 2 workers, then the consumer fixture, which needs the package the other lane builds first) beside the
// package build, the static checks, the unit and DOM tests and the size budget.
// Each build is made once: the e2e suite serves the builds (E2E_PREBUILT), the consumer fixture packs the package
// built here (TELFIELD_LIB_BUILT), and the size check reads dist/.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { findTestChromium } from './find-chromium.mjs';
import { run } from './run-part.mjs';
import { playwrightCounts, vitestCounts } from './test-reports.mjs';

const TMP = '.tmp';
mkdirSync(TMP, { recursive: true });

const vitest = (project, projects = [project]) => ({
  name: project,
  report: `${TMP}/${project}-results.json`,
  counts: vitestCounts,
  cmd: [
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((name) => ['--project', name]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${TMP}/${project}-results.json`,
    ],
  ],
});

const LANES = [
  [
    { name: 'build app', step: true, cmd: ['npx', ['vite', 'build', '--logLevel', 'warn']] },
    {
      name: 'build harness',
      step: true,
      cmd: ['npx', ['vite', 'build', '--config', 'e2e/harness/vite.config.ts']],
    },
    {
      name: 'e2e',
      report: `${TMP}/e2e-results.json`,
      counts: playwrightCounts,
      needs: ['build app', 'build harness'],
      before: () => findTestChromium(),
      env: { E2E_PREBUILT: '1' },
      cmd: ['npx', ['playwright', 'test']],
    },
    {
      // The packed package installed into apps outside the repo (React 19 and 18): types, Node, SSR, a Vite build, Chromium.
      name: 'consumer',
      report: `${TMP}/consumer-results.json`,
      counts: playwrightCounts,
      needs: ['build package'],
      before: () => findTestChromium(),
      env: { TELFIELD_LIB_BUILT: '1' },
      cmd: ['npx', ['playwright', 'test', '-c', 'consumer-test/playwright.config.ts']],
    },
  ],
  [
    { name: 'build package', step: true, cmd: ['npm', ['run', 'build:lib', '--silent']] },
    {
      name: 'typecheck',
      cmd: [
        'npx',
        [
          'tsc',
          '--noEmit',
          '-p',
          'tsconfig.json',
          '--incremental',
          '--tsBuildInfoFile',
          `${TMP}/tsbuildinfo`,
        ],
      ],
    },
    {
      name: 'lint',
      cmd: [
        'npx',
        ['eslint', '--max-warnings', '0', '--cache', '--cache-location', `${TMP}/eslint-cache`, '.'],
      ],
    },
    { name: 'format', cmd: ['npx', ['prettier', '--check', '--cache', '.']] },
    vitest('unit', ['unit', 'unit-isolated']),
    vitest('dom'),
    { name: 'size', needs: ['build app'], cmd: ['node', ['scripts/check-size.mjs']] },
  ],
];

// Each part's end as a promise made up front, so a part can wait for one in the other lane whatever the order.
const finished = new Map();
const settle = new Map();
const PARTS = LANES.flat();
for (const part of PARTS) finished.set(part.name, new Promise((resolve) => settle.set(part.name, resolve)));
const results = new Map(); // part name → { ok, line, details, seconds }

async function runPart(part) {
  const started = performance.now();
  const needsMet = (await Promise.all((part.needs ?? []).map((name) => finished.get(name)))).every(Boolean);
  let line;
  let details = [];
  let ok = false;
  if (!needsMet) {
    line = `not run (needs ${part.needs.join(', ')})`;
  } else {
    try {
      part.before?.();
      if (part.report) rmSync(part.report, { force: true });
      const status = await run(part);
      if (!part.report) {
        ok = status === 0;
        line = ok ? 'ok' : 'FAILED';
      } else {
        let counts = { passed: 0, failed: 0 };
        try {
          counts = part.counts(part.report);
        } catch {
          // No report means the runner never got to run a test.
        }
        const ranNone = counts.passed + counts.failed === 0;
        ok = status === 0 && !ranNone && counts.failed === 0;
        line = `${counts.passed} passed, ${counts.failed} failed${ranNone ? ' (ran no test)' : ''}`;
        details = [...(counts.detail ?? []), ...(counts.failures ?? [])];
      }
    } catch (error) {
      line = `not run: ${error.message}`;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  results.set(part.name, { ok, line, details, seconds });
  console.log(`■ ${part.name}: ${line} in ${seconds.toFixed(1)} s`);
  settle.get(part.name)(ok);
}

const start = performance.now();
try {
  const chromium = findTestChromium();
  console.log(
    `Chromium for the tests: ${chromium}${chromium.endsWith('headless-shell') ? '' : ' (the full browser: `apt-get install -y chromium-headless-shell` runs the suite on less CPU)'}`,
  );
} catch (error) {
  console.log(error.message);
}
// The Urdu screenshots show Urdu's own letters (ہ, ے, ۔), which Debian's default fonts lack: without a font that has
// them the page draws boxes and those screenshots differ. Asked of fontconfig, where there is one.
try {
  if (execFileSync('fc-list', [':charset=6c1 6d2 6d4', 'family'], { encoding: 'utf8' }).trim() === '')
    console.log(
      "No font with Urdu's letters: the Urdu screenshots will differ (`apt-get install -y fonts-sil-scheherazade`).",
    );
} catch {
  // No fontconfig: nothing to ask.
}
await Promise.all(
  LANES.map(async (lane) => {
    for (const part of lane) await runPart(part);
  }),
);

const total = { passed: 0, failed: 0 };
let ok = true;
console.log('\nSummary (seconds per part, the lanes run side by side)');
for (const part of PARTS) {
  const result = results.get(part.name);
  ok &&= result.ok;
  const m = /^(\d+) passed, (\d+) failed/.exec(result.line);
  if (m) {
    total.passed += Number(m[1]);
    total.failed += Number(m[2]);
  }
  console.log(`  ${part.name}: ${result.line} (${result.seconds.toFixed(1)} s)`);
  for (const line of result.details) console.log(`      ${line}`);
}
console.log(`  whole run: ${((performance.now() - start) / 1000).toFixed(1)} s`);
console.log(`${total.passed} passed, ${total.failed} failed`);
if (!ok) {
  console.error('npm test FAILED');
  process.exit(1);
}
