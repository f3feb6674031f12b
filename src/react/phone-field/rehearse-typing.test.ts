import { getCountries } from 'libphonenumber-js/core';
import { describe, expect, it, vi } from 'vitest';
import * as judgement from '../../phone/judge/judgement';
import { loadFullRules } from '../../phone/judge/load-full-rules';
import { SMALL_RULES } from '../../phone/judge/rules';
import { MIN_METADATA } from '../../phone/metadata/metadata';
import { exampleNumber } from '../../phone/read/example-number';
import { fieldReducer, initialFieldState } from './field-state';
import { rehearseTyping } from './rehearse-typing';

describe('rehearseTyping', () => {
  it('types every country’s example number to the end, key by key, as the field shows it typed', async () => {
    const full = await loadFullRules();
    for (const rules of [SMALL_RULES, full])
      for (const country of getCountries(MIN_METADATA)) {
        const example = exampleNumber(country);
        if (!example) continue;
        expect(rehearseTyping(initialFieldState(undefined, country, rules)).text, country).toBe(example);
      }
  });

  it('reaches the very state the reducer reaches for those keys, from the blank state it is given', () => {
    const blank = initialFieldState(undefined, 'GB');
    let state = blank;
    for (const digit of '07400123456') {
      const at = { text: state.text, start: state.text.length, end: state.text.length };
      state = fieldReducer(state, {
        type: 'edit',
        selection: at,
        edit: { kind: 'insert', significant: digit },
      });
    }
    const last = rehearseTyping(blank);
    expect([last.text, last.caret, last.country]).toEqual([state.text, state.caret, state.country]);
    // Nothing of it is kept: the state it was given is as it was.
    expect(blank.text).toBe('');
  });

  it('reads each step as the field does, once per key: too short until the last key makes it valid', () => {
    const judge = vi.spyOn(judgement, 'judge');
    try {
      rehearseTyping(initialFieldState(undefined, 'US'));
      const statuses = judge.mock.results.map(
        (result) => (result.value as judgement.Verdict).validation.status,
      );
      expect(statuses).toEqual([...Array<string>(9).fill('too-short'), 'valid']);
    } finally {
      judge.mockRestore();
    }
  });

  it('rehearses nothing where there is no country to type for', () => {
    const blank = initialFieldState(undefined, undefined);
    expect(rehearseTyping(blank)).toBe(blank);
  });
});
