import { describe, expect, it } from 'vitest';
import { compressed, withoutBuildHashes } from './compressed.mjs';

const text = (s: string) => withoutBuildHashes(Buffer.from(s)).toString();

describe('withoutBuildHashes', () => {
  it('makes the content hashes of the files a build names constant, and nothing else', () => {
    expect(text('import("./phone-input-engine-BUydA7ol.js")')).toBe(
      'import("./phone-input-engine-HASHHASH.js")',
    );
    expect(text('url(flag-sprite-0J4CfgHS.webp) index-C5EQVeus.css a_b-c-9Zz_-x1y.js')).toBe(
      'url(flag-sprite-HASHHASH.webp) index-HASHHASH.css a_b-c-HASHHASH.js',
    );
    // Module names of the library's own build are not hashes.
    for (const name of ['use-latest-callback.js', 'format-as-you-type.js', 'phone-messages.js', 'style.css'])
      expect(text(name)).toBe(name);
  });

  it('gives one size to two builds that differ only in the names of the chunks they load', () => {
    const code = (hash: string) =>
      Buffer.from(
        `${'const words = "the same code in both builds";'.repeat(40)}import("./engine-${hash}.js");` +
          `${'export const rest = [1, 2, 3].map((n) => n * 2);'.repeat(40)}`,
      );
    const [a, b] = [withoutBuildHashes(code('BUydA7ol')), withoutBuildHashes(code('p_OWL8iY'))];
    expect(a.equals(b)).toBe(true);
    expect(compressed(a).brotli).toBe(compressed(b).brotli);
    // Keeps bytes that are not text as they were (latin1 round trip).
    const binary = Buffer.from([0, 255, 128, 10, 200]);
    expect(withoutBuildHashes(binary)).toEqual(binary);
  });
});
