import type { PhoneNumberType } from 'libphonenumber-js/core';
import { describe, expect, it } from 'vitest';
import { missingTranslations } from '../../components/i18n/check-dictionary';
import { SUPPORTED_LOCALES, type Locale } from '../../components/i18n/locale';
import { TYPES } from '../../list/table/cell-codes';
import { allWords } from '../../components/i18n/word-set';
import type { CheckMessages } from './check-messages';
import { CHECK_WORDS } from './check-words';

// Every language's module, loaded as a page in that language loads it.
const CHECK_MESSAGES = await allWords(CHECK_WORDS, SUPPORTED_LOCALES);

// The sources of truth, written as records so that the compiler rejects a missing or an extra key:
// every key of the CheckMessages interface …
const MESSAGE_KEYS: Record<keyof CheckMessages, true> = {
  title: true,
  intro: true,
  result: true,
  empty: true,
  valid: true,
  invalid: true,
  notValid: true,
  lengthOnly: true,
  country: true,
  international: true,
  type: true,
  typeUnknown: true,
  types: true,
  e164: true,
  internationalForm: true,
  nationalForm: true,
  rfc3966: true,
  extension: true,
  copy: true,
  copied: true,
  call: true,
  privacy: true,
  checkAll: true,
};

// … and every type libphonenumber-js's getType() can answer (what the result panel looks up in `types`).
const PHONE_NUMBER_TYPES: Record<PhoneNumberType, true> = {
  FIXED_LINE: true,
  MOBILE: true,
  FIXED_LINE_OR_MOBILE: true,
  TOLL_FREE: true,
  PREMIUM_RATE: true,
  SHARED_COST: true,
  VOIP: true,
  PERSONAL_NUMBER: true,
  PAGER: true,
  UAN: true,
  VOICEMAIL: true,
};

const sorted = (keys: Iterable<string>) => [...new Set(keys)].sort();

// The list cleaner's type codes name the same types (its column shows the same kind of value).
const ROW_TYPES = TYPES.filter((type) => type !== '');

/** The keys a locale's messages should have that they lack, and those they have that they should not. */
function keyProblems(messages: Readonly<Record<Locale, CheckMessages>>): string[] {
  const problems: string[] = [];
  const expectedTypes = sorted([...Object.keys(PHONE_NUMBER_TYPES), ...ROW_TYPES]);
  for (const locale of SUPPORTED_LOCALES) {
    const check = (where: string, actual: string[], expected: string[]) => {
      for (const key of expected)
        if (!actual.includes(key)) problems.push(`${locale}${where}.${key} missing`);
      for (const key of actual)
        if (!expected.includes(key)) problems.push(`${locale}${where}.${key} unexpected`);
    };
    const m = messages[locale];
    check('', Object.keys(m), Object.keys(MESSAGE_KEYS));
    check('.types', Object.keys(m.types), expectedTypes);
    for (const [key, text] of Object.entries(m.types))
      if (text.trim() === '') problems.push(`${locale}.types.${key} empty`);
  }
  return problems;
}

it('the Check screen is translated for every supported language', () => {
  expect(missingTranslations(CHECK_MESSAGES)).toEqual([]);
});

describe('the message keys', () => {
  it('libphonenumber-js and the list cleaner agree on the set of number types', () => {
    expect(sorted(ROW_TYPES)).toEqual(sorted(Object.keys(PHONE_NUMBER_TYPES)));
  });

  it('every language has exactly the messages of the interface, and a name for exactly every number type', () => {
    expect(keyProblems(CHECK_MESSAGES)).toEqual([]);
  });

  it('a misspelt, missing or extra key is caught (in a copy of the messages)', () => {
    const copy = { ...CHECK_MESSAGES } as Record<Locale, CheckMessages & Record<string, unknown>>;
    const { VOICEMAIL, ...frTypes } = copy.fr.types;
    copy.fr = { ...copy.fr, types: { ...frTypes, VOICEMAL: VOICEMAIL } as unknown as CheckMessages['types'] };
    const ar: Record<string, unknown> = { ...copy.ar };
    delete ar.privacy;
    copy.ar = ar as typeof copy.ar;
    copy.de = { ...copy.de, extra: 'x' };
    expect(keyProblems(copy)).toEqual([
      'de.extra unexpected',
      'fr.types.VOICEMAIL missing',
      'fr.types.VOICEMAL unexpected',
      'ar.privacy missing',
    ]);
  });
});
