import { describe, expect, it } from 'vitest';
import { missingTranslations } from '../../../components/i18n/check-dictionary';
import { SUPPORTED_LOCALES } from '../../../components/i18n/locale';
import { allWords } from '../../../components/i18n/word-set';
import { BATCH_WORDS } from './batch-words';
import { en } from './en';

describe('the list cleaner’s words', () => {
  it('are translated for every supported language, each loaded as the screen loads it', async () => {
    expect(missingTranslations(await allWords(BATCH_WORDS, SUPPORTED_LOCALES))).toEqual([]);
  });

  it('come from each language’s own module, English at hand before any is loaded', async () => {
    expect(BATCH_WORDS.words('en')).toBe(en);
    const all = await allWords(BATCH_WORDS, SUPPORTED_LOCALES);
    for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
      expect(all[locale].title, locale).not.toBe(en.title);
      expect(BATCH_WORDS.words(locale), locale).toBe(all[locale]);
    }
  });
});
