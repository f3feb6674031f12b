import { describe, expect, it } from 'vitest';
import { readSelection, type CaretTarget } from './caret-target';
import { caretAfterNthSignificant, isSignificant, significantBefore, significantOf } from './digits';
import { normaliseSelection, selectAll, significantSelection } from './selection';
import { at, sel, show, STAND_IN_FORMATS } from './test-helpers';

describe('digits', () => {
  it('counts digits and plus signs only, one character at a time', () => {
    expect(significantOf('+1 (201) 555-0123 ext. ٥')).toBe('+12015550123');
    expect(isSignificant('5')).toBe(true);
    expect(isSignificant('+')).toBe(true);
    expect(isSignificant('a5')).toBe(false);
    expect(significantBefore('(201) 555', 6)).toBe(3);
    expect(significantBefore('(201) 555', -1)).toBe(0);
  });

  it.each([
    ['(201) 555', 0, 1],
    ['(201) 555', 3, 4],
    ['(201) 555', 4, 7],
    ['(201) 555', 9, 9],
    ['', 0, 0],
    ['()', 0, 2],
    ['📞 2.0', 1, 4],
    ['📞 2.0', 0, 3],
  ])('caretAfterNthSignificant(%j, %i) → %i', (text, n, caret) => {
    expect(caretAfterNthSignificant(text, n)).toBe(caret);
  });
});

describe('selection', () => {
  it('reads both kinds of marker', () => {
    expect(at('(201) |555')).toEqual({ text: '(201) 555', caret: 6, start: 6, end: 6 });
    expect(sel('(20[1) 5]55')).toEqual({ text: '(201) 555', start: 3, end: 7, caret: 7 });
    expect(show(sel('(20[1) 5]55'))).toBe('(20[1) 5]55');
    expect(show({ text: '12', caret: 1 })).toBe('1|2');
    expect(show({ text: '12', start: 2, end: 2 })).toBe('12|');
    for (const bad of ['12', '|1|', '1]2[', '[1|]', '[[1]']) expect(() => at(bad)).toThrow();
  });

  it('has helpers for carets, select-all and significant space', () => {
    expect(selectAll('(201)')).toEqual({ text: '(201)', start: 0, end: 5 });
    expect(normaliseSelection({ text: '123', start: 5, end: -1 })).toEqual({ text: '123', start: 0, end: 3 });
    expect(normaliseSelection({ text: '123', start: NaN, end: 1.5 })).toEqual({
      text: '123',
      start: 0,
      end: 1,
    });
    expect(significantSelection(sel('(2[01) 5]55'))).toEqual({ significant: '201555', start: 1, end: 4 });
  });
});

describe('caret target', () => {
  const target = (value: string, start: number | null, end: number | null) => {
    const calls: [number, number][] = [];
    const input: CaretTarget = {
      value,
      selectionStart: start,
      selectionEnd: end,
      setSelectionRange: (a: number | null, b: number | null) => void calls.push([a ?? 0, b ?? 0]),
    };
    return { input, calls };
  };

  it('reads the value with its caret or selection', () => {
    expect(readSelection(target('(201) 555', 2, 6).input)).toEqual({ text: '(201) 555', start: 2, end: 6 });
    expect(readSelection(target('(201) 555', 6, 2).input)).toEqual({ text: '(201) 555', start: 2, end: 6 });
    expect(readSelection(target('(201)', null, null).input)).toEqual({ text: '(201)', start: 5, end: 5 });
  });
});

describe('stand-in formats keep the significant characters', () => {
  it.each(Object.entries(STAND_IN_FORMATS))('%s', (_name, format) => {
    for (const s of ['', '2', '201', '2015', '2015550123', '20155501234', '+', '+4', '+44207', '0+1']) {
      expect(significantOf(format(s))).toBe(s);
    }
  });
});
