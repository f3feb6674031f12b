import type { AppMessages } from './app-messages';

/** The app shell's other languages (messages/<locale>.ts), a table loaded by a page in one of them (app-words.ts). */
export const APP_LANGUAGES = import.meta.glob<{ readonly words: AppMessages }>([
  './messages/*.ts',
  '!./messages/en.ts',
]);
