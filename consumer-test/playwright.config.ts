// The consumer fixture (`npm test`'s "consumer" part): the packed package installed and used by an app outside the repo.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from '../scripts/find-chromium.mjs';
import { VARIANTS } from './fixture';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  forbidOnly: true,
  // One worker per React version: each version's tests run in order in one worker (each uses what the ones before
  // it built), and the two versions side by side, so both cores work when the suite runs alone at the end of npm test.
  workers: VARIANTS.length,
  retries: 0,
  timeout: 120_000,
  reporter: [['list'], ['json', { outputFile: '../.tmp/consumer-results.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  // A project per React version, by the tag on its describe; the package's own tests (no tag) go with the first.
  projects: VARIANTS.map((variant, index) => ({
    name: variant.name,
    ...(index === 0
      ? { grepInvert: VARIANTS.slice(1).map((other) => new RegExp(`@${other.name}\\b`)) }
      : { grep: new RegExp(`@${variant.name}\\b`) }),
  })),
});
