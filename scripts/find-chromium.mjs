// Finds a system Chromium without ever downloading one: CHROMIUM_PATH, then Debian's, then Playwright's cache.
//
// The tests prefer Debian's headless shell (package chromium-headless-shell): the same Chromium release and Blink,
// built without the browser's windowing layer, which is what Playwright itself runs headless tests in. The suite is
// CPU-bound on 2 cores, and the full browser spends more than twice the shell's CPU on the same tests
// (docs/decisions/headless-shell.md). The bench measures in the full browser, as people run it.
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const INSTALL_HINT =
  'No Chromium found: set CHROMIUM_PATH, or install it on Debian with `apt-get install -y chromium chromium-headless-shell`.';

/** Debian's headless shell, where its package puts it. */
const HEADLESS_SHELLS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];

function fromPlaywrightCache() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return undefined;
  const builds = readdirSync(cache)
    .filter((d) => /^chromium-\d+$/.test(d))
    .sort()
    .reverse();
  for (const build of builds) {
    for (const rel of ['chrome-linux64/chrome', 'chrome-linux/chrome']) {
      const candidate = join(cache, build, rel);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

/**
 * The Chromium the tests run in: CHROMIUM_PATH when set, else Debian's headless shell, else the full browser.
 * @param {readonly string[]} [shells] where a headless shell may be (Debian's places unless a test says otherwise)
 * @returns {string} the path of a Chromium binary; throws one clear line when there is none.
 */
export function findTestChromium(shells = HEADLESS_SHELLS) {
  if (process.env.CHROMIUM_PATH) return findChromium();
  return shells.find((candidate) => existsSync(candidate)) ?? findChromium();
}

/** @returns {string} the path of a full Chromium browser; throws one clear line when there is none. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist. ${INSTALL_HINT}`);
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  const cached = fromPlaywrightCache();
  if (cached) return cached;
  throw new Error(INSTALL_HINT);
}

// Flags that keep a headless Chromium quiet on a machine with no network but loopback.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
