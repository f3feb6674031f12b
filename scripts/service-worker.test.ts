import { describe, expect, it } from 'vitest';
import { precacheList } from './service-worker.mjs';

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
