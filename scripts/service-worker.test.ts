import { readFileSync } from 'node:fs';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { precacheList, shippedTemplate } from './service-worker.mjs';

describe('precacheList', () => {
  it('keeps every built file and public file as a path, but not the flag SVGs, maps or the worker itself', () => {
    expect(
      precacheList(
        [
          'index.html',
          'assets/index-a1.js',
          'assets/batch-worker-b2.js',
          'flags/GB.svg',
          'assets/x.js.map',
          'sw.js',
        ],
        ['favicon.svg', 'manifest.webmanifest'],
      ),
    ).toEqual([
      '/assets/batch-worker-b2.js',
      '/assets/index-a1.js',
      '/favicon.svg',
      '/index.html',
      '/manifest.webmanifest',
    ]);
  });

  it('lists the files in the order of their names without hashes, so a new hash never moves a file in the list', () => {
    // A script and a stylesheet of one name, as Vite emits them: sorted by their hashes, they swapped places.
    const before = ['assets/index-BZNtkrwP.js', 'assets/index-Z1sZ8QrA.css', 'assets/batch-BaeB6oGf.js'];
    const after = ['assets/index-cyRbYhwQ.js', 'assets/index-Z1sZ8QrA.css', 'assets/batch-CmW5e8IG.js'];
    const names = (list: readonly string[]) => list.map((file) => file.replace(/-[\w-]{8}\./, '.'));
    expect(names(precacheList(before, []))).toEqual([
      '/assets/batch.js',
      '/assets/index.css',
      '/assets/index.js',
    ]);
    expect(names(precacheList(after, []))).toEqual(names(precacheList(before, [])));
  });
});

describe('shippedTemplate', () => {
  it('ships the template without its comment lines and indentation, every line of code kept, still a script that parses', () => {
    const template = readFileSync('scripts/service-worker-template.js', 'utf8');
    const shipped = shippedTemplate(template);
    const code = (text: string) =>
      text
        .split('\n')
        .filter((line) => !/^\s*(?:\/\/|\/\*)/.test(line))
        .map((line) => line.trim());
    expect(shipped.split('\n')).toEqual(code(template));
    expect(shipped).not.toMatch(/^[ \t]/m);
    expect(() => new Script(`const PRECACHE = []; const VERSION = 'v';\n${shipped}`)).not.toThrow();
    // A URL's '//' inside a line of code is code.
    expect(shippedTemplate("fetch('https://example.com'); // why\n  // note\n  x();")).toBe(
      "fetch('https://example.com'); // why\nx();",
    );
  });
});
