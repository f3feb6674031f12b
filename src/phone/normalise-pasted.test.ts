import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PASTE_LENGTH, normalisePasted, significantOfTyped } from './normalise-pasted';

describe('normalisePasted', () => {
  it.each([
    ['+1 (201) 555-0123', '+12015550123', undefined],
    ['tel:+1-201-555-0123', '+12015550123', undefined],
    ['tel:+1-201-555-0123;ext=456', '+12015550123', '456'],
    ['TEL:%2B44%2020%207946%200958', '+442079460958', undefined],
    ['tel:+33-1-23-45-67-89;phone-context=example.com', '+33123456789', undefined],
    ['+44 (0)20 7946 0958', '+442079460958', undefined],
    ['+44(0)2079460958', '+442079460958', undefined],
    ['0044 20 7946 0958', '+442079460958', undefined],
    ['00 49 30 123456', '+4930123456', undefined],
    ['020 7946 0958', '02079460958', undefined],
    ['201.555.0123', '2015550123', undefined],
    ['201\u00A0555\u00A00123', '2015550123', undefined],
    ['\u200E+1\u2009201\u202F555\u20030123\u200F', '+12015550123', undefined],
    ['＋４４ ２０ ７９４６ ０９５８', '+442079460958', undefined],
    ['+٩٧١ ٥٠ ١٢٣ ٤٥٦٧', '+971501234567', undefined],
    ['۰۹۱۲ ۳۴۵ ۶۷۸۹', '09123456789', undefined],
    ['+91 ९८७६५ ४३२१०', '+919876543210', undefined],
    ['(201) 555-0123 ext. 45', '2015550123', '45'],
    ['(201) 555-0123 x45', '2015550123', '45'],
    ['(201) 555-0123 #45', '2015550123', '45'],
    ['+1 201 555 0123 extension 7', '+12015550123', '7'],
    ['1-800-FLOWERS', '18003569377', undefined],
    ['1-800-FLOWERS ext 12', '18003569377', '12'],
    ['Call me on +1 202-555-0123 tomorrow', '+12025550123', undefined],
    ['Mobile: 07400 123456.', '07400123456', undefined],
    ['On 12/03 call 020 7946 0958', '02079460958', undefined],
    ['+800 1234 5678', '+80012345678', undefined],
    ['[+49] 30-123-456', '+4930123456', undefined],
  ])('%s → %s (extension %s)', (pasted, typed, extension) => {
    const result = normalisePasted(pasted);
    expect(result.found).toBe(true);
    expect(result.typed).toBe(typed);
    expect(result.extension).toBe(extension);
    expect(result.truncatedAt).toBeUndefined();
  });

  it.each(['', '   ', 'hello', '<img src=x onerror=alert()>', '😀📞', '+', '()-.'])(
    'finds no number in %j',
    (pasted) => {
      expect(normalisePasted(pasted)).toMatchObject({ typed: '', found: false });
    },
  );

  it('reads HTML and script as plain text: only their digits count', () => {
    expect(normalisePasted('<script>alert(1)</script>')).toMatchObject({ typed: '1', found: true });
    expect(normalisePasted('<b onclick="x()">+1 201 555 0123</b>').typed).toBe('+12015550123');
  });

  it('cuts input over the limit and says how much was left out', () => {
    const long = '+1 201 555 0123 ' + 'x'.repeat(10_000);
    const result = normalisePasted(long);
    expect(result).toMatchObject({ typed: '+12015550123', truncatedAt: MAX_PASTE_LENGTH, droppedCount: long.length - 250 });
  });

  it('returns for a million characters of digits or junk (no backtracking)', () => {
    expect(normalisePasted('1'.repeat(1_000_000)).typed).toBe('1'.repeat(250));
    expect(normalisePasted('- '.repeat(500_000)).found).toBe(false);
    expect(normalisePasted('1-'.repeat(500_000)).typed).toBe('1'.repeat(125));
  });

  it('never drops, adds or reorders a digit of a number made of digits and separators', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...'0123456789'), fc.constantFrom(' ', '-', '.', '(', ')', '\u00A0')), { maxLength: 60 }),
        (chars) => {
          const text = chars.join('');
          const digits = text.replace(/\D/g, '');
          const result = normalisePasted(text);
          if (digits === '') {
            expect(result.found).toBe(false);
            return;
          }
          // '00' + a calling code becomes '+' + the code: the digits after the 00 are kept in order.
          const expected = result.typed.startsWith('+') ? digits.slice(2) : digits;
          expect(result.typed.replace('+', '')).toBe(expected);
        },
      ),
    );
  });

  it('gives only a plus and digits for any text, never throwing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const result = normalisePasted(text);
        expect(result.typed).toMatch(/^\+?\d*$/);
        expect(result.found).toBe(/\d/.test(result.typed));
      }),
    );
  });
});

describe('significantOfTyped', () => {
  it.each([
    ['5', '5'],
    ['٥', '5'],
    ['５', '5'],
    ['＋', '+'],
    ['a', ''],
    [' ', ''],
  ])('%s → %j', (data, expected) => {
    expect(significantOfTyped(data)).toBe(expected);
  });
});
