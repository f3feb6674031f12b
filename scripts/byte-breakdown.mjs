// Where a build's bytes go: each minified byte traced through its source map to the module it came from, modules
// put in groups, and for each group the brotli bytes its files lose when the group's bytes are taken out.
//
// Worked example: an engine chunk of 219,004 B (50,724 B brotli) whose bytes map to libphonenumber-js's
// metadata.min.json for 82,368 B. Taking those bytes out leaves a file ~16.4 kB smaller once compressed: that is the
// metadata's cost in this chunk, in the context of the rest. The groups' costs do not add up to the whole exactly:
// what two groups share (a name both use) costs only one of them, and neither saves it alone.
import { compressed } from './compressed.mjs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/**
 * A source map's `mappings` as, for each generated line, its segments [column, source index or -1]: each field is
 * a base-64 VLQ (5 bits a digit, bit 6 "more follows", the lowest bit of the value its sign), relative to the same
 * field of the segment before; the column restarts at each line, the source index does not.
 */
export function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = DIGIT.get(char);
        if (digit === undefined) throw new Error(`not a source map: '${char}' in its mappings`);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push([column, fields.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/**
 * The generated code cut into spans [start, end, source path or null], in order and covering every byte: a
 * segment runs to the next one on its line or to the line's end; line breaks and unmapped bytes have no source.
 */
export function spansOf(code, map) {
  const lines = decodeMappings(map.mappings);
  const spans = [];
  let lineStart = 0;
  code.split('\n').forEach((text, index) => {
    const segments = lines[index] ?? [];
    let at = 0;
    const push = (end, source) => {
      if (end > at) spans.push([lineStart + at, lineStart + end, source]);
      at = Math.max(at, end);
    };
    segments.forEach(([column, source], i) => {
      push(Math.min(column, text.length), null);
      const end = i + 1 < segments.length ? Math.min(segments[i + 1][0], text.length) : text.length;
      push(end, source >= 0 ? (map.sources[source] ?? null) : null);
    });
    push(text.length, null);
    lineStart += text.length + 1;
    if (lineStart <= code.length) spans.push([lineStart - 1, lineStart, null]);
  });
  return spans;
}

const brotli = (text) => compressed(Buffer.from(text)).brotli;

/**
 * Groups of bytes over several files ({ code, map } for a script, { code, group } for a file counted whole, such as
 * a stylesheet). groupOf names a source path's group; bytes with no source are 'unmapped'. Returns the whole's
 * raw and brotli bytes and, per group, its raw bytes and its cost: what the brotli sizes of its files lose without it.
 */
export function byteBreakdown(files, groupOf) {
  const groups = new Map();
  const total = { raw: 0, brotli: 0 };
  for (const file of files) {
    const whole = brotli(file.code);
    total.raw += Buffer.byteLength(file.code);
    total.brotli += whole;
    const spans = file.map
      ? spansOf(file.code, file.map).map(([start, end, source]) => [
          start,
          end,
          source === null ? 'unmapped' : groupOf(source),
        ])
      : [[0, file.code.length, file.group]];
    for (const name of new Set(spans.map(([, , group]) => group))) {
      const kept = spans.filter(([, , group]) => group !== name);
      const raw = spans
        .filter(([, , group]) => group === name)
        .reduce((sum, [start, end]) => sum + Buffer.byteLength(file.code.slice(start, end)), 0);
      const cost = whole - brotli(kept.map(([start, end]) => file.code.slice(start, end)).join(''));
      const entry = groups.get(name) ?? { group: name, raw: 0, brotli: 0 };
      entry.raw += raw;
      entry.brotli += cost;
      groups.set(name, entry);
    }
  }
  return { total, groups: [...groups.values()].sort((a, b) => b.brotli - a.brotli) };
}
