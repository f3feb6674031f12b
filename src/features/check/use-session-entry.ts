import { useCallback, useState } from 'react';
import type { CountryCode } from '../../phone/plan/countries';
import { isCountryCode } from '../../phone/plan/countries';
import { defaultCountry } from '../../phone/plan/default-country';

const SESSION_KEY = 'telfield.check';
const LAST_COUNTRY_KEY = 'telfield.country';

export interface SessionEntry {
  readonly value: string;
  readonly country: CountryCode | undefined;
}

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Storage may be off (private mode, quota): the entry then lasts as long as the page.
  }
}

function restore(): SessionEntry {
  const fallback = defaultCountry({
    stored: read(() => localStorage, LAST_COUNTRY_KEY),
    languages: navigator.languages,
  });
  try {
    const saved = JSON.parse(
      read(() => sessionStorage, SESSION_KEY) ?? 'null',
    ) as Partial<SessionEntry> | null;
    return {
      value: typeof saved?.value === 'string' ? saved.value : '',
      country: isCountryCode(saved?.country) ? saved.country : fallback,
    };
  } catch {
    return { value: '', country: fallback };
  }
}

/** The number and country survive a reload (this tab only); the last chosen country is the next visit's default. */
export function useSessionEntry() {
  const [initial] = useState(restore);
  const [entry, setEntry] = useState(initial);

  const saveValue = useCallback((value: string) => {
    setEntry((previous) => {
      const next = { ...previous, value };
      write(() => sessionStorage, SESSION_KEY, JSON.stringify(next));
      return next;
    });
  }, []);

  // Only a country the user picked is remembered: one the digits decided follows the digits (+44 7624 → Isle of Man).
  const saveCountry = useCallback((country: CountryCode | undefined, reason: 'picked' | 'digits') => {
    if (reason !== 'picked') return;
    setEntry((previous) => {
      const next = { ...previous, country };
      write(() => sessionStorage, SESSION_KEY, JSON.stringify(next));
      return next;
    });
    if (country) write(() => localStorage, LAST_COUNTRY_KEY, country);
  }, []);

  return { initial, entry, saveValue, saveCountry };
}
