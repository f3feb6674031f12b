/**
 * Whether digits typed so far can still become a number that a metadata pattern matches entirely.
 * JavaScript regexes only answer "does it match now"; while a number is typed we need "can it still match".
 * Worked example, Jersey's mobile pattern 7(?:(?:(?:50|82)9|937)\d|7(?:00[378]|97\d))\d{5}:
 *   patternMatch(p, '7797')       === 'prefix'  (more digits can complete it)
 *   patternMatch(p, '7797900123') === 'full'
 *   patternMatch(p, '20')         === 'none'    (no digits can rescue it)
 * The pattern is compiled once into a small automaton over the ten digits (no backtracking),
 * so each check costs one pass over the digits.
 */

export type PatternMatch = 'none' | 'prefix' | 'full';

type Node =
  | { readonly kind: 'set'; readonly mask: number }
  | { readonly kind: 'seq'; readonly items: readonly Node[] }
  | { readonly kind: 'alt'; readonly options: readonly Node[] }
  | { readonly kind: 'repeat'; readonly node: Node; readonly min: number; readonly max: number };

const ALL_DIGITS = 0b11_1111_1111;

/** Parses the regex subset the metadata uses: digits, \d, [classes], (?:groups), |, ?, *, +, {n}, {n,m}. */
function parse(pattern: string): Node {
  let i = 0;
  const fail = (): never => {
    throw new SyntaxError(`Unsupported pattern at ${i}: ${pattern}`);
  };
  const digitMask = (char: string): number => (char >= '0' && char <= '9' ? 1 << Number(char) : fail());

  function parseClass(): number {
    i++; // [
    const negate = pattern[i] === '^';
    if (negate) i++;
    let mask = 0;
    while (i < pattern.length && pattern[i] !== ']') {
      if (pattern.startsWith('\\d', i)) {
        mask |= ALL_DIGITS;
        i += 2;
        continue;
      }
      const from = pattern.charAt(i);
      if (pattern[i + 1] === '-' && pattern[i + 2] !== undefined && pattern[i + 2] !== ']') {
        const to = pattern.charAt(i + 2);
        for (let d = Number(from); d <= Number(to); d++) mask |= digitMask(String(d));
        i += 3;
      } else {
        mask |= digitMask(from);
        i++;
      }
    }
    if (pattern[i] !== ']') fail();
    i++;
    return negate ? ~mask & ALL_DIGITS : mask;
  }

  function parseAtom(): Node {
    const char = pattern.charAt(i);
    if (char === '(') {
      i += pattern.startsWith('(?:', i) ? 3 : 1;
      const inner = parseAlt();
      if (pattern[i] !== ')') fail();
      i++;
      return inner;
    }
    if (char === '[') return { kind: 'set', mask: parseClass() };
    if (pattern.startsWith('\\d', i)) {
      i += 2;
      return { kind: 'set', mask: ALL_DIGITS };
    }
    i++;
    return { kind: 'set', mask: digitMask(char) };
  }

  function parseQuantifier(node: Node): Node {
    const char = pattern[i];
    if (char === '?') return (i++, { kind: 'repeat', node, min: 0, max: 1 });
    if (char === '*') return (i++, { kind: 'repeat', node, min: 0, max: Infinity });
    if (char === '+') return (i++, { kind: 'repeat', node, min: 1, max: Infinity });
    if (char !== '{') return node;
    const close = pattern.indexOf('}', i);
    if (close < 0) fail();
    const [low = '', high] = pattern.slice(i + 1, close).split(',');
    i = close + 1;
    const min = Number(low);
    const max = high === undefined ? min : high === '' ? Infinity : Number(high);
    if (!Number.isInteger(min) || Number.isNaN(max)) fail();
    return { kind: 'repeat', node, min, max };
  }

  function parseSeq(): Node {
    const items: Node[] = [];
    while (i < pattern.length && pattern[i] !== '|' && pattern[i] !== ')')
      items.push(parseQuantifier(parseAtom()));
    return { kind: 'seq', items };
  }

  function parseAlt(): Node {
    const options = [parseSeq()];
    while (pattern[i] === '|') {
      i++;
      options.push(parseSeq());
    }
    return options.length === 1 ? (options[0] as Node) : { kind: 'alt', options };
  }

  const tree = parseAlt();
  if (i !== pattern.length) fail();
  return tree;
}

/** A Thompson automaton: each state has empty moves and digit moves. */
interface Automaton {
  readonly moves: { mask: number; to: number }[][];
  readonly accept: number;
  /** Every state reachable from each state by empty moves, itself included. */
  readonly closures: readonly (readonly number[])[];
}

function build(tree: Node): Automaton {
  const empty: number[][] = [];
  const moves: { mask: number; to: number }[][] = [];
  const state = (): number => {
    empty.push([]);
    moves.push([]);
    return empty.length - 1;
  };
  const link = (from: number, to: number) => (empty[from] as number[]).push(to);

  // Adds the states for `node` after `from`, returning the state it ends in.
  function add(node: Node, from: number): number {
    switch (node.kind) {
      case 'set': {
        const to = state();
        (moves[from] as { mask: number; to: number }[]).push({ mask: node.mask, to });
        return to;
      }
      case 'seq':
        return node.items.reduce((at, item) => add(item, at), from);
      case 'alt': {
        const join = state();
        for (const option of node.options) link(add(option, from), join);
        return join;
      }
      case 'repeat': {
        let at = from;
        for (let n = 0; n < node.min; n++) at = add(node.node, at);
        if (node.max === Infinity) {
          const loop = state();
          link(at, loop);
          link(add(node.node, loop), loop);
          return loop;
        }
        const end = state();
        for (let n = node.min; n < node.max; n++) {
          link(at, end);
          at = add(node.node, at);
        }
        link(at, end);
        return end;
      }
    }
  }

  const start = state();
  const accept = add(tree, start);
  const closures = empty.map((_, s) => {
    const seen = new Set([s]);
    const stack = [s];
    while (stack.length > 0) {
      for (const next of empty[stack.pop() as number] as number[]) {
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    return [...seen];
  });
  return { moves, accept, closures };
}

/**
 * The automaton run as a DFA built lazily (subset construction on demand): a set of NFA states gets a number the first
 * time it is reached, and each (set, digit) step is computed once, so a check is one array lookup per digit.
 */
export interface LazyDfa {
  readonly automaton: Automaton;
  readonly ids: Map<string, number>;
  readonly sets: (readonly number[])[];
  /** next[id][digit]: the id reached, DEAD, or undefined while not computed yet. */
  readonly next: (number | undefined)[][];
  readonly accepting: boolean[];
}

export const DEAD = -1;

function dfaState(dfa: LazyDfa, states: readonly number[]): number {
  const key = states.join(',');
  let id = dfa.ids.get(key);
  if (id === undefined) {
    id = dfa.sets.length;
    dfa.ids.set(key, id);
    dfa.sets.push(states);
    dfa.next.push([]);
    dfa.accepting.push(states.includes(dfa.automaton.accept));
  }
  return id;
}

function step(dfa: LazyDfa, id: number, digit: number): number {
  const bit = 1 << digit;
  const reached = new Set<number>();
  for (const s of dfa.sets[id] ?? []) {
    for (const { mask, to } of dfa.automaton.moves[s] ?? []) {
      if (mask & bit) for (const r of dfa.automaton.closures[to] ?? []) reached.add(r);
    }
  }
  return reached.size === 0
    ? DEAD
    : dfaState(
        dfa,
        [...reached].sort((a, b) => a - b),
      );
}

const dfas = new Map<string, LazyDfa | undefined>();

export function dfaOf(pattern: string): LazyDfa | undefined {
  if (!dfas.has(pattern)) {
    let dfa: LazyDfa | undefined;
    try {
      const automaton = build(parse(pattern));
      dfa = { automaton, ids: new Map(), sets: [], next: [], accepting: [] };
      dfaState(
        dfa,
        [...(automaton.closures[0] ?? [])].sort((a, b) => a - b),
      );
    } catch {
      dfa = undefined; // a construct the metadata has never used: treated as "can still match"
    }
    dfas.set(pattern, dfa);
  }
  return dfas.get(pattern);
}

/**
 * 'full' when the digits match the whole pattern, 'prefix' when more digits could still make them match,
 * 'none' when no continuation can. An unparseable pattern answers 'prefix' (it rules nothing out).
 */
export function patternMatch(pattern: string, digits: string): PatternMatch {
  const dfa = dfaOf(pattern);
  if (!dfa) return 'prefix';
  const id = run(dfa, 0, digits);
  if (id === DEAD) return 'none';
  return dfa.accepting[id] ? 'full' : 'prefix';
}

/** One digit on from a DFA state (computed the first time it is asked for). */
export function advance(dfa: LazyDfa, id: number, digit: number): number {
  const row = dfa.next[id] as (number | undefined)[];
  let to = row[digit];
  if (to === undefined) to = row[digit] = step(dfa, id, digit);
  return to;
}

/** The state reached from `id` by the digits, or DEAD. */
export function run(dfa: LazyDfa, id: number, digits: string): number {
  let at = id;
  for (let i = 0; i < digits.length && at !== DEAD; i++) {
    const digit = digits.charCodeAt(i) - 48;
    at = digit < 0 || digit > 9 ? DEAD : advance(dfa, at, digit);
  }
  return at;
}
