import { describe, expect, it } from 'vitest';
import { PLATFORM_UNZIP, platformUnzipPlugin } from './platform-unzip.mjs';

type Resolve = (source: string, importer: string | undefined) => string | null;
const resolve = platformUnzipPlugin().resolveId as unknown as Resolve;

describe('the platform unzip plugin', () => {
  it('gives read-excel-file’s unzip ours in fflate’s place', () => {
    expect(resolve('fflate', '/x/node_modules/read-excel-file/modules/zip/unzipFromArrayBuffer.js')).toBe(
      PLATFORM_UNZIP,
    );
  });

  it('leaves every other import of fflate, and every other import, alone', () => {
    expect(resolve('fflate', '/x/src/list/results/xlsx-writer.ts')).toBeNull();
    expect(
      resolve(
        'fflate',
        '/x/node_modules/read-excel-file/modules/utility/convertValuesFromUint8ArraysToStrings.js',
      ),
    ).toBeNull();
    expect(
      resolve('./unzip', '/x/node_modules/read-excel-file/modules/zip/unzipFromArrayBuffer.js'),
    ).toBeNull();
  });
});
