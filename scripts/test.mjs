// `npm test`: every part in turn; fails if any part fails or runs no test, and prints the counts of each.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { findChromium } from './find-chromium.mjs';

const TMP = '.tmp';
mkdirSync(TMP, { recursive: true });

function run(name, command, args) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  return result.status === 0;
}

// A failure's message in one line (its first three lines), short enough for the summary that CI logs end with.
const gist = (message) =>
  stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('at '))
    .slice(0, 3)
    .join(' / ')
    .slice(0, 300);

function vitestCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failures = (report.testResults ?? []).flatMap((result) =>
    (result.assertionResults ?? [])
      .filter((test) => test.status !== 'passed')
      .map(
        (test) =>
          `✗ ${String(result.name).replace(`${process.cwd()}/`, '')} › ${test.fullName} (${test.status}): ${gist(test.failureMessages?.[0])}`,
      ),
  );
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numPendingTests + report.numTodoTests,
    failures,
  };
}

function playwrightCounts(file) {
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  // Per area (one spec file each): how many tests ran there.
  const byFile = (suites ?? []).map((suite) => {
    const count = (s) =>
      (s.specs ?? []).reduce((n, spec) => n + (spec.tests ?? []).length, 0) +
      (s.suites ?? []).reduce((n, c) => n + count(c), 0);
    return `${suite.file ?? suite.title}: ${count(suite)}`;
  });
  // Which tests did not pass, and why: the summary is all a CI log's tail may show.
  const failures = [];
  const visit = (s, path) => {
    for (const spec of s.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status !== 'expected')
          failures.push(
            `✗ ${[...path, spec.title].join(' › ')}:${spec.line} (${test.status}): ${gist(test.results?.at(-1)?.error?.message)}`,
          );
    for (const child of s.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const suite of suites ?? []) visit(suite, [suite.file ?? suite.title]);
  return {
    passed: stats.expected,
    failed: stats.unexpected + stats.flaky + stats.skipped,
    detail: byFile,
    failures,
  };
}

const parts = [
  { name: 'typecheck', cmd: ['npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']] },
  { name: 'lint', cmd: ['npx', ['eslint', '--max-warnings', '0', '.']] },
  { name: 'format', cmd: ['npx', ['prettier', '--check', '.']] },
  {
    name: 'unit',
    report: `${TMP}/unit-results.json`,
    counts: vitestCounts,
    cmd: [
      'npx',
      [
        'vitest',
        'run',
        '--project',
        'unit',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${TMP}/unit-results.json`,
      ],
    ],
  },
  {
    name: 'dom',
    report: `${TMP}/dom-results.json`,
    counts: vitestCounts,
    cmd: [
      'npx',
      [
        'vitest',
        'run',
        '--project',
        'dom',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${TMP}/dom-results.json`,
      ],
    ],
  },
  {
    name: 'e2e',
    report: `${TMP}/e2e-results.json`,
    counts: playwrightCounts,
    before: () => findChromium(),
    cmd: ['npx', ['playwright', 'test']],
  },
  {
    // The packed package installed into apps outside the repo (React 19 and 18): types, Node, SSR, a Vite build, Chromium.
    name: 'consumer',
    report: `${TMP}/consumer-results.json`,
    counts: playwrightCounts,
    before: () => findChromium(),
    cmd: ['npx', ['playwright', 'test', '-c', 'consumer-test/playwright.config.ts']],
  },
  { name: 'size', cmd: ['node', ['scripts/check-size.mjs']] },
];

const summary = [];
let ok = true;
for (const part of parts) {
  if (part.report) rmSync(part.report, { force: true });
  try {
    part.before?.();
  } catch (error) {
    console.error(`\n✗ ${part.name}: ${error.message}`);
    ok = false;
    summary.push(`${part.name}: not run`);
    break;
  }
  const passedRun = run(part.name, ...part.cmd);
  if (!part.report) {
    summary.push(`${part.name}: ${passedRun ? 'ok' : 'FAILED'}`);
    ok &&= passedRun;
    continue;
  }
  let counts = { passed: 0, failed: 0 };
  try {
    counts = part.counts(part.report);
  } catch {
    // No report means the runner never got to run a test.
  }
  const ranNone = counts.passed + counts.failed === 0;
  summary.push(
    `${part.name}: ${counts.passed} passed, ${counts.failed} failed${ranNone ? ' (ran no test)' : ''}`,
  );
  for (const line of counts.detail ?? []) summary.push(`    ${line}`);
  for (const line of counts.failures ?? []) summary.push(`    ${line}`);
  ok &&= passedRun && !ranNone && counts.failed === 0;
}

const total = summary.reduce(
  (sum, line) => {
    const m = /^\w+: (\d+) passed, (\d+) failed/.exec(line);
    return m ? { passed: sum.passed + Number(m[1]), failed: sum.failed + Number(m[2]) } : sum;
  },
  { passed: 0, failed: 0 },
);
console.log('\nSummary');
for (const line of summary) console.log(`  ${line}`);
console.log(`${total.passed} passed, ${total.failed} failed`);
if (!ok) {
  console.error('npm test FAILED');
  process.exit(1);
}
