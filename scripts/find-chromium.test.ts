import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findChromium, findTestChromium, INSTALL_HINT } from './find-chromium.mjs';

describe('the Chromium the tests run in', () => {
  let dir: string;
  let saved: string | undefined;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'find-chromium-'));
    saved = process.env.CHROMIUM_PATH;
    delete process.env.CHROMIUM_PATH;
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    if (saved === undefined) delete process.env.CHROMIUM_PATH;
    else process.env.CHROMIUM_PATH = saved;
  });
  const file = (name: string) => {
    const path = join(dir, name);
    writeFileSync(path, '');
    return path;
  };

  it('is the headless shell where one is installed, before the full browser', () => {
    const shell = file('chromium-headless-shell');
    expect(findTestChromium([join(dir, 'missing'), shell])).toBe(shell);
  });

  it('is the full browser where no shell is installed (or the same clear error when there is none)', () => {
    const outcome = (find: () => string) => {
      try {
        return find();
      } catch (error) {
        return String(error);
      }
    };
    expect(outcome(() => findTestChromium([join(dir, 'missing')]))).toBe(outcome(findChromium));
  });

  it('is CHROMIUM_PATH when it is set, even where a shell is installed', () => {
    const chosen = file('my-chromium');
    process.env.CHROMIUM_PATH = chosen;
    expect(findTestChromium([file('chromium-headless-shell')])).toBe(chosen);
    expect(findChromium()).toBe(chosen);
  });

  it('names CHROMIUM_PATH and the packages to install when CHROMIUM_PATH does not exist', () => {
    process.env.CHROMIUM_PATH = join(dir, 'nowhere');
    expect(() => findTestChromium([file('chromium-headless-shell')])).toThrow(/CHROMIUM_PATH=.*nowhere/);
    expect(INSTALL_HINT).toContain('chromium-headless-shell');
  });
});
