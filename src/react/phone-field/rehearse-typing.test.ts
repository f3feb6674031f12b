import { getCountries } from 'libphonenumber-js/core';
import { describe, expect, it } from 'vitest';
import { loadFullRules, MIN_METADATA } from '../../phone/metadata/metadata';
import { exampleNumber } from '../../phone/plan/example-number';
import { fieldDetails } from './field-details';
import { fieldReducer, initialFieldState } from './field-state';
import { rehearseTyping } from './rehearse-typing';

describe('rehearseTyping', () => {
  it('types every country’s example number to the end, key by key, as the field shows it typed', async () => {
    const full = await loadFullRules();
    for (const metadata of [MIN_METADATA, full])
      for (const country of getCountries(MIN_METADATA)) {
        const example = exampleNumber(country);
        if (!example) continue;
        const states = rehearseTyping(country, metadata);
        const digits = example.replace(/\D/g, '');
        expect(states, country).toHaveLength(digits.length);
        const last = states.at(-1);
        expect(last?.text, country).toBe(example);
        // The last key's reading is what the field tells its parent for that number: the example is valid there.
        if (last) expect(fieldDetails(last).validation.status, country).toBe('valid');
      }
  });

  it('walks the very states the reducer reaches for those keys, from a field with nothing typed', () => {
    const states = rehearseTyping('GB', MIN_METADATA);
    let state = initialFieldState(undefined, 'GB');
    for (const [i, digit] of [...'07400123456'].entries()) {
      const at = { text: state.text, start: state.text.length, end: state.text.length };
      state = fieldReducer(state, {
        type: 'edit',
        selection: at,
        edit: { kind: 'insert', significant: digit },
      });
      expect(states[i]?.text).toBe(state.text);
      expect(states[i]?.caret).toBe(state.caret);
    }
  });

  it('hands each step’s reading to `read`, as the hook hands its own to the view’s words', () => {
    const readings: string[] = [];
    const states = rehearseTyping('US', MIN_METADATA, (details) => readings.push(details.validation.status));
    expect(readings).toHaveLength(states.length);
    expect(readings.at(0)).toBe('too-short');
    expect(readings.at(-1)).toBe('valid');
  });

  it('rehearses nothing where there is no country to type for', () => {
    expect(rehearseTyping(undefined, MIN_METADATA)).toEqual([]);
  });
});
