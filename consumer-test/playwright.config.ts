// The consumer fixture (`npm test`'s "consumer" part): the packed package installed and used by an app outside the repo.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from '../scripts/find-chromium.mjs';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  forbidOnly: true,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: [['list'], ['json', { outputFile: '../.tmp/consumer-results.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
});
