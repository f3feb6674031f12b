import fc from 'fast-check';
import { getCountries, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/max/metadata';
import { describe, expect, it } from 'vitest';
import type { CountryCode } from '../plan/countries';
import { describeEntry } from '../judge/describe-entry';
import { MAX_RULES } from '../judge/test-helpers';
import { MAX_PASTE_LENGTH, normalisePasted, significantOfTyped } from './normalise-pasted';
import { plainCharacters } from './plain-characters';

describe('normalisePasted reads the number out of whatever was pasted or autofilled', () => {
  it.each([
    // pasted, typed, extension
    ['+1 (201) 555-0123', '+12015550123', undefined],
    ['tel:+1-201-555-0123', '+12015550123', undefined],
    ['tel:+1-201-555-0123;ext=456', '+12015550123', '456'],
    ['TEL:%2B44%2020%207946%200958', '+442079460958', undefined],
    ['tel:+33-1-23-45-67-89;phone-context=example.com', '+33123456789', undefined],
    ['tel:7946-0958;phone-context=+44-20', '+442079460958', undefined],
    ['+44 (0)20 7946 0958', '+442079460958', undefined],
    ['+44(0)2079460958', '+442079460958', undefined],
    ['+44 ( 0 ) 20 7946 0958', '+442079460958', undefined],
    ['0044 (0)20 7946 0958', '00442079460958', undefined],
    ['+39 (0)6 1234 5678', '+390612345678', undefined],
    ['0044 20 7946 0958', '00442079460958', undefined],
    ['011 44 20 7946 0958', '011442079460958', undefined],
    ['020 7946 0958', '02079460958', undefined],
    ['+442079460958', '+442079460958', undefined],
    ['201.555.0123', '2015550123', undefined],
    ['030/1234567', '0301234567', undefined],
    ['[+49] 30-123-456', '+4930123456', undefined],
    ['201\u00A0555\u00A00123', '2015550123', undefined],
    ['\u200E+1\u2009201\u202F555\u20030123\u200F', '+12015550123', undefined],
    ['\u2066+44 20 7946 0958\u2069', '+442079460958', undefined],
    ['+44\u200B20\uFEFF7946\u00AD0958', '+442079460958', undefined],
    ['201\u2013555\u20140123', '2015550123', undefined],
    ['＋４４ ２０ ７９４６ ０９５８', '+442079460958', undefined],
    ['（０２０）７９４６－０９５８', '02079460958', undefined],
    ['+٩٧١ ٥٠ ١٢٣ ٤٥٦٧', '+971501234567', undefined],
    ['۰۹۱۲ ۳۴۵ ۶۷۸۹', '09123456789', undefined],
    ['+91 ९८७६५ ४३२१०', '+919876543210', undefined],
    ['০১৭১১ ১২৩৪৫৬', '01711123456', undefined],
    ['𝟎𝟐𝟎 𝟕𝟗𝟒𝟔 𝟎𝟗𝟓𝟖', '02079460958', undefined],
    ['(201) 555-0123 ext. 45', '2015550123', '45'],
    ['(201) 555-0123 Ext: 45', '2015550123', '45'],
    ['(201) 555-0123 extension 7', '2015550123', '7'],
    ['(201) 555-0123 x45', '2015550123', '45'],
    ['555-0123x45', '5550123', '45'],
    ['(201) 555-0123 #45', '2015550123', '45'],
    ['+1 201 555 0123;ext=45', '+12015550123', '45'],
    ['+1 201 555 0123, ext. 45', '+12015550123', '45'],
    ['1-800-FLOWERS', '18003569377', undefined],
    ['1-800-flowers', '18003569377', undefined],
    ['1-800-GOT-JUNK', '18004685865', undefined],
    ['+1 800 GOT JUNK', '+18004685865', undefined],
    ['0800 FLOWERS', '08003569377', undefined],
    ['1-800-FLOWERS ext 12', '18003569377', '12'],
    ['Call me on +1 202-555-0123 tomorrow', '+12025550123', undefined],
    ['Call me on 1-800-FLOWERS', '18003569377', undefined],
    ['CALL 555-0123 NOW', '5550123', undefined],
    ['Mobile: 07400 123456.', '07400123456', undefined],
    ['On 12/03 call 020 7946 0958', '02079460958', undefined],
    ['Order 12 — call 020 7946 0958', '02079460958', undefined],
    ['Tel +44 20 7946 0958 / +44 20 7946 0959', '+442079460958', undefined],
    ['020 7946 0958\n07400 123456', '02079460958', undefined],
    ['+800 1234 5678', '+80012345678', undefined],
    ['<b onclick="x()">+1 201 555 0123</b>', '+12015550123', undefined],
    ['1', '1', undefined],
    ['+4', '+4', undefined],
    ['+1 (', '+1', undefined],
  ])('%j → %s (extension %s)', (pasted, typed, extension) => {
    // The numbers of a paste holding several are tested below.
    expect(normalisePasted(pasted)).toMatchObject({
      typed,
      extension,
      found: true,
      truncatedAt: undefined,
      droppedCount: 0,
    });
  });

  it.each([
    '',
    '   ',
    'hello',
    '+',
    '()-.',
    '😀📞',
    'x1',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'Call me on',
    '&#43;',
  ])('finds no number in %j', (pasted) => {
    expect(normalisePasted(pasted)).toMatchObject({ typed: '', extension: undefined, found: false });
  });

  it.each([
    ['0044 20 7946 0958', 'US', '+442079460958', 'the US dials 011: 00 would be read as a national number'],
    ['0044 20 7946 0958', undefined, '+442079460958', 'no country to read 00 for'],
    ['00 1 201 555 0123', 'US', '+12015550123', ''],
    ['0044 20 7946 0958', 'DE', '00442079460958', 'Germany dials 00: it stays, AsYouType reads it'],
    ['011 44 20 7946 0958', 'US', '011442079460958', 'the US’s own prefix stays'],
    ['0099 123', 'US', '0099123', 'no calling code 99: not an international number'],
    ['Ref 1234567, phone 020 7946 0958', 'GB', '02079460958', 'the first valid number for the country wins'],
    ['Ref 1234567, phone 020 7946 0958', undefined, '1234567', 'without a country, the first long run'],
  ] as const)('%j with %s selected → %s (%s)', (pasted, country, typed, _why) => {
    expect(normalisePasted(pasted, { country }).typed).toBe(typed);
  });

  it('cuts input over the limit and says how much was left out', () => {
    const long = `+1 201 555 0123 ${'x'.repeat(10_000)}`;
    expect(normalisePasted(long)).toEqual({
      typed: '+12015550123',
      extension: undefined,
      found: true,
      numbers: [],
      truncatedAt: MAX_PASTE_LENGTH,
      droppedCount: long.length - MAX_PASTE_LENGTH,
      phoneword: false,
      doubleZero: false,
      several: false,
    });
    expect(MAX_PASTE_LENGTH).toBe(250);
    expect(normalisePasted('1'.repeat(MAX_PASTE_LENGTH)).truncatedAt).toBeUndefined();
  });

  it.each([
    ['10,000 digits', '1'.repeat(10_000), '1'.repeat(250)],
    ['a million digits', '7'.repeat(1_000_000), '7'.repeat(250)],
    ['a million digits and dashes', '1-'.repeat(500_000), '1'.repeat(125)],
    ['10,000 characters of junk', '<(['.repeat(3_334), ''],
    ['a million spaces and dashes', '- '.repeat(500_000), ''],
    ['a million plus signs', '+'.repeat(1_000_000), ''],
    ['a million letters', 'ab'.repeat(500_000), ''],
    ['a million Arabic digits', '٣'.repeat(1_000_000), '3'.repeat(250)],
  ])('returns for %s, cut at the limit', (_what, pasted, typed) => {
    expect(normalisePasted(pasted)).toMatchObject({
      typed,
      truncatedAt: MAX_PASTE_LENGTH,
      droppedCount: pasted.length - MAX_PASTE_LENGTH,
    });
  });
});

function isSubsequence(part: string, whole: string): boolean {
  let at = 0;
  for (const char of part) {
    at = whole.indexOf(char, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

describe('pasted or autofilled, then described, the number lands in the right country', () => {
  it.each([
    // pasted or autofilled, selected, country, text
    ['020 7946 0958', 'GB', 'GB', '020 7946 0958'],
    ['+442079460958', 'US', 'GB', '+44 20 7946 0958'],
    ['+44 (0)20 7946 0958', 'US', 'GB', '+44 20 7946 0958'],
    ['07797 900123', 'GB', 'JE', '07797 900123'],
    ['(438) 555-0123', 'US', 'CA', '(438) 555-0123'],
    ['tel:+1-201-555-0123', 'CA', 'US', '+1 201 555 0123'],
    ['0044 20 7946 0958', 'DE', 'GB', '00 44 20 7946 0958'],
    ['0044 20 7946 0958', 'US', 'GB', '+44 20 7946 0958'],
    ['+٧ ٧٠١ ٢٣٤ ٥٦٧٨', 'RU', 'KZ', '+7 701 234 5678'],
  ] as const)('%j with %s selected → %s, shown as %j', (pasted, selected, country, text) => {
    const { typed } = normalisePasted(pasted, { country: selected as CountryCode });
    expect(describeEntry(typed, selected, MAX_RULES)).toMatchObject({ country, text });
  });
});

describe('an international prefix written with a wait for the dial tone (~)', () => {
  const example = parsePhoneNumberFromString('+442079460958', maxMetadata);
  // The countries whose way of dialling abroad libphonenumber-js writes with '~' ('8~10' from Russia).
  const fromCountries = getCountries(maxMetadata).filter((from) =>
    example?.format('IDD', { fromCountry: from })?.includes('~'),
  );
  it.each(fromCountries)('from %s keeps every digit of it', (from) => {
    const written = example?.format('IDD', { fromCountry: from }) ?? '';
    const { typed } = normalisePasted(written, { country: from });
    expect(typed.replace(/\D/g, '')).toBe(written.replace(/\D/g, ''));
  });
  it('is an international prefix in some countries', () => expect(fromCountries.length).toBeGreaterThan(0));
});

const separators = [' ', '-', '.', '/', '\u00A0', '\u2009', '\u2013'];

describe('normalisePasted, for any input', () => {
  it('never drops, adds or reorders a digit of a number written with digits and separators', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...'0123456789', ...separators), { maxLength: 60 }), (chars) => {
        const text = chars.join('');
        // A slash with spaces around it stands between two numbers; '~' with spaces before an extension (below).
        fc.pre(!/\s\/\s/.test(text) && !/(?<!\d)~|~(?!\d)/.test(text));
        const digits = text.replace(/\D/g, '');
        expect(normalisePasted(text)).toMatchObject({ typed: digits, found: digits !== '' });
      }),
    );
  });

  it('keeps the digits of a + number in order, brackets and all (no trunk zero after the code)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{0,2}$/),
        fc.array(fc.constantFrom(...'123456789', ...separators, '(', ')'), { maxLength: 30 }),
        (code, rest) => {
          const text = `+${code} ${rest.join('')}`;
          // A slash with spaces around it stands between two numbers (tested below).
          fc.pre(!/\s\/\s/.test(text));
          expect(normalisePasted(text).typed).toBe(`+${text.replace(/\D/g, '')}`);
        },
      ),
    );
  });

  it('gives only a plus and ASCII digits for any text, and never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 300 }),
          fc.string({ unit: 'binary', maxLength: 300 }),
        ),
        (text) => {
          const result = normalisePasted(text);
          expect(result.typed).toMatch(/^\+?\d*$/);
          expect(result.found).toBe(/\d/.test(result.typed));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('takes the number’s digits from the text in order: a stretch of its digits, less at most a bracketed trunk 0', () => {
    const alphabet = [
      ...'0123456789٠١٢٣',
      ...separators,
      '+',
      '(',
      ')',
      ',',
      ';',
      '#',
      '\n',
      'é',
      'ü',
      '<',
      '>',
      '=',
      '"',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 80 }), (chars) => {
        const text = chars.join('');
        const inputDigits = plainCharacters(text).replace(/\D/g, '');
        const typedDigits = normalisePasted(text).typed.replace('+', '');
        if (!text.includes('(')) expect(inputDigits).toContain(typedDigits);
        expect(isSubsequence(typedDigits, inputDigits)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('significantOfTyped keeps what a typed key means to the number', () => {
  it.each([
    ['5', '5'],
    ['٥', '5'],
    ['۵', '5'],
    ['५', '5'],
    ['５', '5'],
    ['＋', '+'],
    ['+', '+'],
    ['a', ''],
    [' ', ''],
    ['-', ''],
    ['12ab+3', '12+3'],
  ])('%j → %j', (data, expected) => {
    expect(significantOfTyped(data)).toBe(expected);
  });

  it('gives only plus signs and ASCII digits, never more than it was given', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (data) => {
        const out = significantOfTyped(data);
        expect(out).toMatch(/^[+\d]*$/);
        expect(out.length).toBeLessThanOrEqual([...data].length);
      }),
    );
  });
});

describe('a paste with several numbers lists them all, in order', () => {
  it.each([
    [
      'Office: +44 20 7946 0958, mobile: 07400 123456 ext. 12',
      [
        { typed: '+442079460958', extension: undefined },
        { typed: '07400123456', extension: '12' },
      ],
    ],
    [
      '020 7946 0958\n07400 123456',
      [
        { typed: '02079460958', extension: undefined },
        { typed: '07400123456', extension: undefined },
      ],
    ],
    ['Call +44 20 7946 0958 today', []],
    ['On 12/03 call 020 7946 0958', []],
    ['no number here', []],
  ])('%j', (text, numbers) => {
    expect(normalisePasted(text, { country: 'GB' }).numbers).toEqual(numbers);
  });
});

describe('says what it read that libphonenumber-js does not (the judgement’s documented differences)', () => {
  it.each([
    ['1-800-FLOWERS', 'US', { phoneword: true, doubleZero: false, several: false }],
    ['0044 20 7946 0958', 'US', { phoneword: false, doubleZero: true, several: false }],
    [
      'Office: 020 7946 0958, mobile 07400 123456',
      'GB',
      { phoneword: false, doubleZero: false, several: true },
    ],
    ['+44 20 7946 0958', 'US', { phoneword: false, doubleZero: false, several: false }],
  ] as const)('%j in %s → %j', (pasted, country, flags) => {
    expect(normalisePasted(pasted, { country })).toMatchObject(flags);
  });

  it('keeps every digit of an extension: one too long is the judgement’s to refuse, never cut here', () => {
    expect(normalisePasted('+44 20 7946 0958 ext. 123456789012345678901').extension).toBe(
      '123456789012345678901',
    );
  });
});

describe('a slash with spaces around it stands between two numbers', () => {
  it.each([
    ['020 7946 0958 / 07400 123456', 'GB', '02079460958', true],
    ['030/1234567', 'DE', '0301234567', false],
    ['+44 20 7946 0958 / +44 7400 123456', undefined, '+442079460958', true],
  ] as const)('%j in %s → %s (several: %s)', (pasted, country, typed, several) => {
    expect(normalisePasted(pasted, { country, metadata: maxMetadata })).toMatchObject({ typed, several });
  });
});
