import { readFileSync } from 'node:fs';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { precacheList, withoutCommentLines } from './service-worker.mjs';

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
});

describe('withoutCommentLines', () => {
  it('ships the template with its comment lines left out and every line of code kept, still a script that parses', () => {
    const template = readFileSync('scripts/service-worker-template.js', 'utf8');
    const shipped = withoutCommentLines(template);
    const code = (text: string) => text.split('\n').filter((line) => !/^\s*(?:\/\/|\/\*)/.test(line));
    expect(shipped.split('\n')).toEqual(code(template));
    expect(shipped).not.toMatch(/^\s*\/\//m);
    expect(() => new Script(`const PRECACHE = []; const VERSION = 'v';\n${shipped}`)).not.toThrow();
    // A URL's '//' inside a line of code is code.
    expect(withoutCommentLines("fetch('https://example.com'); // why\n  // note\nx();")).toBe(
      "fetch('https://example.com'); // why\nx();",
    );
  });
});
