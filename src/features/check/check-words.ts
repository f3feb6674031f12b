import { wordSet } from '../../components/i18n/word-set';
import { words as en } from './messages/en';
import type { CheckMessages } from './check-messages';

/** The Check screen's words, one module per UI language (messages/<locale>.ts): English at hand, the others loaded when used. */
export const CHECK_WORDS = wordSet<CheckMessages>(en, {
  de: () => import('./messages/de').then((module) => module.words),
  fr: () => import('./messages/fr').then((module) => module.words),
  es: () => import('./messages/es').then((module) => module.words),
  ar: () => import('./messages/ar').then((module) => module.words),
});
