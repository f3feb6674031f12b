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

  // A person's expectation: one row is "1 row" in each language that has a singular (Arabic says "rows: 1").
  it('say one row in the singular', async () => {
    const all = await allWords(BATCH_WORDS, SUPPORTED_LOCALES);
    const expected: Partial<Record<(typeof SUPPORTED_LOCALES)[number], string>> = {
      en: 'Done: 1 row in 0.0 s.',
      de: 'Fertig: 1 Zeile in 0.0 s.',
      fr: 'Terminé : 1 ligne en 0.0 s.',
      es: 'Hecho: 1 fila en 0.0 s.',
    };
    for (const [locale, words] of Object.entries(expected))
      expect(all[locale as keyof typeof expected].finished(1, 0), locale).toBe(words);
  });

  it('name the export’s columns after the phone column', async () => {
    const all = await allWords(BATCH_WORDS, SUPPORTED_LOCALES);
    for (const locale of SUPPORTED_LOCALES) expect(all[locale].exportHelp, locale).not.toMatch(/phone_e164/);
  });
});
