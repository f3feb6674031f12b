import { getCountries } from 'libphonenumber-js/core';
import minMetadata from 'libphonenumber-js/min/metadata';
import { describe, expect, it } from 'vitest';
import { flagFiles } from '../../../scripts/flag-files.mjs';
import { flagUrl } from './flag-url';

describe('flags by convention', () => {
  it('every country of the metadata has its flags/XX.svg, which flagUrl names', () => {
    const files = new Set(flagFiles());
    const missing = getCountries(minMetadata).filter(
      (code) => !files.has(`${code}.svg`) || flagUrl(code) !== `/flags/${code}.svg`,
    );
    expect(missing).toEqual([]);
  });

  it('names no file for anything but a region code', () => {
    expect(['', 'gb', '001', '../x', 'GBR'].map(flagUrl)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
