import { wordSet } from '../components/i18n/word-set';
import { words as en } from './messages/en';
import type { AppMessages } from './app-messages';

/** The app shell's words, one module per UI language (messages/<locale>.ts): English at hand, the others loaded when used. */
export const APP_WORDS = wordSet(
  en,
  () => import('./app-languages').then((module) => module.APP_LANGUAGES),
  (module: { readonly words: AppMessages }) => module.words,
);
