// Runs the anchors once: writes the bench's list (ANCHOR_ROWS rows, default 1,000,000) into a temporary folder, sets
// the anchors up and times them (Python on the first ANCHOR_PYTHON_ROWS rows, default 100,000), prints JSON, and
// removes the list. From the root: node bench/anchors/try.mjs
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureAnchors, setupAnchors, writeListFile } from '../anchors.mjs';

const rows = Number(process.env.ANCHOR_ROWS ?? 1_000_000);
const pythonRows = Number(process.env.ANCHOR_PYTHON_ROWS ?? 100_000);

const dir = mkdtempSync(join(tmpdir(), 'telfield-anchors-'));
try {
  const file = join(dir, 'list.csv');
  writeListFile(file, rows);
  const anchors = setupAnchors();
  const results = await measureAnchors({ file, rows, pythonRows, anchors });
  const report = { rows, fileMb: statSync(file).size / 1e6, defaultCountry: 'US', setup: anchors, results };
  console.log(JSON.stringify(report, null, 2));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
