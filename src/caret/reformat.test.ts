import { describe, expect, it } from 'vitest';
import { reformat } from './reformat';
import { at, show } from './test-helpers';

// A stand-in format so the caret engine is tested apart from any phone rules.
const groupsOfThree = (s: string) => s.replace(/(\d{3})(?=\d)/g, '$1 ');

describe('reformat', () => {
  it.each([
    ['1234|', '123 4|'],
    ['12|34', '12|3 4'],
    ['123| 4', '123| 4'],
    ['|1234', '|123 4'],
    ['1-2-3-4-5|', '123 45|'],
    ['|', '|'],
  ])('%s → %s', (input, expected) => {
    const state = at(input);
    expect(show(reformat(state, groupsOfThree))).toBe(expected);
  });
});
