/**
 * Which country a number belongs to while it is typed, for calling codes shared by several countries.
 * Worked example, +44 (GB, GG, IM, JE):
 *   '+44 7624' with GB picked → IM as soon as the Isle of Man's leading digits match;
 *   '+44 20'   with JE picked → JE still: undecided, and the user's pick is a candidate;
 *   '+44 7797 900123' with JE picked → JE: the number fits Jersey, so the pick stands;
 *   '+44 20 7946 0958' with JE picked → GB: complete, and it does not fit Jersey.
 */
import { Metadata, parsePhoneNumberFromString, type AsYouType, type CountryCode } from 'libphonenumber-js/core';
import { MIN_METADATA, type MetadataJson } from './metadata';

/** The countries sharing a calling code, the main one first (metadata order). */
export function countriesOfCallingCode(callingCode: string, metadata: MetadataJson = MIN_METADATA): readonly CountryCode[] {
  return (metadata.country_calling_codes[callingCode] ?? []) as CountryCode[];
}

/** Non-geographic codes (+800, +808, +870 …) have numbering plans of their own and no country. */
export function isNonGeographicCode(callingCode: string, metadata: MetadataJson = MIN_METADATA): boolean {
  const plans = (metadata as { nonGeographic?: Record<string, unknown> }).nonGeographic;
  return plans?.[callingCode] !== undefined;
}

const TYPES = ['FIXED_LINE', 'MOBILE', 'TOLL_FREE', 'PREMIUM_RATE', 'SHARED_COST', 'VOIP', 'PERSONAL_NUMBER', 'PAGER', 'UAN', 'VOICEMAIL'];

interface CountryRules {
  readonly leadingDigits: RegExp | undefined;
  readonly general: RegExp | undefined;
  readonly types: readonly RegExp[];
}

// Methods NumberingPlan has at run time that its type declarations leave out.
interface PlanPatterns {
  leadingDigits(): string | undefined;
  nationalNumberPattern(): string;
  type(name: string): { pattern(): string } | undefined;
}

const rulesCache = new WeakMap<MetadataJson, Map<CountryCode, CountryRules>>();

/** A country's leading-digit and number patterns from the metadata, compiled once. */
function rulesOf(country: CountryCode, metadata: MetadataJson): CountryRules {
  let byCountry = rulesCache.get(metadata);
  if (!byCountry) rulesCache.set(metadata, (byCountry = new Map()));
  let rules = byCountry.get(country);
  if (!rules) {
    const all = new Metadata(metadata);
    all.selectNumberingPlan(country);
    const plan = all.numberingPlan as PlanPatterns | undefined;
    const ld = plan?.leadingDigits();
    const general = plan?.nationalNumberPattern();
    const types = TYPES.flatMap((name) => {
      const pattern = plan?.type(name)?.pattern();
      return pattern ? [new RegExp(`^(?:${pattern})$`)] : [];
    });
    rules = {
      leadingDigits: ld ? new RegExp(`^(?:${ld})`) : undefined,
      general: general ? new RegExp(`^(?:${general})$`) : undefined,
      types,
    };
    byCountry.set(country, rules);
  }
  return rules;
}

/**
 * Whether complete national digits are a number of this country, as far as the metadata can tell.
 * Leading digits are not required: they pick a country out early, but do not cover all of its numbers (Åland).
 */
export function fitsCountry(national: string, country: CountryCode, metadata: MetadataJson = MIN_METADATA): boolean {
  const rules = rulesOf(country, metadata);
  if (rules.general && !rules.general.test(national)) return false;
  return rules.types.length === 0 || rules.types.some((type) => type.test(national));
}

/** The one candidate whose leading digits the national digits already start with, if any. */
function byLeadingDigits(national: string, candidates: readonly CountryCode[], selected: CountryCode | undefined): CountryCode | undefined {
  const matching = candidates.filter((c) => rulesOf(c, MIN_METADATA).leadingDigits?.test(national));
  if (selected && matching.includes(selected)) return selected;
  return matching[0];
}

export interface CountryResolution {
  readonly country: CountryCode | undefined;
  readonly callingCode: string | undefined;
  readonly nonGeographic: boolean;
  readonly international: boolean;
}

/** Resolves the country from an AsYouType that has been fed the typed characters. */
export function resolveFromAsYouType(asYouType: AsYouType, selected: CountryCode | undefined): CountryResolution {
  const international = asYouType.isInternational();
  const number = asYouType.getNumber();
  const callingCode = asYouType.getCallingCode() ?? number?.countryCallingCode;
  if (!callingCode) return { country: undefined, callingCode: undefined, nonGeographic: false, international };
  if (isNonGeographicCode(callingCode)) return { country: undefined, callingCode, nonGeographic: true, international };
  const candidates = countriesOfCallingCode(callingCode);
  const main = candidates[0];
  const userPick = selected && candidates.includes(selected) ? selected : undefined;
  if (candidates.length <= 1) return { country: main, callingCode, nonGeographic: false, international };

  // getNationalNumber() exists on AsYouType but is missing from its type declarations.
  const national = (asYouType as AsYouType & { getNationalNumber(): string }).getNationalNumber();
  const parsed = number ? parsePhoneNumberFromString(number.number, MIN_METADATA) : undefined;
  const complete = parsed?.isPossible() === true;
  const identified = complete ? (parsed?.country ?? parsed?.getPossibleCountries()[0]) : undefined;
  let country: CountryCode | undefined;
  if (identified) {
    // Never override a pick that the number fits (Jersey stays Jersey for +44 7797 …), but the main country
    // is only the fallback: a number the metadata ties to another country (US picked, +1 438 …) moves there.
    const pickFits = userPick !== undefined && fitsCountry(national, userPick) && (userPick !== main || identified === main);
    country = pickFits ? userPick : identified;
  } else {
    // Still undecided: leading digits may already tell; else keep the pick, else the main country.
    country = byLeadingDigits(national, candidates, userPick) ?? userPick ?? main;
  }
  return { country, callingCode, nonGeographic: false, international };
}
