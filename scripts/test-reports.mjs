// Reads the runners' JSON reports for `npm test`'s summary: counts, the tests that did not pass, and slow files.
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

/** A test file that takes longer than this is named in the summary, so growth is seen when it happens. */
export const SLOW_FILE_SECONDS = 30;

// A failure's message in one line (its first three lines), short enough for the summary that CI logs end with.
const gist = (message) =>
  stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('at '))
    .slice(0, 3)
    .join(' / ')
    .slice(0, 300);

const relative = (file) => String(file).replace(`${process.cwd()}/`, '');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Vitest's JSON report: every test that is not passed (failed, skipped, todo) counts as failed. */
export function vitestCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const results = report.testResults ?? [];
  const failures = results.flatMap((result) =>
    (result.assertionResults ?? [])
      .filter((test) => test.status !== 'passed')
      .map(
        (test) =>
          `✗ ${relative(result.name)} › ${test.fullName} (${test.status}): ${gist(test.failureMessages?.[0])}`,
      ),
  );
  const slow = results
    .map((result) => ({ file: relative(result.name), ms: result.endTime - result.startTime }))
    .filter(({ ms }) => ms > SLOW_FILE_SECONDS * 1000)
    .map(({ file, ms }) => `slow: ${file} took ${seconds(ms)}`);
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numPendingTests + report.numTodoTests,
    failures,
    detail: slow,
  };
}

/** Playwright's JSON report: per spec file its count and the time its tests took (summed over workers). */
export function playwrightCounts(file) {
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  const byFile = (suites ?? []).map((suite) => {
    let count = 0;
    let ms = 0;
    const visit = (s) => {
      for (const spec of s.specs ?? [])
        for (const test of spec.tests ?? []) {
          count++;
          for (const result of test.results ?? []) ms += result.duration ?? 0;
        }
      for (const child of s.suites ?? []) visit(child);
    };
    visit(suite);
    const name = suite.file ?? suite.title;
    return `${name}: ${count} (${seconds(ms)})${ms > SLOW_FILE_SECONDS * 1000 ? ' ← slow' : ''}`;
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
