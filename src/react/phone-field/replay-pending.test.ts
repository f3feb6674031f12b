/**
 * Typed before the engine loaded, then replayed, against typed with the engine there all along. Sessions are
 * generated with fast-check from libphonenumber-js's own example numbers (typed national or with +, with Backspace,
 * Delete, caret moves into the middle, selections typed over, pastes, autofill; an extension has its own test). A '+' amid digits is left out: the field refuses it, the plain input
 * keeps it, and a click after it names a place the field's text does not have.; the plain
 * input is simulated as the browser edits one (the text as typed), and each event is noted as the first paint
 * notes it. After the replay the field must hold the same text, caret, country and extension as the live one.
 */
import { getCountries, getExampleNumber, type CountryCode } from 'libphonenumber-js/core';
import examples from 'libphonenumber-js/mobile/examples';
import maxMetadata from 'libphonenumber-js/max/metadata';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caretAfterNthSignificant } from '../../caret/digits';
import type { SelectionState } from '../../caret/selection';
import { fieldReducer, initialFieldState, type FieldState } from './field-state';
import { beforeInputAction, changedAction } from './input-action';
import type { PendingInput } from './pending-input';
import { replayPending } from './replay-pending';

const COUNTRIES = getCountries(maxMetadata).filter((c) => getExampleNumber(c, examples, maxMetadata));

type Step =
  | { readonly kind: 'type'; readonly text: string }
  | { readonly kind: 'backspace' }
  | { readonly kind: 'delete' }
  /** The caret after the n-th significant character (the end when there are fewer). */
  | { readonly kind: 'caret'; readonly after: number }
  /** From after the n-th to after the m-th significant character, to be typed over or deleted. */
  | { readonly kind: 'select'; readonly from: number; readonly to: number }
  | { readonly kind: 'paste'; readonly text: string }
  | { readonly kind: 'autofill'; readonly text: string };

/** A browser's plain input: the text as typed, the caret where the edit left it. */
interface Plain {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

function nativeEdit(plain: Plain, inputType: string, data: string): Plain {
  const { text, start, end } = plain;
  if (inputType === 'deleteContentBackward' || inputType === 'deleteContentForward') {
    if (start !== end) return { text: text.slice(0, start) + text.slice(end), start, end: start };
    if (inputType === 'deleteContentBackward')
      return start === 0
        ? plain
        : { text: text.slice(0, start - 1) + text.slice(start), start: start - 1, end: start - 1 };
    return { text: text.slice(0, start) + text.slice(start + 1), start, end: start };
  }
  const next = text.slice(0, start) + data + text.slice(end);
  return { text: next, start: start + data.length, end: start + data.length };
}

// The same n in both texts (beyond the count is the end): a click after the same digit. Taken modulo the text's own
// count it would name different places where the plain text holds a '+' the field refused.
const position = (text: string, n: number) => caretAfterNthSignificant(text, n);

/** The step's input event (type, data) and, for caret moves, only the new selection. */
function eventOf(step: Step): { inputType: string; data: string } | undefined {
  switch (step.kind) {
    case 'type':
      return { inputType: 'insertText', data: step.text };
    case 'backspace':
      return { inputType: 'deleteContentBackward', data: '' };
    case 'delete':
      return { inputType: 'deleteContentForward', data: '' };
    case 'paste':
      return { inputType: 'insertFromPaste', data: step.text };
    default:
      return undefined;
  }
}

function selectionFor(step: Step, text: string, current: { start: number; end: number }) {
  if (step.kind === 'caret') return { start: position(text, step.after), end: position(text, step.after) };
  if (step.kind === 'select') {
    const [a, b] = [position(text, step.from), position(text, step.to)].sort((x, y) => x - y) as [
      number,
      number,
    ];
    return { start: a, end: b };
  }
  return current;
}

/** The field as it runs with the engine: every event through the reducer, as use-phone-field.ts does. */
function live(start: FieldState, steps: readonly Step[]): FieldState {
  let state = start;
  let selection = { start: state.caret, end: state.caret };
  for (const step of steps) {
    if (step.kind === 'caret' || step.kind === 'select') {
      selection = selectionFor(step, state.text, selection);
      continue;
    }
    const current: SelectionState = { text: state.text, ...selection };
    if (step.kind === 'autofill') {
      state = fieldReducer(
        state,
        changedAction('', { text: step.text, start: step.text.length, end: step.text.length }),
      );
    } else {
      const event = eventOf(step);
      const action = event && beforeInputAction(event.inputType, event.data, current);
      if (!action) continue;
      state = fieldReducer(state, action);
    }
    selection = { start: state.caret, end: state.caret };
  }
  return state;
}

/** The same steps into a plain input, noted as the first paint notes them, then replayed. */
function replayed(start: FieldState, steps: readonly Step[]): FieldState {
  let plain: Plain = { text: start.text, start: start.text.length, end: start.text.length };
  const pending: PendingInput[] = [];
  for (const step of steps) {
    if (step.kind === 'caret' || step.kind === 'select') {
      plain = { ...plain, ...selectionFor(step, plain.text, plain) };
      continue;
    }
    if (step.kind === 'autofill') {
      plain = { text: step.text, start: step.text.length, end: step.text.length };
      pending.push({ kind: 'changed', inputType: '', after: plain, composed: false });
      continue;
    }
    const event = eventOf(step);
    if (!event) continue;
    const before = { ...plain };
    plain = nativeEdit(plain, event.inputType, event.data);
    pending.push({
      kind: 'before',
      inputType: event.inputType,
      data: event.data,
      selection: before,
      after: plain,
    });
    // Typing on after an extension marker is the extension's business (compared in its own test).
    if (event.inputType === 'insertText' && /^[x#]$/.test(event.data) && before.start === before.text.length)
      break;
  }
  return replayPending(start, pending);
}

const digits = fc.stringMatching(/^[0-9]{1,3}$/);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 8, arbitrary: digits.map((text) => ({ kind: 'type' as const, text: text.slice(0, 1) })) },
  { weight: 2, arbitrary: fc.constant({ kind: 'backspace' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'delete' as const }) },
  { weight: 1, arbitrary: fc.nat(16).map((after) => ({ kind: 'caret' as const, after })) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.nat(16), fc.nat(16)).map(([from, to]) => ({ kind: 'select' as const, from, to })),
  },
);

/** A session: an example number of some country typed (national or international), with edits mixed in. */
const session = fc
  .record({
    country: fc.constantFrom(...COUNTRIES),
    start: fc.constantFrom<CountryCode | undefined>(undefined, 'US', 'GB', 'DE', 'FR', 'IN'),
    international: fc.boolean(),
    paste: fc.constantFrom('none', 'paste', 'autofill'),
    edits: fc.array(step, { maxLength: 12 }),
    at: fc.nat(20),
  })
  .map(({ country, start, international, paste, edits, at }) => {
    const number = getExampleNumber(country, examples, maxMetadata);
    const written = international ? (number?.number ?? '') : (number?.nationalNumber ?? '');
    const typing: Step[] = [...written].map((char) => ({ kind: 'type', text: char }));
    const whole: Step[] =
      paste === 'none'
        ? typing
        : [{ kind: paste === 'paste' ? 'paste' : 'autofill', text: number?.formatInternational() ?? '' }];
    const cut = at % (whole.length + 1);
    return { start, steps: [...whole.slice(0, cut), ...edits, ...whole.slice(cut)] };
  });

const same = (state: FieldState) => ({
  text: state.text,
  caret: state.caret,
  country: state.country,
  extension: state.extension,
});

describe('what was typed before the engine loaded, replayed', () => {
  it('gives the text, caret, country and extension the field would have had all along', () => {
    fc.assert(
      fc.property(session, ({ start, steps }) => {
        const initial = initialFieldState(undefined, start);
        expect(same(replayed(initial, steps))).toEqual(same(live(initial, steps)));
      }),
      { seed: 20_261_125, numRuns: 3_000 },
    );
    // 3,000 sessions through the reducer twice: a few seconds alone, several times that beside the e2e suite on 2
    // shared cores, within the suite's one time limit (vite.config.ts).
  });

  it('typing on after an extension marker fills the extension, as its own box would', () => {
    const initial = initialFieldState(undefined, 'US');
    const pending: PendingInput[] = [];
    let plain: Plain = { text: '', start: 0, end: 0 };
    for (const char of '2015550123x42') {
      const before = { ...plain };
      plain = nativeEdit(plain, 'insertText', char);
      pending.push({ kind: 'before', inputType: 'insertText', data: char, selection: before, after: plain });
    }
    const backspace = { ...plain };
    plain = nativeEdit(plain, 'deleteContentBackward', '');
    pending.push({
      kind: 'before',
      inputType: 'deleteContentBackward',
      data: null,
      selection: backspace,
      after: plain,
    });
    let expected = initial;
    for (const char of '2015550123')
      expected = fieldReducer(expected, {
        type: 'edit',
        selection: { text: expected.text, start: expected.text.length, end: expected.text.length },
        edit: { kind: 'insert', significant: char },
      });
    const state = replayPending(initial, pending);
    expect(state.text).toBe(expected.text);
    expect(state.extension).toBe('4');
  });
});
