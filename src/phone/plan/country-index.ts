import { ALL_COUNTRIES, type CountryCode } from './countries';
import { mainCountryOfCode } from './calling-code-table';
import { COUNTRY_ALIASES } from './country-aliases';

/** One country as the picker shows and searches it, in one UI locale. */
export interface CountryEntry {
  readonly code: CountryCode;
  /** Digits only, e.g. "49". */
  readonly callingCode: string;
  /** Localized name, e.g. "Deutschland" in 'de'. */
  readonly name: string;
  /** Names the search looks at: the localized one, the English one and its spelled-out variants. */
  readonly searchNames: readonly string[];
  readonly aliases: readonly string[];
  /** Whether this is the main country of its calling code (US for +1, GB for +44), ranked first for it. */
  readonly mainForCallingCode: boolean;
}

/** Everything about the country list that depends only on the locale, built once per locale. */
export interface CountryIndex {
  readonly locale: string;
  /** All countries, sorted by localized name with the locale's collator. */
  readonly sorted: readonly CountryEntry[];
  readonly byCode: ReadonlyMap<CountryCode, CountryEntry>;
  /** Accent- and case-insensitive comparison for searching. */
  readonly searchCollator: Intl.Collator;
}

// Asked on every render (a store's snapshot): Intl.getCanonicalLocales is kept per tag, not asked again.
const canonical = new Map<string, string>();

function supportedLocale(locale: string): string {
  let tag = canonical.get(locale);
  if (tag === undefined) {
    try {
      tag = Intl.getCanonicalLocales(locale)[0] ?? 'en';
    } catch {
      tag = 'en';
    }
    canonical.set(locale, tag);
  }
  return tag;
}

// One Intl.DisplayNames per locale: creating one loads the region names and costs ~15 ms in Chromium; lookups are free.
const displayNames = new Map<string, Intl.DisplayNames>();

function regionNames(locale: string): (code: CountryCode) => string {
  let names = displayNames.get(locale);
  if (!names)
    displayNames.set(locale, (names = new Intl.DisplayNames(locale, { type: 'region', fallback: 'code' })));
  return (code) => (names as Intl.DisplayNames).of(code) ?? code;
}

/** "St. Kitts & Nevis" is also typed "Saint Kitts and Nevis". */
function spelledOut(englishName: string): string[] {
  const variant = englishName.replace(/\bSt\. /g, 'Saint ').replace(/ & /g, ' and ');
  return variant === englishName ? [] : [variant];
}

function buildIndex(locale: string): CountryIndex {
  const localized = regionNames(locale);
  const english = regionNames('en');
  const entries = ALL_COUNTRIES.map(({ code, callingCode }): CountryEntry => {
    const name = localized(code);
    const englishName = english(code);
    return {
      code,
      callingCode,
      name,
      searchNames: [...new Set([name, englishName, ...spelledOut(englishName)])],
      aliases: COUNTRY_ALIASES[code] ?? [],
      mainForCallingCode: mainCountryOfCode(callingCode) === code,
    };
  });
  const sortCollator = new Intl.Collator(locale);
  const sorted = entries.sort((a, b) => sortCollator.compare(a.name, b.name));
  return {
    locale,
    sorted,
    byCode: new Map(sorted.map((entry) => [entry.code, entry])),
    searchCollator: new Intl.Collator(locale, { usage: 'search', sensitivity: 'base' }),
  };
}

const cache = new Map<string, CountryIndex>();

/** The country index of a UI locale, built on first use and kept (a page uses one or two locales). */
export function countryIndex(locale: string): CountryIndex {
  const key = supportedLocale(locale);
  let index = cache.get(key);
  if (!index) {
    index = buildIndex(key);
    cache.set(key, index);
  }
  return index;
}

/** The index if it has been built already, without building it. */
export function builtCountryIndex(locale: string): CountryIndex | undefined {
  return cache.get(supportedLocale(locale));
}
