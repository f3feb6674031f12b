import { describe, expect, it } from 'vitest';
import { findPhoneRuns, keypadDigit } from './phone-runs';

const runsOf = (text: string) => findPhoneRuns(text).map(({ plus, digits }) => (plus ? '+' : '') + digits);

describe('findPhoneRuns', () => {
  it.each([
    ['+1 202-555-0123', ['+12025550123']],
    ['Call me on +1 202-555-0123 tomorrow', ['+12025550123']],
    ['On 12/03 call 020 7946 0958', ['1203', '02079460958']],
    ['1-800-FLOWERS', ['18003569377']],
    ['1-800-flowers', ['18003569377']],
    ['0800 FLOWERS', ['08003569377']],
    ['1 800 got junk', ['1800']],
    ['CALL 555-0123 NOW', ['5550123']],
    ['+44 20 7946 0958 CALL', ['+442079460958']],
    ['1-800-FLOWERS-NOW-PLEASE', ['18003569377669']],
    ['555-0123x45', ['5550123', '45']],
    ['555-0123 ext. 45', ['5550123', '45']],
    ['020 7946 0958\n07400 123456', ['02079460958', '07400123456']],
    ['a+b', []],
    ['+ (44) 20', ['+4420']],
    ['++44', ['+44']],
  ])('%j → %j', (text, expected) => {
    expect(runsOf(text)).toEqual(expected);
  });

  it('gives where each run starts and ends', () => {
    expect(findPhoneRuns('Tel (020) 7946-0958 now')).toEqual([
      { start: 5, end: 19, plus: false, digits: '02079460958', letters: 0 },
    ]);
  });
});

describe('keypadDigit reads letters on the E.161 keypad', () => {
  it.each([
    ['A', '2'],
    ['c', '2'],
    ['P', '7'],
    ['S', '7'],
    ['V', '8'],
    ['Z', '9'],
    ['é', ''],
  ])('%s → %j', (letter, digit) => {
    expect(keypadDigit(letter)).toBe(digit);
  });
});
