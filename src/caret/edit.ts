/**
 * src/caret: formatted-text editing, {text, caret} in → {text, caret} out, knowing nothing of phone numbers
 * (the format is passed in). No React, no DOM beyond caret-target.ts's narrow interface. Imported by src/react.
 */
/**
 * Edits decided in significant-character space, then shown through `format`.
 * Worked example (US-like format): '(201) |555' + deleteBackward → significant '201|555' → '20|555' → '(20|5) 55'.
 */
import { caretAfterNthSignificant, isSignificant, significantBefore, significantOf } from './digits';
import { reformat, type Format } from './reformat';
import { normaliseSelection, significantSelection, type SelectionState } from './selection';
import type { TextState } from './text-state';

export type { Format } from './reformat';

export type Edit =
  | { readonly kind: 'insert'; readonly significant: string }
  | { readonly kind: 'deleteBackward' }
  | { readonly kind: 'deleteForward' }
  | { readonly kind: 'deleteWordBackward' }
  | { readonly kind: 'deleteWordForward' }
  | { readonly kind: 'deleteToStart' }
  | { readonly kind: 'deleteToEnd' }
  /** Cut, drag-move, or a delete without direction: removes the selection, does nothing to a caret. */
  | { readonly kind: 'deleteSelection' };

export interface EditOptions {
  /** The most significant characters the field holds; only inserted text is ever held back by it. */
  readonly maxSignificant?: number | undefined;
}

export interface EditResult extends TextState {
  /** The tail of the inserted significant characters left out because of `maxSignificant`; absent when none. */
  readonly rejected?: string;
}

/**
 * Applies an edit to a field and returns the formatted text with a collapsed caret.
 *
 * - Everything happens on the significant characters; `format` decides the separators afterwards, so they can
 *   never be deleted on their own: Backspace after '(201) |' deletes the 1.
 * - A selection holding at least one significant character is replaced (insert) or removed (any delete kind);
 *   a selection of separators only acts as a caret.
 * - Insert: a `+` is kept only as the very first significant character when the field has none left;
 *   digits inserted before a leading `+` go in right after it. `maxSignificant` keeps the first inserted
 *   characters that fit and reports the rest as `rejected`; existing characters are never dropped.
 * - An insert of nothing significant (only '(', letters …) over a selection holding significant characters
 *   removes them, as typing over a selection does in a plain input.
 * - If an insert otherwise ends up inserting nothing (everything ignored or rejected), or a delete finds nothing to
 *   delete, nothing changes: the text is only reformatted and the caret goes to the selection's end
 *   (a caret in an already formatted text stays exactly where it was).
 * - Otherwise the caret goes after the last inserted significant character, or to where the removed range
 *   began, as `caretAfterNthSignificant` places it in the new text (0 characters → before the first one).
 */
export function applyEdit(
  state: SelectionState,
  edit: Edit,
  format: Format,
  options: EditOptions = {},
): EditResult {
  const selection = normaliseSelection(state);
  const range = significantSelection(selection);
  const { significant } = range;
  const unchanged = () => reformat({ text: selection.text, caret: selection.end }, format);
  const removed = (from: number, to: number): EditResult => {
    const text = format(significant.slice(0, from) + significant.slice(to));
    return { text, caret: caretAfterNthSignificant(text, from) };
  };

  if (edit.kind === 'insert') {
    const admitted = admit(
      significant.slice(0, range.start),
      significant.slice(range.end),
      edit.significant,
      options,
    );
    // Only ignored characters ('(' , a letter) typed over selected digits replace them with nothing, as a plain
    // input would: collapsing the selection instead left Ctrl+A, '(', '758…' appending to the old number.
    if (edit.significant === '' && range.start < range.end) return removed(range.start, range.end);
    if (admitted.kept === '') return withRejected(unchanged(), admitted.rejected);
    const text = format(admitted.head + admitted.kept + admitted.tail);
    const caret = caretAfterNthSignificant(text, admitted.head.length + admitted.kept.length);
    return withRejected({ text, caret }, admitted.rejected);
  }

  const [rawFrom, rawTo] = removal(selection, range.start, range.end, significant.length, edit.kind);
  const from = Math.max(0, rawFrom);
  const to = Math.min(significant.length, rawTo);
  if (from >= to) return unchanged();
  return removed(from, to);
}

/**
 * Takes a value the browser changed itself (IME composition end, autofill, an uncancelable beforeinput) and
 * shows it formatted, the caret after as many significant characters as were before the DOM caret.
 * The change against `previous` goes through the insert rules of `applyEdit` (a `+` only in front,
 * `maxSignificant`), so a stray `+` or an overflow is dropped; what the browser deleted stays deleted.
 */
export function reconcile(
  previous: TextState,
  current: SelectionState,
  format: Format,
  options: EditOptions = {},
): EditResult {
  const selection = normaliseSelection(current);
  const before = significantOf(previous.text);
  const after = significantOf(selection.text);
  const caretCount = significantBefore(selection.text, selection.end);
  if (before === after) return reformat({ text: selection.text, caret: selection.end }, format);

  // The changed stretch: a common suffix no further left than the caret (typing ends at the caret), then a prefix.
  let suffix = 0;
  const maxSuffix = Math.min(before.length, after.length - caretCount);
  while (suffix < maxSuffix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix])
    suffix++;
  let prefix = 0;
  const maxPrefix = Math.min(before.length, after.length) - suffix;
  while (prefix < maxPrefix && before[prefix] === after[prefix]) prefix++;
  const inserted = after.slice(prefix, after.length - suffix);

  const admitted = admit(before.slice(0, prefix), before.slice(before.length - suffix), inserted, options);
  const text = format(admitted.head + admitted.kept + admitted.tail);
  const offset = caretCount - prefix;
  let count: number;
  if (offset <= 0) count = caretCount;
  else if (offset < inserted.length) count = admitted.head.length + admitted.keptBefore(offset);
  else {
    const intoTail = offset - inserted.length - (admitted.hopped ? 1 : 0);
    count = admitted.head.length + admitted.kept.length + Math.max(0, intoTail);
  }
  return withRejected({ text, caret: caretAfterNthSignificant(text, count) }, admitted.rejected);
}

interface Admitted {
  /** What stays before the insertion (a leading `+` moved here from `tail` when `hopped`). */
  readonly head: string;
  readonly kept: string;
  readonly tail: string;
  readonly rejected: string;
  readonly hopped: boolean;
  /** How many of the first `k` inserted characters were kept. */
  readonly keptBefore: (k: number) => number;
}

/** The insert rules: which inserted characters go in between head and tail. */
function admit(head: string, tail: string, raw: string, options: EditOptions): Admitted {
  const inserted = significantOf(raw);
  // A leading plus stays in front: digits typed before it go in after it.
  const hopped = head === '' && tail.startsWith('+');
  if (hopped) {
    head = '+';
    tail = tail.slice(1);
  }
  const plusAllowed = head === '' && !tail.includes('+');
  const passes: boolean[] = [];
  let filtered = '';
  for (let i = 0; i < inserted.length; i++) {
    const char = inserted.charAt(i);
    const ok = char !== '+' || (i === 0 && plusAllowed);
    passes.push(ok);
    if (ok) filtered += char;
  }
  const max = options.maxSignificant;
  const room =
    max === undefined || Number.isNaN(max)
      ? filtered.length
      : Math.max(0, Math.floor(max) - head.length - tail.length);
  const kept = filtered.slice(0, room);
  const keptBefore = (k: number) => Math.min(kept.length, passes.slice(0, k).filter(Boolean).length);
  return { head, kept, tail, rejected: filtered.slice(kept.length), hopped, keptBefore };
}

function withRejected(state: TextState, rejected: string): EditResult {
  return rejected === '' ? state : { ...state, rejected };
}

/** The significant range [from, to) a delete removes, before clamping to the text; empty when nothing is. */
function removal(
  selection: SelectionState,
  start: number,
  end: number,
  length: number,
  kind: Exclude<Edit['kind'], 'insert'>,
): readonly [number, number] {
  if (start < end) return [start, end];
  const { text } = selection;
  switch (kind) {
    case 'deleteBackward':
      return [start - 1, start];
    case 'deleteForward':
      return [start, start + 1];
    case 'deleteWordBackward':
      return [significantBefore(text, wordStartBefore(text, selection.start)), start];
    case 'deleteWordForward':
      return [start, significantBefore(text, wordEndAfter(text, selection.end))];
    case 'deleteToStart':
      return [0, start];
    case 'deleteToEnd':
      return [start, length];
    case 'deleteSelection':
      return [start, start];
  }
}

/** A word is a run of significant characters as shown: skip separators leftwards, then the run. */
function wordStartBefore(text: string, position: number): number {
  let i = position;
  while (i > 0 && !isSignificant(text.charAt(i - 1))) i--;
  while (i > 0 && isSignificant(text.charAt(i - 1))) i--;
  return i;
}

function wordEndAfter(text: string, position: number): number {
  let i = position;
  while (i < text.length && !isSignificant(text.charAt(i))) i++;
  while (i < text.length && isSignificant(text.charAt(i))) i++;
  return i;
}
