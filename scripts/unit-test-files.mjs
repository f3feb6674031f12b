// Which files the unit projects run (vite.config.ts), kept apart so a test can hold the isolation rule.

/** Every unit test file. */
export const UNIT_TESTS = [
  'src/**/*.test.ts',
  'eslint/**/*.test.ts',
  'scripts/**/*.test.ts',
  'conformance/**/*.test.ts',
];

/**
 * Unit test files that replace a module (vi.mock, vi.doMock): they run isolated, because the other unit files share
 * one module graph and a replacement would reach them.
 */
export const MOCKING_UNIT_TESTS = ['src/app/every-language.test.ts'];
