/**
 * Which rules judged a number: this package's version and the libphonenumber-js it was built with (its metadata is
 * the rules). Every export names them, so a list cleaned today can be told from one cleaned after an update.
 *   JUDGED_BY → 'telfield 0.2.0 on libphonenumber-js 1.13.16'
 * Read from the two package.json files at build time (the bundle holds the two strings, not the files).
 */
import { version as libphonenumberJs } from 'libphonenumber-js/package.json';
import { version as telfield } from '../../../package.json';

export const VERSIONS: { readonly telfield: string; readonly libphonenumberJs: string } = {
  telfield,
  libphonenumberJs,
};

export const JUDGED_BY = `telfield ${telfield} on libphonenumber-js ${libphonenumberJs}`;
