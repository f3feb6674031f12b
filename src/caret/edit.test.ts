import { describe, expect, it } from 'vitest';
import { applyEdit, reconcile, type Edit, type EditOptions, type EditResult, type Format } from './edit';
import type { SelectionState } from './selection';
import { at, dotted, fromRight, groupsOfThree, plain, show, us } from './test-helpers';

// The edits a user makes, on top of applyEdit.
const edit = (state: SelectionState, e: Edit, format: Format = us, options?: EditOptions) =>
  applyEdit(state, e, format, options);
const type = (state: SelectionState, chars: string, format: Format = us, options?: EditOptions) =>
  edit(state, { kind: 'insert', significant: chars }, format, options);
const backspace = (state: SelectionState, format: Format = us) =>
  edit(state, { kind: 'deleteBackward' }, format);
const del = (state: SelectionState, format: Format = us) => edit(state, { kind: 'deleteForward' }, format);
const cut = (state: SelectionState, format: Format = us) => edit(state, { kind: 'deleteSelection' }, format);

describe('typing', () => {
  it.each([
    ['|', '2', '(2|'],
    ['(20|', '1', '(201|'],
    ['(201|', '5', '(201) 5|'],
    ['(201) 555-012|', '3', '(201) 555-0123|'],
    // An eleventh digit: the format drops every separator, the caret still follows the digit.
    ['(201) 555-0123|', '4', '20155501234|'],
    ['(20|1) 555', '9', '(209|) 155-5'],
    ['(201) |555', '9', '(201) 9|55-5'],
    ['(201|) 555', '9', '(201) 9|55-5'],
    ['|(201) 555', '9', '(9|20) 155-5'],
    ['(|201) 555', '9', '(9|20) 155-5'],
    // Letters and the like never reach the engine; whatever is not significant is ignored.
    ['(201|', 'a', '(201|'],
    // …but typed over a selection of digits it replaces them, as in a plain input: Ctrl+A then '(' starts afresh.
    ['[(201) 555-0123]', '', '|'],
    ['(201) [555]-0123', '', '(201|) 012-3'],
    // A selection of separators only is a caret.
    ['(201[) ]555', '', '(201) |555'],
  ])('%s + type %s → %s', (before, chars, after) => {
    expect(show(type(at(before), chars))).toBe(after);
  });

  it('regroups separators before the caret', () => {
    expect(show(type(at('1 234|'), '5', fromRight))).toBe('12 345|');
    expect(show(type(at('1| 234'), '0', fromRight))).toBe('10| 234');
    expect(show(type(at('12 345|'), '6', fromRight))).toBe('123 456|');
  });

  it('counts positions in UTF-16 units', () => {
    expect(show(type(at('📞 2.0|.1'), '9', dotted))).toBe('📞 2.0.9|.1');
    expect(show(type(at('|'), '2', dotted))).toBe('📞 2|');
  });
});

describe('Backspace', () => {
  it.each([
    ['(201) |555', '(20|5) 55'],
    ['(201)| 555', '(20|5) 55'],
    ['(201|) 555', '(20|5) 55'],
    ['(20|1) 555', '(2|15) 55'],
    ['(201) 555-|0123', '(201) 55|0-123'],
    ['(201) 555|-0123', '(201) 55|0-123'],
    ['(201) 5|', '(201|'],
    ['(2|', '|'],
    // Nothing before the caret: nothing changes, the caret stays where it is.
    ['|(201) 555', '|(201) 555'],
    ['(|201) 555', '(|201) 555'],
    ['|', '|'],
  ])('%s → %s', (before, after) => {
    expect(show(backspace(at(before)))).toBe(after);
  });

  it('works the same whatever the separators', () => {
    expect(show(backspace(at('201 |555'), groupsOfThree))).toBe('20|5 55');
    expect(show(backspace(at('12 |345'), fromRight))).toBe('1| 345');
    expect(show(backspace(at('📞 2.0.|1'), dotted))).toBe('📞 2|.1');
  });
});

describe('Delete', () => {
  it.each([
    ['(201|) 555', '(201|) 55'],
    ['(201)| 555', '(201|) 55'],
    ['(201) |555', '(201|) 55'],
    ['(201) 555|-0123', '(201) 555|-123'],
    ['(201) 555-|0123', '(201) 555|-123'],
    ['|(201) 555', '(|015) 55'],
    ['(|201) 555', '(|015) 55'],
    ['(201) 555-0123|', '(201) 555-0123|'],
    ['(2|', '(2|'],
  ])('%s → %s', (before, after) => {
    expect(show(del(at(before)))).toBe(after);
  });
});

describe('a selection', () => {
  it.each<[string, (s: SelectionState) => EditResult, string]>([
    ['(20[1) 5]55', (s) => type(s, '9'), '(209|) 55'],
    ['(20[1) 5]55', (s) => type(s, '987'), '(209) 87|5-5'],
    ['(20[1) 5]55', backspace, '(20|5) 5'],
    ['(20[1) 5]55', del, '(20|5) 5'],
    ['(20[1) 5]55', cut, '(20|5) 5'],
    ['[(201) 555]', cut, '|'],
    ['[(201) 555]', (s) => type(s, '7'), '(7|'],
    ['[(201)] 555', backspace, '(|555'],
    ['(201) [555]', (s) => edit(s, { kind: 'deleteWordBackward' }), '(201|'],
    ['(201) [555]', (s) => edit(s, { kind: 'deleteToStart' }), '(201|'],
    // Separators only: behaves as a caret there.
    ['(201[) ]555', backspace, '(20|5) 55'],
    ['(201[) ]555', del, '(201|) 55'],
    ['(201[) ]555', (s) => type(s, '9'), '(201) 9|55-5'],
    ['(201[) ]555', cut, '(201) |555'],
    // Typing something that is not kept leaves the selected digits alone.
    ['(20[1) 5]55', (s) => type(s, '+'), '(201) 5|55'],
    // Only ignored characters ('(', a letter) typed over the selection: it goes, as in a plain input.
    ['(20[1) 5]55', (s) => type(s, ''), '(20|5) 5'],
  ])('%s → %s', (before, apply, after) => {
    expect(show(apply(at(before)))).toBe(after);
  });

  it('accepts a backwards or out-of-range selection from the DOM', () => {
    expect(show(backspace({ text: '(201) 555', start: 7, end: 3 }))).toBe('(20|5) 5');
    expect(show(backspace({ text: '(201) 555', start: -4, end: 99 }))).toBe('|');
  });
});

describe('paste in the middle', () => {
  it.each([
    ['(201) |555', '999', '(201) 999|-555'],
    ['(201) 555|', '0123', '(201) 555-0123|'],
    ['|(201) 555', '1', '(1|20) 155-5'],
    ['(201) 555-0123|', '4567', '20155501234567|'],
  ])('%s + paste %s → %s', (before, chars, after) => {
    expect(show(type(at(before), chars))).toBe(after);
  });

  it('regroups a long paste, the caret after its last digit', () => {
    expect(show(type(at('201 |0123'), '555', groupsOfThree))).toBe('201 555| 012 3');
  });
});

describe('word deletes work on the visible groups', () => {
  const back = (s: SelectionState) => edit(s, { kind: 'deleteWordBackward' });
  const forward = (s: SelectionState) => edit(s, { kind: 'deleteWordForward' });
  it.each<[string, (s: SelectionState) => EditResult, string]>([
    ['(201) 555-0123|', back, '(201) 555|'],
    ['(201) 555|-0123', back, '(201|) 012-3'],
    ['(201) 555-|0123', back, '(201|) 012-3'],
    ['(201) 55|5-0123', back, '(201|) 501-23'],
    ['(201|', back, '|'],
    ['(|201', back, '(|201'],
    ['(201|) 555', forward, '(201|'],
    ['(201)| 555', forward, '(201|'],
    ['|(201) 555', forward, '(|555'],
    ['(2|01) 555', forward, '(2|55) 5'],
    ['(201) 555|', forward, '(201) 555|'],
  ])('%s → %s', (before, apply, after) => {
    expect(show(apply(at(before)))).toBe(after);
  });

  it('treats a plus sign as part of its group, and an unformatted text as one word', () => {
    const intl = (s: string) => s.replace(/^(\+\d\d)(?=\d)/, '$1 ');
    expect(show(edit(at('+44 20|'), { kind: 'deleteWordBackward' }, intl))).toBe('+44|');
    expect(show(edit(at('+44 |20'), { kind: 'deleteWordBackward' }, intl))).toBe('|20');
    expect(show(edit(at('+44 20|'), { kind: 'deleteWordBackward' }, plain))).toBe('+44|');
    expect(show(edit(at('+44 |'), { kind: 'deleteWordBackward' }, plain))).toBe('|');
    expect(show(edit(at('2015|550123'), { kind: 'deleteWordBackward' }, plain))).toBe('|550123');
    expect(show(edit(at('2015|550123'), { kind: 'deleteWordForward' }, plain))).toBe('2015|');
  });
});

describe('delete to the start or end of the line', () => {
  it.each<[string, Edit['kind'], string]>([
    ['(201) 5|55', 'deleteToStart', '(|55'],
    ['(201) 5|55', 'deleteToEnd', '(201) 5|'],
    ['|(201) 555', 'deleteToStart', '|(201) 555'],
    ['(201) 555|', 'deleteToEnd', '(201) 555|'],
  ])('%s + %s → %s', (before, kind, after) => {
    expect(show(edit(at(before), { kind } as Edit))).toBe(after);
  });
});

describe('the plus sign', () => {
  it.each([
    ['|', '+', '+|'],
    ['|20', '+', '+|20'],
    ['|', '+44+20', '+4420|'],
    ['[+44]20', '+1', '+1|20'],
    ['[+4420]', '+33', '+33|'],
    // Only as the very first character, and only once.
    ['2|0', '+', '2|0'],
    ['20|', '+', '20|'],
    ['+4|4', '+', '+4|4'],
    ['|+44', '+', '|+44'],
    ['|44', '0+44', '044|44'],
    ['|', '++44', '+44|'],
    // Digits never go in front of a leading plus.
    ['|+44', '1', '+1|44'],
    ['|+44', '12', '+12|44'],
  ])('%s + %s → %s', (before, chars, after) => {
    expect(show(type(at(before), chars, plain))).toBe(after);
  });

  it('can be deleted like any character', () => {
    expect(show(backspace(at('+|44'), plain))).toBe('|44');
    expect(show(del(at('|+44'), plain))).toBe('|44');
  });
});

describe('maxSignificant', () => {
  const max10 = { maxSignificant: 10 };
  it.each([
    ['(201) 555-012|', '34', '(201) 555-0123|', '4'],
    ['(201) 555-0123|', '4', '(201) 555-0123|', '4'],
    ['(201) 555-0|123', '99', '(201) 555-0|123', '99'],
    ['(201) 555-[01]23', '999', '(201) 555-99|23', '9'],
    ['(201) 5|', '123', '(201) 512-3|', undefined],
  ])('%s + %s → %s, rejecting %s', (before, chars, after, rejected) => {
    const result = type(at(before), chars, us, max10);
    expect(show(result)).toBe(after);
    expect(result.rejected).toBe(rejected);
  });

  it('never drops what is already there, and never stops a delete', () => {
    const result = type(at('12345|'), '6', plain, { maxSignificant: 3 });
    expect([show(result), result.rejected]).toEqual(['12345|', '6']);
    expect(show(edit(at('1234|5'), { kind: 'deleteBackward' }, plain, { maxSignificant: 3 }))).toBe('123|5');
    expect(show(type(at('[12]345'), '67', plain, { maxSignificant: 4 }))).toBe('6|345');
  });

  it('reports no ignored plus sign as rejected', () => {
    expect(type(at('2|0'), '+', plain, max10)).not.toHaveProperty('rejected');
  });
});

describe('reconcile: the browser changed the value itself', () => {
  it.each<[string, string, string, Format]>([
    ['(201) 5|', '(201) 55|', '(201) 55|', us],
    ['(201) 5[55]', '(201) 59|', '(201) 59|', us],
    // An IME letter or a stray plus sign is dropped, the caret after the same digit.
    ['(201) 5|', '(201) 5a|', '(201) 5|', us],
    ['(201) 5|', '(201) 5+|', '(201) 5|', us],
    ['(201) 5|55', '(201) 5+|55', '(201) 5|55', us],
    // An already formatted value keeps its caret exactly.
    ['(201) |555', '(20|1) 555', '(20|1) 555', us],
    ['|+44', '1|+44', '+1|44', plain],
    ['|', '+1 (201) 555-0123|', '+12015550123|', us],
    ['|', '2015550123|', '(201) 555-0123|', us],
    ['(201) 555|', '(2015) 555|', '(201) 555-5|', us],
    ['(201) 555|', '(201|', '(201|', us],
    ['1 234|', '1 2345|', '12 345|', fromRight],
  ])('%s, DOM %s → %s', (previous, dom, after, format) => {
    expect(show(reconcile(at(previous), at(dom), format))).toBe(after);
  });

  it('holds back what goes beyond maxSignificant', () => {
    const result = reconcile(at('(201) 555-012|'), at('(201) 555-01234|'), us, { maxSignificant: 10 });
    expect([show(result), result.rejected]).toEqual(['(201) 555-0123|', '4']);
    const middle = reconcile(at('(201) 5|55-0123'), at('(201) 5987|55-0123'), us, { maxSignificant: 11 });
    expect([show(middle), middle.rejected]).toEqual(['20159|550123', '87']);
  });
});
