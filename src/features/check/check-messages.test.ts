import { expect, it } from 'vitest';
import { missingTranslations } from '../../components/i18n/check-dictionary';
import { SUPPORTED_LOCALES, type Locale } from '../../components/i18n/locale';
import { CHECK_MESSAGES } from './check-messages';

it('the Check screen is translated for every supported language', () => {
  expect(missingTranslations(CHECK_MESSAGES)).toEqual([]);
});

it('every number type has a name in every language', () => {
  const types = Object.fromEntries(SUPPORTED_LOCALES.map((l) => [l, CHECK_MESSAGES[l].types])) as Record<Locale, object>;
  expect(missingTranslations(types)).toEqual([]);
  expect(Object.keys(CHECK_MESSAGES.en.types)).toHaveLength(11);
});
