// `npm run bench`: builds every contender's page, measures them interleaved in system Chromium, writes results/.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
const started = Date.now();

// The benchmark's own dependencies stay out of the root install.
if (!existsSync(join(here, 'node_modules'))) {
  console.log('Installing bench dependencies (npm ci --prefix bench)…');
  execSync('npm ci --no-audit --no-fund', { cwd: here, stdio: 'inherit' });
}

const { chromium } = await import('playwright-core');
const { CHROMIUM_ARGS, findChromium } = await import('../scripts/find-chromium.mjs');
const { CONTENDERS } = await import('./contenders.mjs');
const { pageBytes } = await import('./bytes.mjs');
const { sample } = await import('./measure.mjs');
const { serve } = await import('./serve.mjs');
const { median, p95 } = await import('./stats.mjs');
const { report } = await import('./report.mjs');

console.log('Building the pages…');
const vite = spawnSync('npx', ['vite', 'build', '--config', join(here, 'vite.config.mjs')], { cwd: here, stdio: 'inherit' });
if (vite.status !== 0) process.exit(vite.status ?? 1);
console.log('Building the Telfield app for Lighthouse…');
spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });

const dist = join(here, 'dist');
const bytes = Object.fromEntries(CONTENDERS.map((c) => [c.name, pageBytes(dist, c.name)]));
const { server, origin } = await serve(dist);
const executablePath = findChromium();
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
const chromiumVersion = browser.version();

// Interleaved rounds: every contender once per round, in a rotating order, so drift hits all alike.
const samples = Object.fromEntries(CONTENDERS.map((c) => [c.name, []]));
for (let round = 0; round < SAMPLES + 1; round++) {
  const order = CONTENDERS.map((_, i) => CONTENDERS[(i + round) % CONTENDERS.length]);
  for (const contender of order) {
    try {
      const result = await sample(browser, origin, contender);
      if (round > 0) samples[contender.name].push(result); // round 0 warms caches and the JIT
    } catch (error) {
      console.error(`${contender.name}: ${error.message.split('\n')[0]}`);
    }
  }
  process.stdout.write(`\rround ${round}/${SAMPLES}`);
}
process.stdout.write('\n');
await browser.close();
server.close();

const METRICS = ['loadCpu', 'heap', 'perKeyCpu', 'openCpu', 'openWall', 'searchMs', 'optionsClosed', 'optionsOpen', 'foreign'];
const results = {};
for (const c of CONTENDERS) {
  const entry = { label: c.label, samples: samples[c.name].length, bytes: bytes[c.name], typed: samples[c.name][0]?.typed };
  for (const metric of METRICS) {
    const values = samples[c.name].map((s) => s[metric]);
    entry[metric] = { median: median(values), p95: p95(values) };
  }
  results[c.name] = entry;
}

let lighthouseScores;
try {
  const { runLighthouse } = await import('./lighthouse.mjs');
  const { CONTENT_SECURITY_POLICY } = await import('./csp.mjs');
  const app = await serve(join(root, 'dist'), { 'Content-Security-Policy': CONTENT_SECURITY_POLICY });
  lighthouseScores = await runLighthouse(`${app.origin}/`, executablePath, CHROMIUM_ARGS);
  app.server.close();
} catch (error) {
  lighthouseScores = { error: String(error.message ?? error).split('\n')[0] };
}

const versions = Object.fromEntries(
  ['react', '@intl-tel-input/react', 'intl-tel-input', 'react-phone-number-input', 'react-international-phone', 'react-phone-input-2', 'mui-tel-input', '@mui/material', 'lighthouse'].map((name) => [
    name,
    JSON.parse(readFileSync(join(here, 'node_modules', name, 'package.json'), 'utf8')).version,
  ]),
);
versions['libphonenumber-js (Telfield)'] = JSON.parse(readFileSync(join(root, 'node_modules/libphonenumber-js/package.json'), 'utf8')).version;

const out = {
  date: new Date().toISOString(),
  machine: { cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
  chromium: chromiumVersion,
  samplesPerContender: SAMPLES,
  durationSeconds: Math.round((Date.now() - started) / 1000),
  versions,
  results,
  lighthouse: lighthouseScores,
};
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'latest.json'), JSON.stringify(out, null, 2));
const markdown = report(out);
writeFileSync(join(here, 'results', 'latest.md'), markdown);
console.log(markdown);
