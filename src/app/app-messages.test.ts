import { expect, it } from 'vitest';
import { missingTranslations } from '../components/i18n/check-dictionary';
import { SUPPORTED_LOCALES } from '../components/i18n/locale';
import { allWords } from '../components/i18n/word-set';
import { APP_WORDS } from './app-words';

it('the app shell is translated for every supported language, one module each', async () => {
  expect(missingTranslations(await allWords(APP_WORDS, SUPPORTED_LOCALES))).toEqual([]);
});
