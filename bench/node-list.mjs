// Judging a list in Node, one thread (issue 27): telfield/phone's parsePhone against libphonenumber-js max's own
// parse + isValid + getType over the same rows (the list /batch uses), each pass in a fresh process, interleaved
// (library, telfield, library, …), so the machine's drift falls on both. Reports the mean rows per second of each.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const here = import.meta.dirname;

function pass(contender, rows) {
  const out = execFileSync(process.execPath, [join(here, 'node-list-run.mjs'), contender, String(rows)], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  return JSON.parse(out);
}

/** `runs` passes of Telfield, each between two of the library. */
export function measureNodeList({ rows, runs }) {
  const library = [pass('library', rows)];
  const telfield = [];
  for (let i = 0; i < runs; i++) {
    telfield.push(pass('telfield', rows));
    library.push(pass('library', rows));
  }
  const rate = (list) => list.reduce((sum, run) => sum + run.rows / run.seconds, 0) / list.length;
  return {
    rows,
    defaultCountry: 'US',
    library: { runs: library, rowsPerSecond: Math.round(rate(library)) },
    telfield: { runs: telfield, rowsPerSecond: Math.round(rate(telfield)) },
    ratio: rate(telfield) / rate(library),
  };
}
