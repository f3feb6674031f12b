import { wordSet } from '../../components/i18n/word-set';
import { words as en } from './messages/en';
import type { CheckMessages } from './check-messages';

/** The Check screen's words, one module per UI language (messages/<locale>.ts): English at hand, the others loaded when used. */
export const CHECK_WORDS = wordSet(
  en,
  () => import('./check-languages').then((module) => module.CHECK_LANGUAGES),
  (module: { readonly words: CheckMessages }) => module.words,
);
