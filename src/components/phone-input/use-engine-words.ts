/** The engine's words in the UI language (loaded before the engine draws: engine-loader.ts), under the app's own. */
import { useCallback, useMemo } from 'react';
import type { CountryPickerLabels } from '../../react/country-picker/country-picker-labels';
import { countryNameIn, useCountryIndex } from '../../react/country-picker/use-country-index';
import type { CountryCode } from '../../phone/plan/countries';
import type { FieldNotice } from '../../react/phone-field/field-state';
import type { PhoneChangeDetails } from '../../react/phone-field/phone-field-api';
import { pickLocale } from '../i18n/locale';
import type { PhoneMessages } from '../i18n/phone-messages';
import { PHONE_WORDS } from '../i18n/phone-words';
import { describeNotice, describeValidation } from './describe-validation';
import type { PhoneInputMessages } from './phone-input-props';

export interface EngineWords {
  readonly messages: PhoneMessages;
  readonly labels: CountryPickerLabels;
  readonly countryName: (code: CountryCode) => string;
  readonly describe: {
    readonly validation: (validation: PhoneChangeDetails['validation']) => string | undefined;
    readonly notice: (notice: FieldNotice) => string;
    readonly countryName: (code: CountryCode) => string;
  };
}

export function useEngineWords(locale: string, own: Partial<PhoneInputMessages> | undefined): EngineWords {
  // Once per locale, not per key: picking the shipped language parses the tag (Intl.Locale).
  const [messages, labels] = useMemo(() => {
    const shipped = PHONE_WORDS.words(pickLocale([locale])) ?? PHONE_WORDS.en;
    return [
      { ...shipped.messages, ...own },
      { ...shipped.labels, ...own },
    ] as const;
  }, [locale, own]);
  const names = useCountryIndex(locale);
  const countryName = useCallback((code: CountryCode) => countryNameIn(names, code), [names]);
  const describe = useMemo(
    () => ({
      validation: (validation: PhoneChangeDetails['validation']) =>
        describeValidation(validation, messages, countryName),
      notice: (notice: FieldNotice) => describeNotice(notice, messages, countryName),
      countryName,
    }),
    [messages, countryName],
  );
  return { messages, labels, countryName, describe };
}
