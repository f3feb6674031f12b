import { isCountryCode, type CountryCode } from '../../phone/plan/countries';
import type { CountryEntry, CountryIndex } from '../../phone/plan/country-index';

export interface CountryListOptions {
  /** Only these countries (unknown codes are ignored). */
  readonly countries?: readonly string[] | undefined;
  readonly excludeCountries?: readonly string[] | undefined;
  /** Shown first, in this order, then a divider, then the rest. */
  readonly preferredCountries?: readonly string[] | undefined;
}

export interface CountryList {
  /** Preferred countries first, then all others by localized name. */
  readonly countries: readonly CountryEntry[];
  /** How many of `countries` are preferred: the divider sits after this many. */
  readonly preferredCount: number;
}

/** The list the picker shows when nothing is typed. */
export function buildCountryList(index: CountryIndex, options: CountryListOptions = {}): CountryList {
  const only = options.countries ? new Set(options.countries) : undefined;
  const excluded = new Set(options.excludeCountries ?? []);
  const allowed = (code: CountryCode) => (only === undefined || only.has(code)) && !excluded.has(code);

  const preferred: CountryEntry[] = [];
  const preferredCodes = new Set<CountryCode>();
  for (const code of options.preferredCountries ?? []) {
    if (!isCountryCode(code) || preferredCodes.has(code) || !allowed(code)) continue;
    const entry = index.byCode.get(code);
    if (!entry) continue;
    preferred.push(entry);
    preferredCodes.add(code);
  }
  const rest = index.sorted.filter((entry) => allowed(entry.code) && !preferredCodes.has(entry.code));
  return { countries: [...preferred, ...rest], preferredCount: preferred.length };
}
