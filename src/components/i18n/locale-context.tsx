import { createContext, useContext } from 'react';
import type { Locale } from './locale';

export interface LocaleSetting {
  readonly locale: Locale;
  readonly setLocale: (locale: Locale) => void;
}

export const LocaleContext = createContext<LocaleSetting>({ locale: 'en', setLocale: () => undefined });

/** The UI language the app shell chose (English outside a provider). */
export function useLocale(): LocaleSetting {
  return useContext(LocaleContext);
}
