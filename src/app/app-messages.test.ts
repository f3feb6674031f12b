import { expect, it } from 'vitest';
import { missingTranslations } from '../components/i18n/check-dictionary';
import { APP_MESSAGES } from './app-messages';

it('the app shell is translated for every supported language', () => {
  expect(missingTranslations(APP_MESSAGES)).toEqual([]);
});
