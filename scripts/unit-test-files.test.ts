import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCKING_UNIT_TESTS, UNIT_TESTS } from './unit-test-files.mjs';

// The shared module graph of the unit project holds only while no file in it replaces a module.
describe('unit test isolation', () => {
  // Each pattern is '<folder>/**/*.test.ts'.
  const files = UNIT_TESTS.flatMap((pattern) => {
    const folder = pattern.split('/')[0] as string;
    return readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => join(folder, file));
  }).sort();

  it('finds the unit test files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('every file that replaces a module is in the isolated project', () => {
    const mocking = files.filter((file) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));
    expect(mocking.filter((file) => !MOCKING_UNIT_TESTS.includes(file))).toEqual([]);
  });
});
