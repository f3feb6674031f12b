import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/find-chromium.mjs';

// Ports from the environment so two checkouts can run their suites side by side (E2E_PORT, E2E_HARNESS_PORT).
const PORT = Number(process.env.E2E_PORT ?? 4174);
const HARNESS_PORT = Number(process.env.E2E_HARNESS_PORT ?? 4175);
const prebuilt = process.env.E2E_PREBUILT === '1';
const HARNESS_BUILD = 'npx vite build --config e2e/harness/vite.config.ts';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // A time limit catches a hang, not slowness (speed is measured in bench/): on a shared machine every test may take
  // several times its quiet time, so the limits sit well above it. A heavy test says so with test.slow() (3×).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/e2e-results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
    // The service worker is tested where it is the subject (offline.spec.ts); elsewhere it would answer requests
    // the tests route or count themselves.
    serviceWorkers: 'block',
    // vite preview gzips every response as it sends it: half its CPU per page load (about 45 ms of 90), for a
    // transport the tests do not test (the bytes a page costs are measured compressed by bench/ and the size check).
    extraHTTPHeaders: { 'Accept-Encoding': 'identity' },
  },
  // `npm test` builds the app and the harness once, beside the static checks, and sets E2E_PREBUILT: then the suite
  // only serves them. Run alone, the suite builds them first.
  webServer: [
    {
      // The suite runs against the production build, served as `npm start` serves it.
      command: `${prebuilt ? '' : 'npx vite build --logLevel warn && '}npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // The component as teams embed it (controlled, react-hook-form, native form): test-only pages, built apart.
      command: `${prebuilt ? '' : `${HARNESS_BUILD} && `}npx vite preview --config e2e/harness/vite.config.ts --host 127.0.0.1 --port ${HARNESS_PORT} --strictPort`,
      url: `http://127.0.0.1:${HARNESS_PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
