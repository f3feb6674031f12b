import { wordSet } from '../../components/i18n/word-set';
import { words as en } from './messages/en';
import type { PlaygroundMessages } from './playground-messages';

/** The playground's words, one module per UI language (messages/<locale>.ts): English at hand, the others loaded when used. */
export const PLAYGROUND_WORDS = wordSet<PlaygroundMessages>(en, {
  de: () => import('./messages/de').then((module) => module.words),
  fr: () => import('./messages/fr').then((module) => module.words),
  es: () => import('./messages/es').then((module) => module.words),
  ar: () => import('./messages/ar').then((module) => module.words),
});
