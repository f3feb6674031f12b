// read-excel-file unzips a workbook with fflate's unzip: fflate's inflater, and Blob workers for a large file. The
// platform's DecompressionStream inflates as well. This plugin gives read-excel-file's one importer of fflate's unzip
// src/list/intake/unzip.ts in its place; every other import of fflate (the workbook writer's Zip) stays fflate's.
import { fileURLToPath } from 'node:url';

export const PLATFORM_UNZIP = fileURLToPath(new URL('../src/list/intake/unzip.ts', import.meta.url));
const IMPORTER = /[\\/]read-excel-file[\\/]modules[\\/]zip[\\/]unzipFromArrayBuffer\.js$/;

export function platformUnzipPlugin() {
  return {
    name: 'telfield:platform-unzip',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === 'fflate' && importer !== undefined && IMPORTER.test(importer) ? PLATFORM_UNZIP : null,
  };
}
