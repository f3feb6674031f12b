import type { Locale } from '../../../components/i18n/locale';
import { useWords, wordSet } from '../../../components/i18n/word-set';
import type { BatchMessages } from './batch-messages';
import { en } from './en';

/**
 * A module's one export, whatever its name (this folder's modules name it after their language: `export const de`).
 * The words' test holds every language's module to its own words; one with none leaves the screen in English.
 */
export const onlyExport = (module: Readonly<Record<string, BatchMessages>>): BatchMessages =>
  Object.values(module)[0] ?? en;

/**
 * The list cleaner's words: English with the screen, each other language a chunk fetched when it is in use. This
 * folder's modules of no language (this one, the shape, their tests) are left out of the glob.
 */
export const BATCH_WORDS = wordSet<BatchMessages, Readonly<Record<string, BatchMessages>>>(
  en,
  // In this set's chunk already (not the first page's): the table is at hand.
  async () =>
    import.meta.glob<Readonly<Record<string, BatchMessages>>>(['./*.ts', '!./en.ts', '!./batch-*.ts']),
  onlyExport,
);

/**
 * The words of the UI language: English until that language's have arrived (asked for on first use), then
 * theirs. The screen works throughout; a language that fails to load stays English until it is used again.
 */
export function useBatchMessages(locale: Locale): BatchMessages {
  return useWords(BATCH_WORDS, locale);
}
