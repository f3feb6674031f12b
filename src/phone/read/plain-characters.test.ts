import { describe, expect, it } from 'vitest';
import { plainCharacters } from './plain-characters';

describe('plainCharacters', () => {
  it.each([
    ['+44 20', '+44 20'],
    ['\u200E＋٤٤\u00A0(٠)\u2011٢٠', '+44 (0)-20'],
    ['\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200B\u200C\u200D\u2060\uFEFF\u00AD', ''],
    ['1\u20002\u30003\u202F4\t5', '1 2 3 4 5'],
    ['1\n2\r\n3\u20284', '1\n2\n\n3\n4'],
    ['1\u20132\u20143\u22124\u30FC5\uFE636', '1-2-3-4-5-6'],
    ['（１）', '(1)'],
    ['﹢1', '+1'],
    ['Tel', 'Tel'],
  ])('%j → %j', (text, expected) => {
    expect(plainCharacters(text)).toBe(expected);
  });
});
