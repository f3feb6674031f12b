import { wordSet } from '../components/i18n/word-set';
import { words as en } from './messages/en';
import type { AppMessages } from './app-messages';

/** The app shell's words, one module per UI language (messages/<locale>.ts): English at hand, the others loaded when used. */
export const APP_WORDS = wordSet<AppMessages>(en, {
  de: () => import('./messages/de').then((module) => module.words),
  fr: () => import('./messages/fr').then((module) => module.words),
  es: () => import('./messages/es').then((module) => module.words),
  ar: () => import('./messages/ar').then((module) => module.words),
});
