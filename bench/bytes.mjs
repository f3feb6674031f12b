// What each page's build ships, from Vite's manifest: JS+CSS its HTML loads up front, and every chunk it can load
// later (dynamic imports and what they import), each file compressed on its own. Of the words of the field's other
// languages (telfield's phone-words/<locale>.js, one chunk each) a page loads one at most: the largest is counted. Of
// telfield's flags outside the list (flags/XX.js, one chunk each) a page with one field loads one: the largest.
import { join } from 'node:path';
import { sizeOf } from './compress.mjs';

// Every UI language but English (src/components/i18n/locale.ts), as its files are named: the tag in lower case.
const LANGUAGE_WORDS =
  /phone-words\/(?:de|fr|es|ar|pt-br|pt-pt|it|nl|pl|ru|uk|tr|cs|sk|ja|zh-hans|zh-hant|ko|hi|bn|id|ms|vi|th|he|fa|ur|sv|da|nb|fi|ro|hu|el|bg|hr)\.js$/;

/** A country's flag in the telfield package (src/components/country-picker/package-flags.ts). */
const FLAG = /\/flags\/[A-Z]{2}\.js$/;

export function pageBytes(dist, name, manifest) {
  const initial = new Set();
  const lazy = new Set();
  const visit = (key, into, seen) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, into, seen);
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const seenInitial = new Set();
  for (const key of entries) visit(key, initial, seenInitial);
  // Dynamic imports reachable from anything loaded so far, transitively; what is already initial costs nothing more.
  const seenLazy = new Set(seenInitial);
  const queue = [...seenInitial];
  while (queue.length) {
    for (const dynamic of manifest[queue.shift()].dynamicImports ?? []) {
      const before = new Set(seenLazy);
      visit(dynamic, lazy, seenLazy);
      queue.push(...[...seenLazy].filter((key) => !before.has(key)));
    }
  }
  for (const file of initial) lazy.delete(file);
  const files = (set) => [...set].filter((f) => /\.(js|css)$/.test(f)).sort();
  const abs = (list) => list.map((f) => join(dist, name, f));
  // One of each group at most: the largest is counted.
  for (const group of [LANGUAGE_WORDS, FLAG]) {
    const members = Object.keys(manifest)
      .filter((key) => group.test(key))
      .map((key) => manifest[key].file)
      .filter((file) => lazy.has(file));
    for (const file of members) lazy.delete(file);
    const largest = members
      .map((file) => ({ file, size: sizeOf(abs([file])) }))
      .sort((a, b) => b.size.brotli - a.size.brotli)[0];
    if (largest) lazy.add(largest.file);
  }
  const initialFiles = files(initial);
  const lazyFiles = files(lazy);
  return {
    initial: sizeOf(abs(initialFiles)),
    lazy: sizeOf(abs(lazyFiles)),
    files: { initial: initialFiles, lazy: lazyFiles },
  };
}
