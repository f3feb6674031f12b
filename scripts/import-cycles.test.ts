import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph } from './import-cycles.mjs';

describe('the import graph of the production files', () => {
  it('finds a circle where there is one, and none where there is not', () => {
    const graph = new Map<string, string[]>([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('has no circle in src/ (type imports included): every layer and stage reads one way', () => {
    const root = path.resolve('src');
    const graph = importGraph(root);
    expect(graph.size).toBeGreaterThan(150);
    // The graph is read from the source: a file with imports has edges.
    expect(graph.get(path.join(root, 'phone/judge/judgement.ts'))?.length).toBeGreaterThan(5);
    expect(cycles(graph).map((circle) => circle.map((file) => path.relative(root, file)))).toEqual([]);
  });
});
