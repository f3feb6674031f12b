/**
 * src/phone/country: the one answer to "which country is this number?", for the field, the Check screen and the
 * list cleaner alike. Only src/phone/judge and the field's reducer (through judge) ask it.
 *
 * The rule: the country is the one libphonenumber-js's full metadata gives the number (as parse does, in metadata
 * order). Until the number is whole and valid, or while only the small metadata is loaded, the user's pick stands
 * (or the calling code's main country), unless the digits already belong to another country: its own leading
 * digits (+44 7624 → IM), or, with the full metadata, the only country whose patterns the digits can still complete.
 *
 * Worked example, +44 (GB main; GG, IM, JE):
 *   '7624'        GB picked → IM  (the Isle of Man's leading digits)
 *   '7400123456'  IM picked → GB  (a whole UK mobile: libphonenumber-js says GB)
 *   '7700900123'  GB picked → GB  (a drama number, valid nowhere: the pick)
 *   '8070313000'  GB picked → GB  (valid nowhere: the pick, whatever the small metadata's broad IM pattern says)
 *   '20'          JE picked → GB  with the full metadata (no Jersey number starts 20); JE with the small one
 */
import type { CountryCode, NumberType } from 'libphonenumber-js/core';
import { describesTypes, MIN_METADATA, type MetadataJson } from '../metadata/metadata';
import { canBeNumberOf } from '../plan/country-fit';
import { patternMatch } from '../plan/partial-match';
import { numberType } from '../plan/number-type';
import { countriesOfCallingCode, isNonGeographicCode, planOf } from '../plan/numbering-plan';

export interface ResolutionInput {
  /** The calling code typed (international) or the selected country's (national); undefined while unknown. */
  readonly callingCode: string | undefined;
  /** The national significant digits typed so far (no calling code, no trunk prefix). */
  readonly national: string;
  /** The user's pick; for a national number it also gave the calling code. */
  readonly selected: CountryCode | undefined;
  /** Typed with '+' or an international prefix. */
  readonly international: boolean;
}

export interface CountryResolution {
  /** The country the number belongs to as far as the digits tell; undefined for non-geographic numbers. */
  readonly country: CountryCode | undefined;
  readonly callingCode: string | undefined;
  readonly nonGeographic: boolean;
  readonly international: boolean;
  /** The number's type there, when the full metadata says it is a whole valid number of that country (or plan). */
  readonly type: Exclude<NumberType, undefined> | undefined;
}

type Owners = { readonly test: RegExp; readonly countries: readonly CountryCode[] } | undefined;
const owners = new WeakMap<MetadataJson, Map<string, Owners>>();

/** The first country of a shared code (metadata order) whose leading digits start the digits, in one test. */
function leadingDigitsOwner(
  national: string,
  callingCode: string,
  metadata: MetadataJson,
): CountryCode | undefined {
  let byCode = owners.get(metadata);
  if (!byCode) owners.set(metadata, (byCode = new Map()));
  if (!byCode.has(callingCode)) {
    const countries = countriesOfCallingCode(callingCode, metadata).filter(
      (country) => planOf(country, metadata)?.leadingDigits,
    );
    // Named groups, in metadata order: the first alternative that matches is the first country that would.
    const alternatives = countries.map(
      (country, i) => `(?<c${i}>${planOf(country, metadata)?.leadingDigits ?? ''})`,
    );
    byCode.set(
      callingCode,
      countries.length > 0 ? { test: new RegExp(`^(?:${alternatives.join('|')})`), countries } : undefined,
    );
  }
  const owner = byCode.get(callingCode);
  const groups = owner?.test.exec(national)?.groups;
  if (!owner || !groups) return undefined;
  return owner.countries.find((_, i) => groups[`c${i}`] !== undefined);
}

const lengthsByCode = new WeakMap<MetadataJson, Map<string, ReadonlySet<number> | undefined>>();

/** Every national length a number of the code can have in any of its plans; undefined: not all plans list theirs. */
export function possibleLengths(
  callingCode: string,
  metadata: MetadataJson,
): ReadonlySet<number> | undefined {
  let byCode = lengthsByCode.get(metadata);
  if (!byCode) lengthsByCode.set(metadata, (byCode = new Map()));
  if (!byCode.has(callingCode)) {
    const plans = [callingCode, ...countriesOfCallingCode(callingCode, metadata)].map((plan) =>
      planOf(plan, metadata),
    );
    const listed = plans.every((plan) => plan && plan.possibleLengths.length > 0);
    byCode.set(
      callingCode,
      listed ? new Set(plans.flatMap((plan) => plan?.possibleLengths ?? [])) : undefined,
    );
  }
  return byCode.get(callingCode);
}

type Claim = { readonly country: CountryCode; readonly type: CountryResolution['type'] };

/**
 * The country parse gives a whole number, with its type: the first country in metadata order whose leading digits
 * start it or, lacking leading digits, that gives it a type. undefined where it is valid nowhere.
 */
function claim(
  national: string,
  countries: readonly CountryCode[],
  callingCode: string,
  metadata: MetadataJson,
): Claim | undefined {
  const owner = leadingDigitsOwner(national, callingCode, metadata);
  for (const country of countries) {
    if (country !== owner && planOf(country, metadata)?.leadingDigits) continue;
    const type = numberType(country, national, metadata);
    if (type) return { country, type };
    if (country === owner) return undefined;
  }
  return undefined;
}

/**
 * A whole valid number's country and type, as parse gives them with the full metadata (one pattern search per
 * country, and only at a possible length); undefined where it is valid nowhere, or with the small metadata.
 * For a country's calling code; it is resolveCountry's answer wherever that has a type, without the search for
 * where an incomplete number could still go (which a list cell, whole or wrong, never needs).
 * wholeNumberClaim('44', '7797900123', max) → { country: 'JE', type: 'MOBILE' }
 */
export function wholeNumberClaim(
  callingCode: string,
  national: string,
  metadata: MetadataJson,
): Claim | undefined {
  if (!describesTypes(metadata) || national === '') return undefined;
  const countries = countriesOfCallingCode(callingCode, metadata);
  const only = countries.length === 1 ? countries[0] : undefined;
  if (only) {
    const type = numberType(only, national, metadata);
    return type ? { country: only, type } : undefined;
  }
  const lengths = possibleLengths(callingCode, metadata);
  if (countries.length === 0 || (lengths && !lengths.has(national.length))) return undefined;
  return claim(national, countries, callingCode, metadata);
}

/**
 * National digits that the pick's own parsing rule may still complete as a local number: '234' in Saint Lucia can
 * become 234 5678, read as +1 758 234 5678, though no Saint Lucian number starts 234.
 */
function canBeLocalOf(input: ResolutionInput, pick: CountryCode, metadata: MetadataJson): boolean {
  const local = planOf(pick, metadata)?.localNumber;
  return !input.international && local !== undefined && patternMatch(local, input.national) !== 'none';
}

function sharedCountry(
  input: ResolutionInput,
  callingCode: string,
  countries: readonly CountryCode[],
  metadata: MetadataJson,
) {
  const { national, selected } = input;
  const main = countries[0];
  const pick = selected !== undefined && countries.includes(selected) ? selected : undefined;
  const full = describesTypes(metadata);
  // A whole number: libphonenumber-js decides.
  const claimed = wholeNumberClaim(callingCode, national, metadata);
  if (claimed) return claimed;
  const owner = leadingDigitsOwner(national, callingCode, metadata);
  if (owner !== undefined && owner !== main) return { country: owner, type: undefined };
  if (full) {
    if (pick && (canBeNumberOf(national, pick, metadata) || canBeLocalOf(input, pick, metadata)))
      return { country: pick, type: undefined };
    const viable = countries.filter((country) => canBeNumberOf(national, country, metadata));
    if (viable.length === 1) return { country: viable[0], type: undefined };
  }
  return { country: pick ?? main, type: undefined };
}

/** Which country (or non-geographic plan) the digits belong to, and their type there once whole and valid. */
export function resolveCountry(
  input: ResolutionInput,
  metadata: MetadataJson = MIN_METADATA,
): CountryResolution {
  const { callingCode, national, selected, international } = input;
  const none = {
    country: selected,
    callingCode: undefined,
    nonGeographic: false,
    international,
    type: undefined,
  };
  if (callingCode === undefined) return none;
  const full = describesTypes(metadata);
  if (isNonGeographicCode(callingCode, metadata)) {
    const type = full && national !== '' ? numberType(callingCode, national, metadata) : undefined;
    return { country: undefined, callingCode, nonGeographic: true, international, type };
  }
  const countries = countriesOfCallingCode(callingCode, metadata);
  const only = countries.length === 1 ? countries[0] : undefined;
  if (countries.length === 0) return none;
  const { country, type } = only
    ? { country: only, type: full && national !== '' ? numberType(only, national, metadata) : undefined }
    : sharedCountry(input, callingCode, countries, metadata);
  return { country, callingCode, nonGeographic: false, international, type };
}
