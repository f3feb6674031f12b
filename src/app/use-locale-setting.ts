import { useCallback, useEffect, useState } from 'react';
import { directionOf, isLocale, pickLocale, type Locale } from '../components/i18n/locale';
import type { LocaleSetting } from '../components/i18n/locale-context';
import { preloadWords } from '../components/i18n/word-set';

const KEY = 'telfield.locale';

function readStored(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The UI language to start in: the user's own pick, else the first of the browser's languages Telfield speaks. */
export function initialLocale(): Locale {
  const stored = readStored();
  return isLocale(stored) ? stored : pickLocale(navigator.languages);
}

/** The UI language, and a switch that loads the new language's words before it shows them. */
export function useLocaleSetting(): LocaleSetting {
  const [locale, setLocaleState] = useState<Locale>(initialLocale);

  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }, [locale]);

  const setLocale = useCallback((next: Locale) => {
    void preloadWords(next).then(() => setLocaleState(next));
    try {
      window.localStorage.setItem(KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, []);

  return { locale, setLocale };
}

/** The UI language the page shows now (the document's lang, set from the setting). */
export function currentLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : initialLocale();
}
