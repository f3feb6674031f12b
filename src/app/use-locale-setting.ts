import { useCallback, useEffect, useState } from 'react';
import { directionOf, isLocale, pickLocale, type Locale } from '../components/i18n/locale';
import type { LocaleSetting } from '../components/i18n/locale-context';

const KEY = 'telfield.locale';

function readStored(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The UI language: the user's own pick, else the first of the browser's languages that Telfield speaks. */
export function useLocaleSetting(): LocaleSetting {
  const [locale, setLocaleState] = useState<Locale>(() => {
    const stored = readStored();
    return isLocale(stored) ? stored : pickLocale(navigator.languages);
  });

  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }, [locale]);

  const setLocale = useCallback((next: Locale) => {
    setLocaleState(next);
    try {
      window.localStorage.setItem(KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, []);

  return { locale, setLocale };
}
