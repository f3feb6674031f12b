// `npm run test:quick`: the inner loop. Type check, lint and format of what changed, beside the unit and DOM tests
// that import a changed file (vitest related). `npm test` is the whole check, before a commit lands.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { run } from './run-part.mjs';

const git = (args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
// What changed against HEAD (or the commit given), staged or not, and the new files git does not ignore.
const base = process.argv[2] ?? 'HEAD';
const changed = [
  ...new Set([...git(['diff', '--name-only', base]), ...git(['ls-files', '--others', '--exclude-standard'])]),
].filter((file) => existsSync(file));
const code = changed.filter((file) => /\.(ts|tsx|mjs|js)$/.test(file));
const formatted = changed.filter((file) => /\.(ts|tsx|mjs|js|json|css|md|html|ya?ml)$/.test(file));

console.log(
  changed.length ? `Changed since ${base}: ${changed.length} files` : `Nothing changed since ${base}.`,
);
const TMP = '.tmp';
const parts = [
  {
    name: 'typecheck',
    cmd: [
      'npx',
      ['tsc', '--noEmit', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', `${TMP}/tsbuildinfo`],
    ],
  },
];
if (code.length)
  parts.push({
    name: 'lint',
    cmd: [
      'npx',
      ['eslint', '--max-warnings', '0', '--cache', '--cache-location', `${TMP}/eslint-cache`, ...code],
    ],
  });
if (formatted.length)
  parts.push({
    name: 'format',
    cmd: ['npx', ['prettier', '--check', '--cache', '--ignore-unknown', ...formatted]],
  });
if (code.length)
  parts.push({
    name: 'unit and dom',
    cmd: ['npx', ['vitest', 'related', '--run', '--passWithNoTests', ...code]],
  });

const start = performance.now();
const statuses = await Promise.all(parts.map((part) => run(part)));
console.log('\nSummary');
parts.forEach((part, i) => console.log(`  ${part.name}: ${statuses[i] === 0 ? 'ok' : 'FAILED'}`));
console.log(`  in ${((performance.now() - start) / 1000).toFixed(1)} s`);
if (statuses.some((status) => status !== 0)) {
  console.error('test:quick FAILED');
  process.exit(1);
}
