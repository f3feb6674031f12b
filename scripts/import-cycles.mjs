// The production files' import graph (src/, tests left out, `import type` included) and its circles: a file that
// reaches itself through its imports. Run alone, it prints them: node scripts/import-cycles.mjs
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const TEST = /(\.test\.tsx?|\.dom\.test\.tsx|test-helpers\.ts)$/;
const SOURCE = /\.(ts|tsx)$/;
// Static import and export forms with a relative source, type-only ones included (a circle of types still ties
// two files together for a reader); dynamic import() is loading on demand, not a dependency of reading.
const IMPORT = /^\s*(?:import|export)\s[^;]*?\bfrom\s+['"](\.[^'"]+)['"]|^\s*import\s+['"](\.[^'"]+)['"]/gm;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : SOURCE.test(name) && !TEST.test(name) ? [full] : [];
  });
}

function resolve(from, source) {
  const base = path.resolve(path.dirname(from), source);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((candidate) => SOURCE.test(candidate) && safeIsFile(candidate));
}

function safeIsFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** file → the production files it imports. */
export function importGraph(root) {
  const graph = new Map();
  for (const file of files(root)) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set();
    for (const match of text.matchAll(IMPORT)) {
      const target = resolve(file, match[1] ?? match[2]);
      if (target && !TEST.test(target)) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** The strongly connected components with more than one file (Tarjan), each a circle of imports. */
export function cycles(graph) {
  let index = 0;
  const indexes = new Map();
  const lows = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (file) => {
    indexes.set(file, index);
    lows.set(file, index);
    index++;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!indexes.has(next)) {
        visit(next);
        lows.set(file, Math.min(lows.get(file), lows.get(next)));
      } else if (onStack.has(next)) lows.set(file, Math.min(lows.get(file), indexes.get(next)));
    }
    if (lows.get(file) === indexes.get(file)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!indexes.has(file)) visit(file);
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve('src');
  for (const circle of cycles(importGraph(root)))
    console.log(circle.map((file) => path.relative(root, file)).join(' ⇄ '));
}
