// Anchor for the list cleaner (bench/anchors.mjs): libphonenumber-js max in the plainest Node loop over `readline`,
// one thread. Usage: node lib-loop.mjs FILE [LIMIT]
//
// Rules: the first line is the header and is skipped; each further line is one cell (readline drops CR LF or LF); a
// cell that starts with '"' is unquoted per RFC 4180 ("" → ", and a line break inside the quotes joins the next
// line). Each cell goes through parsePhoneNumberFromString with default country US; a parsed number is checked
// (isValid), typed (getType) and its E.164 read (number.number), valid or not. With LIMIT, only the first LIMIT cells
// are judged. Prints {"rows":N,"valid":M} on one line. libphonenumber-js resolves from bench/node_modules.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** The cell's text once `pending` (the lines read so far for it) holds all of it, else undefined. */
function completeCell(pending) {
  if (!pending.startsWith('"')) return pending;
  const closed = /^"((?:[^"]|"")*)"(?!")/.exec(pending);
  return closed ? closed[1].replace(/""/g, '"') : undefined;
}

const [file, limitArg] = process.argv.slice(2);
const limit = limitArg === undefined ? Infinity : Number(limitArg);
const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });

let header = true;
let pending;
let rows = 0;
let valid = 0;
for await (const line of lines) {
  if (header) {
    header = false;
    continue;
  }
  pending = pending === undefined ? line : `${pending}\n${line}`;
  const cell = completeCell(pending);
  if (cell === undefined) continue;
  pending = undefined;
  rows++;
  const number = parsePhoneNumberFromString(cell, { defaultCountry: 'US' });
  if (number) {
    if (number.isValid()) valid++;
    number.getType();
    void number.number; // Its E.164, as the other anchors format it.
  }
  if (rows >= limit) break;
}
console.log(JSON.stringify({ rows, valid }));
