/**
 * Property tests: any sequence of edits, at any caret or selection, under every stand-in format, does on the
 * displayed text exactly what the same operation does on the plain significant string.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caretAfterNthSignificant, significantBefore, significantOf } from './digits';
import { applyEdit, reconcile, type Edit, type Format } from './edit';
import { createHistory, current, record, redo, undo, type History } from './history';
import { significantSelection, type SelectionState } from './selection';
import type { TextState } from './text-state';
import { STAND_IN_FORMATS } from './test-helpers';

const RUNS = 300;
const formats = Object.entries(STAND_IN_FORMATS) as [string, Format][];

const significantChars = (max: number) =>
  fc.string({ unit: fc.constantFrom('0', '1', '2', '5', '9', '+'), maxLength: max });
const digits = (max: number) => fc.string({ unit: fc.constantFrom('0', '1', '2', '5', '9'), maxLength: max });

const editArb: fc.Arbitrary<Edit> = fc.oneof(
  { weight: 4, arbitrary: significantChars(6).map((significant): Edit => ({ kind: 'insert', significant })) },
  {
    weight: 6,
    arbitrary: fc.constantFrom<Edit>(
      { kind: 'deleteBackward' },
      { kind: 'deleteForward' },
      { kind: 'deleteWordBackward' },
      { kind: 'deleteWordForward' },
      { kind: 'deleteToStart' },
      { kind: 'deleteToEnd' },
      { kind: 'deleteSelection' },
    ),
  },
);

/** A step: where the selection is (as fractions of the text, so always in bounds) and what is done there. */
const stepArb = fc.record({
  a: fc.double({ min: 0, max: 1, noNaN: true }),
  b: fc.double({ min: 0, max: 1, noNaN: true }),
  collapsed: fc.boolean(),
  edit: editArb,
});
type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never;

const initialArb = fc.tuple(fc.boolean(), digits(14)).map(([plus, rest]) => (plus ? `+${rest}` : rest));
const maxArb = fc.option(fc.integer({ min: 0, max: 16 }), { nil: undefined });

function selectionAt(text: string, step: Pick<Step, 'a' | 'b' | 'collapsed'>): SelectionState {
  const pos = (f: number) => Math.round(f * text.length);
  const [x, y] = [pos(step.a), pos(step.b)];
  return step.collapsed ? { text, start: x, end: x } : { text, start: Math.min(x, y), end: Math.max(x, y) };
}

interface Expected {
  readonly significant: string;
  /** Significant characters before the caret afterwards. */
  readonly caret: number;
  readonly rejected: string | undefined;
  readonly noop: boolean;
}

/** Word boundaries from the visible groups, found with a regular expression rather than a scan. */
function wordRange(
  selection: SelectionState,
  start: number,
  kind: 'deleteWordBackward' | 'deleteWordForward',
) {
  let before = 0;
  const groups = [...selection.text.matchAll(/[0-9+]+/g)].map((match) => {
    const group = {
      at: match.index,
      end: match.index + match[0].length,
      from: before,
      to: before + match[0].length,
    };
    before = group.to;
    return group;
  });
  if (kind === 'deleteWordBackward') {
    const group = groups.filter((g) => g.at < selection.start).at(-1);
    return [group?.from ?? start, start] as const;
  }
  const group = groups.find((g) => g.end > selection.end);
  return [start, group?.to ?? start] as const;
}

/** The model: the same operation on the plain significant string. */
function model(selection: SelectionState, edit: Edit, max: number | undefined): Expected {
  const { significant, start, end } = significantSelection(selection);
  const noop = { significant, caret: end, rejected: undefined, noop: true };
  if (edit.kind === 'insert') {
    // Nothing significant typed over selected characters removes them (a plain input replaces a selection).
    if (edit.significant === '' && start < end)
      return {
        significant: significant.slice(0, start) + significant.slice(end),
        caret: start,
        rejected: undefined,
        noop: false,
      };
    let head = significant.slice(0, start);
    let tail = significant.slice(end);
    if (head === '' && tail.startsWith('+')) [head, tail] = ['+', tail.slice(1)];
    let inserted = [...edit.significant]
      .filter((c, i) => c !== '+' || (i === 0 && head === '' && !tail.includes('+')))
      .join('');
    let rejected: string | undefined;
    if (max !== undefined && head.length + tail.length + inserted.length > max) {
      const room = Math.max(0, max - head.length - tail.length);
      rejected = inserted.slice(room);
      inserted = inserted.slice(0, room);
    }
    if (inserted === '') return { ...noop, rejected };
    return {
      significant: head + inserted + tail,
      caret: head.length + inserted.length,
      rejected,
      noop: false,
    };
  }
  let range: readonly [number, number];
  if (start < end) range = [start, end];
  else if (edit.kind === 'deleteBackward') range = [Math.max(0, start - 1), start];
  else if (edit.kind === 'deleteForward') range = [start, Math.min(significant.length, start + 1)];
  else if (edit.kind === 'deleteWordBackward' || edit.kind === 'deleteWordForward')
    range = wordRange(selection, start, edit.kind);
  else if (edit.kind === 'deleteToStart') range = [0, start];
  else if (edit.kind === 'deleteToEnd') range = [start, significant.length];
  else range = [start, start];
  const [from, to] = range;
  if (from >= to) return noop;
  return {
    significant: significant.slice(0, from) + significant.slice(to),
    caret: from,
    rejected: undefined,
    noop: false,
  };
}

function checkShown(state: TextState, format: Format) {
  expect(Number.isInteger(state.caret)).toBe(true);
  expect(state.caret).toBeGreaterThanOrEqual(0);
  expect(state.caret).toBeLessThanOrEqual(state.text.length);
  // Idempotent: the text is exactly what the format makes of its significant characters.
  expect(format(significantOf(state.text))).toBe(state.text);
  // A plus sign only ever in front.
  expect(significantOf(state.text).lastIndexOf('+')).toBeLessThanOrEqual(0);
}

describe.each(formats)('any sequence of edits, format %s', (_name, format) => {
  it('keeps every digit, in order, and the caret after the right one', () => {
    fc.assert(
      fc.property(initialArb, fc.array(stepArb, { maxLength: 25 }), maxArb, (initial, steps, max) => {
        let state: TextState = { text: format(initial), caret: format(initial).length };
        for (const step of steps) {
          const selection = selectionAt(state.text, step);
          const expected = model(selection, step.edit, max);
          const result = applyEdit(selection, step.edit, format, { maxSignificant: max });
          checkShown(result, format);
          expect(significantOf(result.text)).toBe(expected.significant);
          expect(significantBefore(result.text, result.caret)).toBe(expected.caret);
          if (!expected.noop)
            expect(result.caret).toBe(caretAfterNthSignificant(result.text, expected.caret));
          expect(result.rejected).toBe(expected.rejected || undefined);
          state = result;
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('undo after any edit restores the previous state exactly, and redo the edit', () => {
    fc.assert(
      fc.property(
        initialArb,
        fc.array(stepArb, { maxLength: 25 }),
        fc.boolean(),
        (initial, steps, coalesce) => {
          const start = { text: format(initial), caret: format(initial).length };
          let history: History = createHistory(start);
          // What plain undo should walk back through: a new text is a step, a caret move changes the last one.
          const stack: TextState[] = [start];
          for (const step of steps) {
            const before = current(history);
            const result = applyEdit(selectionAt(before.text, step), step.edit, format);
            const next = record(history, result, { coalesce });
            const shown = { text: result.text, caret: result.caret };
            expect(current(next)).toEqual(shown);
            if (result.text !== before.text) {
              if (!coalesce) expect(current(undo(next))).toEqual(before);
              expect(current(redo(undo(next)))).toEqual(shown);
              stack.push(shown);
            } else {
              expect(next.past).toBe(history.past);
              stack[stack.length - 1] = shown;
            }
            history = next;
          }
          if (coalesce) {
            // Fewer steps, but each one a state the field showed, down to the start's text.
            const texts = stack.map((state) => state.text);
            while (history.past.length > 0) {
              history = undo(history);
              expect(texts).toContain(current(history).text);
            }
            expect(current(history).text).toBe(start.text);
            return;
          }
          for (let i = stack.length - 1; i >= 0; i--) {
            expect(current(history)).toEqual(stack[i]);
            history = undo(history);
          }
          expect(history.past).toEqual([]);
          for (const state of stack.slice(1)) {
            history = redo(history);
            expect(current(history)).toEqual(state);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('reconciles whatever the browser typed, pasted or deleted itself', () => {
    const junk = fc.string({ unit: fc.constantFrom('0', '5', '9', 'a', ' ', '-', '(', '+'), maxLength: 6 });
    fc.assert(
      fc.property(initialArb, stepArb, junk, maxArb, (initial, step, typed, max) => {
        const previous = { text: format(initial), caret: 0 };
        const selection = selectionAt(previous.text, step);
        // The browser replaces the selection and leaves the caret after what it put in.
        const dom = {
          text: previous.text.slice(0, selection.start) + typed + previous.text.slice(selection.end),
          start: selection.start + typed.length,
          end: selection.start + typed.length,
        };
        const result = reconcile(previous, dom, format, { maxSignificant: max });
        checkShown(result, format);
        const shown = significantOf(result.text);
        const domDigits = significantOf(dom.text).replaceAll('+', '');
        if (max === undefined) expect(shown.replaceAll('+', '')).toBe(domDigits);
        else expect(shown.length).toBeLessThanOrEqual(Math.max(max, significantOf(previous.text).length));
        if (max === undefined && !typed.includes('+')) {
          // As if the selection had been replaced in the significant string (a delete stays a delete).
          const { significant, start, end } = significantSelection(selection);
          let head = significant.slice(0, start);
          let tail = significant.slice(end);
          if (head === '' && tail.startsWith('+') && significantOf(typed) !== '')
            [head, tail] = ['+', tail.slice(1)];
          expect(shown).toBe(head + significantOf(typed) + tail);
          expect(significantBefore(result.text, result.caret)).toBe(
            head.length + significantOf(typed).length,
          );
        }
      }),
      { numRuns: RUNS * 2 },
    );
  });
});
