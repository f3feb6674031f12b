import { wordSet } from '../../components/i18n/word-set';
import { words as en } from './messages/en';
import type { PlaygroundMessages } from './playground-messages';

/** The playground's words, one module per UI language (messages/<locale>.ts): English at hand, the others loaded when used. */
export const PLAYGROUND_WORDS = wordSet(
  en,
  // In this set's chunk already (not the first page's): the table is at hand.
  async () =>
    import.meta.glob<{ readonly words: PlaygroundMessages }>(['./messages/*.ts', '!./messages/en.ts']),
  (module) => module.words,
);
