import type { CheckMessages } from './check-messages';

/** The Check screen's other languages (messages/<locale>.ts), a table loaded by a page in one of them (check-words.ts). */
export const CHECK_LANGUAGES = import.meta.glob<{ readonly words: CheckMessages }>([
  './messages/*.ts',
  '!./messages/en.ts',
]);
