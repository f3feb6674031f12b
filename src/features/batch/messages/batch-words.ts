import type { Locale } from '../../../components/i18n/locale';
import { useWords, wordSet } from '../../../components/i18n/word-set';
import type { BatchMessages } from './batch-messages';
import { en } from './en';

/** The list cleaner's words: English with the screen, each other language a chunk fetched when it is in use. */
export const BATCH_WORDS = wordSet<BatchMessages>(en, {
  de: () => import('./de').then((m) => m.de),
  fr: () => import('./fr').then((m) => m.fr),
  es: () => import('./es').then((m) => m.es),
  ar: () => import('./ar').then((m) => m.ar),
});

/**
 * The words of the UI language: English until that language's have arrived (asked for on first use), then
 * theirs. The screen works throughout; a language that fails to load stays English until it is used again.
 */
export function useBatchMessages(locale: Locale): BatchMessages {
  return useWords(BATCH_WORDS, locale);
}
