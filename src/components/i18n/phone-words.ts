/**
 * The phone field's words (its messages and its country picker's labels) per UI language: phone-words/<locale>.ts,
 * English at hand, the others loaded when a field shows them (PhoneInput waits for them before its engine draws).
 * A language's module leaves out the few words the first paint already carries (first-paint-words.ts); they are
 * added here, so each is written once and a language's chunk holds nothing another chunk holds.
 */
import type { CountryPickerLabels } from '../../react/country-picker/country-picker-labels';
import { FIRST_PAINT_WORDS, type FirstPaintKey } from './first-paint-words';
import type { Locale } from './locale';
import type { PhoneMessages } from './phone-messages';
import * as en from './phone-words/en';
import { wordSet } from './word-set';

export interface PhoneWords {
  readonly messages: PhoneMessages;
  readonly labels: CountryPickerLabels;
}

interface LanguageModule {
  readonly messages: Omit<PhoneMessages, FirstPaintKey>;
  readonly labels: Omit<CountryPickerLabels, FirstPaintKey>;
}

function withFirstPaint(locale: Locale, words: LanguageModule): PhoneWords {
  const { phoneNumber, selector, international } = FIRST_PAINT_WORDS[locale];
  return {
    messages: { ...words.messages, phoneNumber, international },
    labels: { ...words.labels, selector, international },
  };
}

export const PHONE_WORDS = wordSet<PhoneWords>(withFirstPaint('en', en), {
  de: () => import('./phone-words/de').then((words) => withFirstPaint('de', words)),
  fr: () => import('./phone-words/fr').then((words) => withFirstPaint('fr', words)),
  es: () => import('./phone-words/es').then((words) => withFirstPaint('es', words)),
  ar: () => import('./phone-words/ar').then((words) => withFirstPaint('ar', words)),
});

/** The field's English words, for headless and server use (telfield/headless). */
export const ENGLISH_PHONE_MESSAGES: PhoneMessages = PHONE_WORDS.en.messages;
