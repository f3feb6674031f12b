import type { PhoneWordModule } from './phone-words';

/**
 * The field's other languages (phone-words/<locale>.ts), a table loaded by a field in one of them (phone-words.ts):
 * its loaders grow with the languages, so they are a chunk of their own, not part of the field's engine.
 */
export const PHONE_WORD_LANGUAGES = import.meta.glob<PhoneWordModule>([
  './phone-words/*.ts',
  '!./phone-words/en.ts',
]);
