import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { FRAMEWORK_FREE, layersPlugin } from './eslint/layers.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'lib',
      'node_modules',
      'bench',
      'test-results',
      'playwright-report',
      '.tmp',
      'src/phone/metadata/max-metadata-delta.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { layers: layersPlugin },
    rules: {
      'layers/one-way': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // A table row's "why" column is named in the test's parameters even where only the title uses it.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // A hook or a component a reader can hold in their head: state, then small named behaviours, then a view.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-helpers.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 150 }] },
  },
  {
    // Pure layers: plain data in and out, so no browser globals either.
    files: FRAMEWORK_FREE,
    ignores: ['**/*.test.ts', 'src/caret/caret-target.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location'].map((name) => ({
          name,
          message: 'src/phone and src/caret take what they need as arguments.',
        })),
      ],
    },
  },
  {
    // Config files, and a Next.js app's pages and layouts, are the places a default export is the convention.
    files: ['**/*.config.{ts,js}', 'fixtures/consumer-next/app/**/{page,layout}.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
