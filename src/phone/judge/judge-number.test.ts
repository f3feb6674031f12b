import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/max/metadata';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { judgeListNumber, judgeNumber, judgePlainNumber, numberFor, validNumberFor } from './judge-number';
import { MIN_METADATA } from '../metadata/metadata';
import { countriesOfCallingCode, planOf } from '../plan/numbering-plan';

describe('judgeNumber reads the typed number once, as the field does', () => {
  it.each([
    [
      '07797900123',
      'GB',
      {
        country: 'JE',
        callingCode: '44',
        national: '7797900123',
        international: false,
        value: '+447797900123',
      },
    ],
    [
      '011442079460958',
      'US',
      {
        country: 'GB',
        callingCode: '44',
        national: '2079460958',
        international: true,
        value: '+442079460958',
      },
    ],
    [
      '+80012345678',
      'US',
      { country: undefined, nonGeographic: true, callingCode: '800', national: '12345678' },
    ],
    ['2015550123', undefined, { country: undefined, callingCode: undefined, international: false }],
  ] as const)('%s in %s → %j', (typed, selected, expected) => {
    expect(judgeNumber(typed, selected, maxMetadata)).toMatchObject(expected);
  });
});

describe('numberFor and validNumberFor', () => {
  it('build the number for the judged country, not the code’s main one', () => {
    const judged = judgeNumber('+447797900123', 'JE');
    expect(numberFor(judged, maxMetadata)).toMatchObject({ country: 'JE', number: '+447797900123' });
    expect(numberFor({ ...judged, country: 'GB' }, maxMetadata)?.isValid()).toBe(false);
  });

  it('give the country sharing the code that the number is valid in, as libphonenumber-js does', () => {
    // A Milan number typed with Vatican City picked: Italian once the full rules are in; the pick until then.
    expect(judgeNumber('+390212345678', 'VA').country).toBe('VA');
    const judged = judgeNumber('+390212345678', 'VA', maxMetadata);
    expect(judged.country).toBe('IT');
    expect(validNumberFor(judged, maxMetadata)?.country).toBe('IT');
  });

  it('give nothing without national digits or without a valid number', () => {
    expect(numberFor(judgeNumber('+44', 'GB'), maxMetadata)).toBeUndefined();
    expect(validNumberFor(judgeNumber('+12010550123', 'US'), maxMetadata)).toBeUndefined();
  });
});

// Every country's mobile example, in other ranges (first digits replaced), cut short and lengthened, with and
// without '+' and its calling code, read with no pick, its own, a sibling's and two unrelated picks.
function plainCases(): [string, CountryCode | undefined][] {
  const cases: [string, CountryCode | undefined][] = [];
  for (const country of getCountries(maxMetadata)) {
    const example = examples[country];
    if (!example) continue;
    const code = getCountryCallingCode(country, maxMetadata);
    const siblings = countriesOfCallingCode(code, maxMetadata);
    const picks = [
      undefined,
      country,
      siblings[(siblings.indexOf(country) + 1) % siblings.length],
      'US',
      'GB',
    ] as const;
    for (const base of [example, example.slice(0, -2), `${example}12`]) {
      for (const head of ['', '1', '2', '5', '7', '9', '0', '00', '01', '8']) {
        const national = head + base.slice(head.length);
        for (const typed of [`+${code}${national}`, national])
          for (const pick of picks) cases.push([typed, pick]);
      }
    }
  }
  return cases;
}

/** Digits of many lengths behind each country's trunk prefix, its calling code, or both ('1 555 0123' in the US). */
function prefixedCases(): [string, CountryCode][] {
  const cases: [string, CountryCode][] = [];
  for (const country of getCountries(maxMetadata)) {
    const code = getCountryCallingCode(country, maxMetadata);
    const prefix = planOf(country, maxMetadata)?.nationalPrefix ?? '';
    for (let length = 2; length <= 13; length++) {
      for (const first of '0123456789') {
        const digits = first + String(7_302_915_846_173 * length).slice(0, length - 1);
        for (const lead of [prefix, code, code + prefix]) cases.push([lead + digits, country]);
      }
    }
  }
  return cases;
}

/** Where a quick reader answers, the answers that differ from judgeNumber's, and how many it answered. */
function plainDisagreements(
  cases: readonly [string, CountryCode | undefined][],
  judge: typeof judgePlainNumber,
) {
  let answered = 0;
  const disagreements: string[] = [];
  for (const [typed, pick] of cases) {
    // With either metadata: the small one's plans carry the same prefixes and calling codes.
    for (const metadata of [maxMetadata, MIN_METADATA]) {
      const plain = judge(typed, pick, metadata);
      if (!plain) continue;
      if (metadata === maxMetadata) answered++;
      const engine = judgeNumber(typed, pick, metadata);
      if (JSON.stringify(plain) !== JSON.stringify(engine))
        disagreements.push(`${typed} ${pick}: ${JSON.stringify(plain)} vs ${JSON.stringify(engine)}`);
    }
  }
  return { answered, disagreements };
}

describe('judgePlainNumber and judgeListNumber read plain numbers as judgeNumber does, without AsYouType', () => {
  it('judgeListNumber: digits behind the trunk prefix or the calling code, as AsYouType reads them while typed', () => {
    const cases = prefixedCases();
    const { answered, disagreements } = plainDisagreements(cases, judgeListNumber);
    expect(disagreements.slice(0, 10)).toEqual([]);
    expect(answered / cases.length).toBeGreaterThan(0.2);
  });

  it('on every country’s numbers in many ranges and lengths, with many picks', () => {
    const cases = plainCases();
    expect(plainDisagreements(cases, judgeListNumber).disagreements.slice(0, 10)).toEqual([]);
    const { answered, disagreements } = plainDisagreements(cases, judgePlainNumber);
    expect(disagreements.slice(0, 10)).toEqual([]);
    // Most plain numbers are read the quick way (else the list cleaner gains nothing).
    expect(answered / cases.length).toBeGreaterThan(0.5);
    // ~1.6 s alone; beside the e2e suite on a loaded 2-core machine it took 5.2 s, past the default 5 s.
  }, 30_000);

  it.each([
    ['12015550123', 'US'],
    ['011442079460958', 'US'],
    ['+44 20 7946 0958', 'GB'],
    ['2015550123', undefined],
    ['+999123456', 'US'],
  ] as const)('leaves %s (%s) to AsYouType', (typed, pick) => {
    expect(judgePlainNumber(typed, pick, maxMetadata)).toBeUndefined();
    expect(judgeListNumber(typed, pick, maxMetadata)).toBeUndefined();
  });
});

/**
 * The reference: the number libphonenumber-js (max) parses from the same digits, when it says it is valid. (Where
 * parse reads other national digits, '+374 00…' dropping a prefix after the code, the field keeps every digit.)
 */
function referenceValidNumber(judged: ReturnType<typeof judgeNumber>) {
  const parsed = judged.value ? parsePhoneNumberFromString(judged.value, maxMetadata) : undefined;
  if (parsed && parsed.nationalNumber !== judged.national) return 'skip';
  return parsed?.isValid() ? parsed : undefined;
}

describe('validNumberFor answers as libphonenumber-js (max) does', () => {
  it('on every country’s numbers in many ranges and lengths, with many picks', () => {
    const mismatches: string[] = [];
    let valid = 0;
    plainCases().forEach(([typed, pick], i) => {
      if (i % 3 !== 0) return;
      const judged = judgeNumber(typed, pick, maxMetadata);
      const ours = validNumberFor(judged, maxMetadata);
      const reference = referenceValidNumber(judged);
      if (reference === 'skip') return;
      if (ours) valid++;
      if (ours?.number !== reference?.number || ours?.country !== reference?.country) {
        mismatches.push(
          `${typed} ${pick}: ${ours?.country} ${ours?.number} vs ${reference?.country} ${reference?.number}`,
        );
      }
    });
    expect(mismatches.slice(0, 10)).toEqual([]);
    expect(valid).toBeGreaterThan(2000);
  });
});
