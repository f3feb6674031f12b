// Lighthouse (its defaults: mobile, simulated throttling) on the built Telfield app, in the system Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './stats.mjs';

const CATEGORIES = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
};
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** The first few items an audit found (a console error's text, an element), so a lost point can be traced. */
function detail(audit) {
  const items = (audit.details?.items ?? []).slice(0, 3).map((item) =>
    [item.description, item.url ?? item.sourceLocation?.url, item.node?.snippet]
      .filter((v) => typeof v === 'string' && v)
      .join(' ')
      .slice(0, 160),
  );
  return items.length ? `: ${items.join(' | ')}` : '';
}

/** Runs Lighthouse `runs` times (one score swings by a few points) and keeps the median of each category. */
export async function runLighthouse(url, chromePath, flags, runs) {
  const all = [];
  for (let i = 0; i < runs; i++) {
    // A new browser and profile each run, so every run is a first visit (a favicon 404 is only seen on one).
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...flags] });
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.values(CATEGORIES),
      });
      if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      const scores = Object.fromEntries(
        Object.entries(CATEGORIES).map(([key, id]) => [
          key,
          Math.round((lhr.categories[id]?.score ?? 0) * 100),
        ]),
      );
      const metrics = Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? null]));
      // What cost points: scored audits that did not pass, by category.
      const failing = Object.fromEntries(
        Object.entries(CATEGORIES).map(([key, id]) => [
          key,
          (lhr.categories[id]?.auditRefs ?? [])
            .filter(
              (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1,
            )
            .map((ref) => `${ref.id} (${lhr.audits[ref.id].score})${detail(lhr.audits[ref.id])}`),
        ]),
      );
      all.push({
        ...scores,
        metrics,
        failing,
        lighthouseVersion: lhr.lighthouseVersion,
        formFactor: lhr.configSettings.formFactor,
      });
    } finally {
      await chrome.kill();
    }
  }
  const middle = [...all].sort((a, b) => a.performance - b.performance)[Math.floor(all.length / 2)];
  return {
    runs: all.length,
    performance: median(all.map((r) => r.performance)),
    accessibility: median(all.map((r) => r.accessibility)),
    bestPractices: median(all.map((r) => r.bestPractices)),
    formFactor: middle.formFactor,
    lighthouseVersion: middle.lighthouseVersion,
    medianRun: { metrics: middle.metrics, failing: middle.failing },
    all: all.map(({ performance, accessibility, bestPractices }) => ({
      performance,
      accessibility,
      bestPractices,
    })),
  };
}
