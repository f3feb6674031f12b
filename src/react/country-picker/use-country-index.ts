/**
 * The country index (names, sorting, search) for a locale, built when the page is idle rather than while it loads:
 * its Intl.DisplayNames and Intl.Collator cost ~20 ms of a ~90 ms load in Chromium, and nothing on a first paint
 * needs more than a country code. Until then it is undefined, and callers show codes (the button: "Country: US +1").
 * On the server, and while hydrating server markup, it is built at once, so both renders say the same.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { CountryCode } from '../../phone/plan/countries';
import { whenIdle } from '../when-idle';
import { builtCountryIndex, countryIndex, type CountryIndex } from '../../phone/plan/country-index';

const listeners = new Set<() => void>();
const scheduled = new Set<string>();

/** Builds the index of a locale once the page is idle, then tells every subscriber. */
export function prefetchCountryIndex(locale: string): void {
  if (builtCountryIndex(locale) || scheduled.has(locale)) return;
  scheduled.add(locale);
  whenIdle(() => {
    scheduled.delete(locale);
    countryIndex(locale);
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCountryIndex(locale: string): CountryIndex | undefined {
  const index = useSyncExternalStore(
    subscribe,
    () => builtCountryIndex(locale),
    () => countryIndex(locale),
  );
  useEffect(() => {
    if (!index) prefetchCountryIndex(locale);
  }, [index, locale]);
  return index;
}

/** A country's name from an index that may not be built yet: its code until then. */
export function countryNameIn(index: CountryIndex | undefined, code: CountryCode): string {
  return index?.byCode.get(code)?.name ?? code;
}
