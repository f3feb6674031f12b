import type { CountryCode } from 'libphonenumber-js/core';
import fc from 'fast-check';
import { MAX_RULES } from '../../phone/judge/test-helpers';
import { describe, expect, it } from 'vitest';
import type { Edit } from '../../caret/edit';
import { at, show } from '../../caret/test-helpers';
import { fieldReducer, initialFieldState, type FieldAction, type FieldState } from './field-state';

/** A field in a country showing a marked text, as if the user had typed it. */
function field(marked: string, country: CountryCode | undefined = 'US'): FieldState {
  const { text, caret } = at(marked);
  const state = initialFieldState('', country);
  return { ...state, text, caret };
}

const selectionOf = (state: FieldState) => ({ text: state.text, start: state.caret, end: state.caret });
const run = (state: FieldState, edit: Edit) =>
  fieldReducer(state, { type: 'edit', selection: selectionOf(state), edit });
const type = (state: FieldState, keys: string) =>
  [...keys].reduce((s, key) => run(s, { kind: 'insert', significant: key }), state);
const backspace = (state: FieldState) => run(state, { kind: 'deleteBackward' });
const del = (state: FieldState) => run(state, { kind: 'deleteForward' });
const withFullRules = (state: FieldState) => fieldReducer(state, { type: 'rules-loaded', rules: MAX_RULES });
const paste = (state: FieldState, pasted: string) =>
  fieldReducer(state, { type: 'paste', selection: selectionOf(state), pasted });

describe('typing and deleting keep the caret after the same digit', () => {
  it.each([
    ['|', '2015550123', '(201) 555-0123|'],
    ['(201) |555', '9', '(201) 9|55-5'],
    ['|(201) 555', '9', '(9|20) 155-5'],
  ])('type into %s: %s → %s', (start, keys, expected) => {
    expect(show(type(field(start), keys))).toBe(expected);
  });

  it.each([
    ['(201) |555', '(20|5) 55'],
    ['(201) 5|55', '(201|) 55'],
    ['(201) 555-|0123', '(201) 55|0-123'],
    ['|(201) 555', '|(201) 555'],
  ])('Backspace in %s → %s', (start, expected) => {
    expect(show(backspace(field(start)))).toBe(expected);
  });

  it.each([
    ['(201|) 555', '(201|) 55'],
    ['(201) 555|', '(201) 555|'],
  ])('Delete in %s → %s', (start, expected) => {
    expect(show(del(field(start)))).toBe(expected);
  });
});

describe('the digits choose the country', () => {
  it('switches on + and a calling code, and says so', () => {
    const state = type(field('|'), '+44');
    expect(state.country).toBe('GB');
    expect(state.notice).toEqual({ kind: 'country-changed', country: 'GB' });
    expect(show(type(state, '2079460958'))).toBe('+44 20 7946 0958|');
  });

  it('understands the US international prefix 011, and shows it as +', () => {
    const state = type(field('|'), '011442079460958');
    expect(state).toMatchObject({ country: 'GB', text: '+44 20 7946 0958' });
  });

  it('moves a US pick to Canada as soon as a Canadian area code is typed (full rules), and back when it is deleted', () => {
    const full = withFullRules(field('|'));
    expect(type(full, '43').country).toBe('US');
    const canadian = type(full, '438');
    expect(canadian).toMatchObject({ country: 'CA', picked: 'US', countrySource: 'digits' });
    expect(type(canadian, '5550123')).toMatchObject({ country: 'CA', text: '(438) 555-0123' });
    expect(backspace(canadian).country).toBe('US');
  });

  it('decides a shared code’s whole number as libphonenumber-js does, with the small rules already', () => {
    // The small metadata carries the patterns of codes several countries share: +1 438 is Canadian in it too.
    const small = type(field('|'), '4385550123');
    expect(small).toMatchObject({ country: 'CA', text: '(438) 555-0123' });
    expect(withFullRules(small).country).toBe('CA');
  });

  it('returns to the person’s own country when the number is erased, not to the last one it switched to', () => {
    const russian = type(field('|', 'GB'), '+79123456789');
    expect(russian.country).toBe('RU');
    const erased = [...'+79123456789'].reduce((state) => backspace(state), russian);
    expect(erased).toMatchObject({ text: '', country: 'GB', picked: 'GB' });
    // The next national number is read as the person's own country's.
    expect(type(erased, '07400123456').country).toBe('GB');
  });

  it('a country the field does not take is never the pick: national digits typed next are read in the one shown', () => {
    const limited = (marked: string) => ({ ...field(marked, 'GB'), accepted: ['GB', 'IE'] as CountryCode[] });
    const french = type(limited('|'), '+33142685300');
    expect(french).toMatchObject({ country: 'GB', picked: 'GB' });
    // Typed over (select all, then the digits): read in the UK, as the button says.
    const over = type({ ...french, text: '', caret: 0 }, '02079460958');
    expect(over).toMatchObject({ text: '020 7946 0958', country: 'GB', picked: 'GB' });
    // A calling code one of its countries shares still picks that one (+353 → Ireland).
    expect(type(limited('|'), '+353').picked).toBe('IE');
  });

  it('a value emptied from outside (a form library’s reset) returns to the person’s own country', () => {
    const french = type(field('|', 'GB'), '+33142685300');
    expect(french.picked).toBe('FR');
    const emptied = fieldReducer(french, { type: 'set-value', value: '' });
    expect(emptied).toMatchObject({ text: '', country: 'GB', picked: 'GB' });
  });

  it('Saint Lucia picked: a local number typed key by key stays Saint Lucian (758 is added, as pasted)', () => {
    let state = withFullRules(field('|', 'LC'));
    for (const key of '2345678') {
      state = type(state, key);
      expect(state.country).toBe('LC');
    }
  });

  it('never lets an automatic switch stick: +44 7624 is the Isle of Man, +44 7 again the pick', () => {
    const manx = type(withFullRules(field('|', 'GB')), '+447624');
    expect(manx.country).toBe('IM');
    expect(backspace(backspace(backspace(manx))).country).toBe('GB');
  });

  it.each([
    ['GB', '+447700900123', 'GB', 'a drama number, valid nowhere: the pick'],
    ['US', '+447700900123', 'GB', 'valid nowhere: the calling code’s main country'],
    ['IM', '07400123456', 'GB', 'a whole UK mobile, though the Isle of Man was picked'],
    ['GB', '08070313000', 'GB', 'valid nowhere: never the Isle of Man'],
  ] as const)(
    '%s picked, %s typed key by key: never the Isle of Man part-way, %s at the end (%s)',
    (pick, keys, expected, _why) => {
      let state = withFullRules(field('|', pick));
      for (const key of keys) {
        state = type(state, key);
        if (pick !== 'IM') expect(state.country).not.toBe('IM');
      }
      expect(state.country).toBe(expected);
    },
  );

  it('shows no country for a non-geographic number', () => {
    expect(type(field('|'), '+80012345678')).toMatchObject({ country: undefined, text: '+800 1234 5678' });
  });
});

describe('paste', () => {
  it('replaces the field with a full international number and keeps the extension apart', () => {
    const state = paste(field('(201) 5|'), 'tel:+44-20-7946-0958;ext=12');
    expect(state).toMatchObject({ text: '+44 20 7946 0958', country: 'GB', extension: '12' });
  });

  it.each([
    ['US', '0044 20 7946 0958'],
    ['DE', '0044 20 7946 0958'],
    ['US', '011 44 20 7946 0958'],
  ] as const)('reads an international prefix pasted in %s as + (%s)', (country, pasted) => {
    expect(paste(field('|', country), pasted)).toMatchObject({ text: '+44 20 7946 0958', country: 'GB' });
  });

  it('inserts national digits where the caret is', () => {
    expect(show(paste(field('(201) |0123'), '555-'))).toBe('(201) 555|-0123');
  });

  it('reports a cut paste and keeps what fits', () => {
    const state = paste(field('|'), '+1 201 555 0123 ' + 'a'.repeat(300));
    expect(state.text).toBe('+1 201 555 0123');
    expect(state.notice).toMatchObject({ kind: 'paste-truncated', limit: 250 });
  });

  it('says when nothing in the text was a number, and changes nothing', () => {
    const start = field('(201) |');
    const state = paste(start, '<script>alert("x")</script>');
    expect(state.text).toBe(start.text);
    expect(state.notice).toEqual({ kind: 'nothing-to-paste' });
  });
});

describe('undo and redo', () => {
  it('restore earlier values, a typed run at a time', () => {
    let state = type(field('|'), '201');
    state = paste(state, '5550123');
    expect(state.text).toBe('(201) 555-0123');
    state = fieldReducer(state, { type: 'undo' });
    expect(state.text).toBe('(201)');
    state = fieldReducer(state, { type: 'redo' });
    expect(state.text).toBe('(201) 555-0123');
  });
});

describe('picking a country', () => {
  it('swaps the calling code of an international number and keeps the rest', () => {
    const state = fieldReducer(type(field('|'), '+4930123456'), { type: 'select-country', country: 'AT' });
    expect(state).toMatchObject({ country: 'AT', text: '+43 3012 3456' });
  });

  it('keeps national digits as they are', () => {
    const state = fieldReducer(type(field('|'), '2015550123'), { type: 'select-country', country: 'CA' });
    expect(state).toMatchObject({ country: 'CA', text: '(201) 555-0123' });
  });
});

it('a controlled value is shown as its country writes it', () => {
  const state = fieldReducer(field('|'), { type: 'set-value', value: '+442079460958' });
  expect(state).toMatchObject({ text: '020 7946 0958', country: 'GB' });
});

describe('any session of edits, pastes and country picks', () => {
  const action = fc.oneof(
    fc.record({ kind: fc.constant('insert' as const), significant: fc.stringMatching(/^\+?\d{0,3}$/) }),
    fc.constantFrom<Edit>(
      { kind: 'deleteBackward' },
      { kind: 'deleteForward' },
      { kind: 'deleteWordBackward' },
    ),
    fc.record({ paste: fc.string({ maxLength: 40 }) }),
    fc.record({ country: fc.constantFrom<CountryCode>('US', 'GB', 'DE', 'JE', 'RU', 'FR') }),
    fc.constantFrom({ history: 'undo' as const }, { history: 'redo' as const }),
  );

  it('never throws, keeps the caret in bounds and shows what the formatter shows', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(action, fc.nat(), fc.nat()), { maxLength: 25 }), (steps) => {
        let state = field('|');
        for (const [step, a, b] of steps) {
          const start = Math.min(a, b) % (state.text.length + 1);
          const end = Math.max(start, Math.max(a, b) % (state.text.length + 1));
          const selection = { text: state.text, start, end };
          let next: FieldAction;
          if ('paste' in step) next = { type: 'paste', selection, pasted: step.paste };
          else if ('country' in step) next = { type: 'select-country', country: step.country };
          else if ('history' in step) next = { type: step.history };
          else next = { type: 'edit', selection, edit: step };
          state = fieldReducer(state, next);
          expect(state.caret).toBeGreaterThanOrEqual(0);
          expect(state.caret).toBeLessThanOrEqual(state.text.length);
          expect(state.text).toMatch(/^[\d+\s()\-./]*$/);
        }
      }),
      { numRuns: 300 },
    );
  });
});

it('turns the international prefix into + with the caret after the same digit', () => {
  expect(show(type(field('|', 'DE'), '0049'))).toBe('+49|');
  expect(show(type(field('|', 'RU'), '81033'))).toBe('+33|');
});

it('reads the prefix apart from a calling code made of the same digits (US 011 then +1)', () => {
  expect(show(type(field('|', 'US'), '01112015550123'))).toBe('+1 201 555 0123|');
  expect(show(type(field('|', 'FR'), '001'))).toBe('+1|');
});

describe('an extension belongs to its number', () => {
  const pasted = () => paste(field('|', 'GB'), '+44 20 7946 0958 ext. 123');

  it('is kept apart from a pasted number and stays while the number is edited', () => {
    expect(pasted()).toMatchObject({ text: '+44 20 7946 0958', extension: '123' });
    expect(backspace(pasted()).extension).toBe('123');
  });

  it('goes when the number is cleared', () => {
    let state = pasted();
    while (state.text !== '') state = backspace(state);
    expect(state.extension).toBeUndefined();
    expect(type(state, '+12025550143').extension).toBeUndefined();
  });

  it('goes when the whole number is typed over or replaced by a paste without one', () => {
    const state = pasted();
    const all = { text: state.text, start: 0, end: state.text.length };
    expect(
      fieldReducer(state, { type: 'edit', selection: all, edit: { kind: 'insert', significant: '2' } })
        .extension,
    ).toBeUndefined();
    expect(
      fieldReducer(state, { type: 'paste', selection: all, pasted: '+1 202 555 0143' }).extension,
    ).toBeUndefined();
  });
});

describe('an extension typed after the number has its own place', () => {
  const act = (state: FieldState, action: FieldAction) => fieldReducer(state, action);

  it('an extension key after the digits starts an empty extension; its digits are kept, anything else dropped', () => {
    let state = type(field('|'), '2125550100');
    state = act(state, { type: 'start-extension' });
    expect(state.extension).toBe('');
    state = act(state, { type: 'set-extension', extension: 'xt. 1٢3' });
    expect(state.extension).toBe('123');
    expect(state.text).toBe('(212) 555-0100');
  });

  it('with no digits typed there is nothing to extend', () => {
    expect(act(field('|'), { type: 'start-extension' }).extension).toBeUndefined();
    expect(act(type(field('|'), '+'), { type: 'start-extension' }).extension).toBeUndefined();
  });

  it('removing it, or clearing the number, leaves no extension behind', () => {
    let state = act(type(field('|'), '2125550100'), { type: 'start-extension' });
    state = act(state, { type: 'set-extension', extension: '45' });
    expect(act(state, { type: 'remove-extension' }).extension).toBeUndefined();
    for (let i = 0; i < 10; i++) state = backspace(state);
    expect(state.text).toBe('');
    expect(state.extension).toBeUndefined();
  });

  it('setting an extension that was never started does nothing', () => {
    const state = type(field('|'), '2125550100');
    expect(act(state, { type: 'set-extension', extension: '12' })).toBe(state);
  });
});
