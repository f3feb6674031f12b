/**
 * Immutable undo/redo history of field snapshots.
 * Worked example: create '' → record '2|' → record '20|' → undo → '2|' → redo → '20|'; a new record clears redo.
 */
import { significantBefore, significantOf } from './digits';
import type { TextState } from './text-state';

/** At most this many snapshots (undo steps + the present + redo steps) are kept; the oldest go first. */
export const HISTORY_LIMIT = 100;

export interface History {
  /** Earlier snapshots, oldest first. */
  readonly past: readonly TextState[];
  readonly present: TextState;
  /** Undone snapshots, the next redo first. */
  readonly future: readonly TextState[];
  readonly limit: number;
  /** The present ends a run of single typed characters that `record(…, { coalesce: true })` may extend. */
  readonly typing: boolean;
}

export interface RecordOptions {
  /**
   * Merge single significant characters typed one after another at the caret into one undo step, like a native
   * field does. Off by default: then every recorded change is its own undo step.
   */
  readonly coalesce?: boolean | undefined;
}

const snapshot = (state: TextState): TextState => ({ text: state.text, caret: state.caret });

export function createHistory(initial: TextState, limit: number = HISTORY_LIMIT): History {
  return {
    past: [],
    present: snapshot(initial),
    future: [],
    limit: Math.max(1, Math.floor(limit)),
    typing: false,
  };
}

/**
 * Records the state after an edit. The same text and caret as the present records nothing (same history back);
 * the same text with another caret only moves the present's caret (no undo step for a caret move).
 * Any change of text clears redo.
 */
export function record(history: History, next: TextState, options: RecordOptions = {}): History {
  const { present } = history;
  if (next.text === present.text) {
    if (next.caret === present.caret) return history;
    return { ...history, present: snapshot(next), typing: false };
  }
  const typed = options.coalesce === true && isOneTypedCharacter(present, next);
  if (typed && history.typing) return { ...history, present: snapshot(next), future: [] };
  const room = history.limit - 1;
  const past = room === 0 ? [] : [...history.past, present].slice(-room);
  return { ...history, past, present: snapshot(next), future: [], typing: typed };
}

export function undo(history: History): History {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    ...history,
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    typing: false,
  };
}

export function redo(history: History): History {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { ...history, past: [...history.past, history.present], present: next, future, typing: false };
}

export function current(history: History): TextState {
  return history.present;
}

/** next is previous with one significant character inserted at previous's caret, next's caret right after it. */
function isOneTypedCharacter(previous: TextState, next: TextState): boolean {
  const before = significantOf(previous.text);
  const after = significantOf(next.text);
  if (after.length !== before.length + 1) return false;
  const at = significantBefore(previous.text, previous.caret);
  return (
    after.slice(0, at) === before.slice(0, at) &&
    after.slice(at + 1) === before.slice(at) &&
    significantBefore(next.text, next.caret) === at + 1
  );
}
