/**
 * The phone field's words (its messages and its country picker's labels) per UI language: phone-words/<locale>.ts,
 * English at hand, the others loaded when a field shows them (PhoneInput waits for them before its engine draws).
 * A language's module gives the few words the first paint shows apart (`firstPaint`, first-paint-words.ts); they are
 * added here, so each is written once.
 */
import type { CountryPickerLabels } from '../../react/country-picker/country-picker-labels';
import { ENGLISH_FIRST_PAINT, type FirstPaintKey, type FirstPaintWords } from './first-paint-words';
import type { PhoneMessages } from './phone-messages';
import * as en from './phone-words/en';
import { wordSet } from './word-set';

export interface PhoneWords {
  readonly messages: PhoneMessages;
  readonly labels: CountryPickerLabels;
}

/** What each phone-words/<locale>.ts holds (English's is phone-words/en.ts, bundled with the engine). */
export interface PhoneWordModule {
  readonly messages: Omit<PhoneMessages, FirstPaintKey>;
  readonly labels: Omit<CountryPickerLabels, FirstPaintKey>;
  readonly firstPaint: FirstPaintWords;
}

function withFirstPaint(
  { phoneNumber, selector, international }: FirstPaintWords,
  words: Omit<PhoneWordModule, 'firstPaint'>,
): PhoneWords {
  return {
    messages: { ...words.messages, phoneNumber, international },
    labels: { ...words.labels, selector, international },
  };
}

export const PHONE_WORDS = wordSet<PhoneWords, PhoneWordModule>(
  withFirstPaint(ENGLISH_FIRST_PAINT, en),
  () => import('./phone-word-languages').then((module) => module.PHONE_WORD_LANGUAGES),
  (module) => withFirstPaint(module.firstPaint, module),
);

/** The field's English words, for headless and server use (telfield/headless). */
export const ENGLISH_PHONE_MESSAGES: PhoneMessages = PHONE_WORDS.en.messages;
