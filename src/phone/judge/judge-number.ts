/**
 * The typed number read once, the way the field reads it, for validation and output:
 * judgeNumber('07797900123', 'GB') → { country: 'JE', callingCode: '44', national: '7797900123', international: false, … }
 * numberFor(judged, metadata) is that number as a libphonenumber-js PhoneNumber of the judged country (not just of the
 * calling code's main country), so isValid() and getType() answer for Jersey, the Isle of Man, Åland …
 */
import type { AsYouType } from 'libphonenumber-js/core';
import { PhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/core';
import type { MetadataJson } from '../metadata/metadata';
import { countriesOfCallingCode, planOf } from '../plan/numbering-plan';
import { claimingCountry } from '../country/claiming-country';
import { isValidIn } from '../plan/number-type';
import { plainReading } from '../read/plain-reading';
import { resolveCountry, type CountryResolution } from '../country/resolve-country';
import { typedAsYouType, typedResolution } from '../read/typed-as-you-type';

export interface JudgedNumber extends CountryResolution {
  /** The national significant digits typed (no calling code, international or trunk prefix). */
  readonly national: string;
  /** '+' and every digit of the number, partial while incomplete; undefined while there is none. */
  readonly value: string | undefined;
}

// getNationalNumber() exists on AsYouType but is missing from its type declarations.
type AsYouTypeWithNational = AsYouType & { getNationalNumber(): string };

export function judgeNumber(typed: string, selected: CountryCode | undefined): JudgedNumber {
  const { asYouType } = typedAsYouType(typed, selected);
  return {
    ...typedResolution(typed, selected),
    national: (asYouType as AsYouTypeWithNational).getNationalNumber(),
    value: asYouType.getNumberValue(),
  };
}

/**
 * The same reading for a plain number (see plain-reading.ts) without AsYouType, or undefined where only AsYouType
 * can tell: judgePlainNumber('+447797900123', 'FR', max) equals judgeNumber('+447797900123', 'FR').
 */
export function judgePlainNumber(typed: string, selected: CountryCode | undefined, metadata: MetadataJson): JudgedNumber | undefined {
  const reading = plainReading(typed, selected, metadata);
  if (!reading) return undefined;
  const { callingCode, national, international } = reading;
  return { ...resolveCountry({ callingCode, national, selected, international }), national, value: `+${callingCode}${national}` };
}

// The PhoneNumber constructor also takes (country or calling code, national number, metadata) at run time,
// which its type declarations leave out; that form pins the country instead of letting the metadata guess it.
export const PhoneNumberOf = PhoneNumber as unknown as new (countryOrCallingCode: string, national: string, metadata: MetadataJson) => PhoneNumber;

/** The number as a PhoneNumber of the judged country (or of its non-geographic calling code). */
export function numberFor(judged: JudgedNumber, metadata: MetadataJson): PhoneNumber | undefined {
  const plan = judged.country ?? (judged.nonGeographic ? judged.callingCode : undefined);
  if (!plan || judged.national === '') return undefined;
  return new PhoneNumberOf(plan, judged.national, metadata);
}

const lengthsByCode = new WeakMap<MetadataJson, Map<string, ReadonlySet<number> | undefined>>();

/**
 * Every national length a number of this calling code can have, in any country sharing it or its own plan;
 * undefined when a plan does not list its lengths (then nothing is ruled out by length).
 */
function possibleLengthsOf(callingCode: string, metadata: MetadataJson): ReadonlySet<number> | undefined {
  let byCode = lengthsByCode.get(metadata);
  if (!byCode) lengthsByCode.set(metadata, (byCode = new Map()));
  if (!byCode.has(callingCode)) {
    const plans = [callingCode, ...countriesOfCallingCode(callingCode, metadata)].map((plan) => planOf(plan, metadata));
    const listed = plans.every((plan) => plan && plan.possibleLengths.length > 0);
    byCode.set(callingCode, listed ? new Set(plans.flatMap((plan) => plan?.possibleLengths ?? [])) : undefined);
  }
  return byCode.get(callingCode);
}

/** The country (and national digits) parse gives '+' code national: read directly where the digits are plain. */
function identify(value: string, metadata: MetadataJson): { country: CountryCode; national: string } | undefined {
  const reading = plainReading(value, undefined, metadata);
  if (reading) {
    const country = claimingCountry(reading.national, reading.callingCode, metadata)?.country;
    return country && { country, national: reading.national };
  }
  const parsed = parsePhoneNumberFromString(value, metadata);
  return parsed?.country && { country: parsed.country, national: parsed.nationalNumber };
}

/**
 * The number as a valid PhoneNumber: of the judged country, else of the country sharing its calling code that the
 * metadata ties it to (a Milan number typed with Vatican City picked is Italian); undefined when it is valid nowhere.
 * Validity is asked of compiled patterns (isValidIn): PhoneNumber.isValid() compiles one per type on every call.
 */
export function validNumberFor(judged: JudgedNumber, metadata: MetadataJson): PhoneNumber | undefined {
  // While a number is typed it has no possible length yet: then it is valid nowhere, and the checks below
  // (for +1, one per country sharing the code) would cost ~1 ms a keystroke to say so.
  const lengths = judged.callingCode ? possibleLengthsOf(judged.callingCode, metadata) : undefined;
  if (lengths && !lengths.has(judged.national.length)) return undefined;
  const plan = judged.country ?? (judged.nonGeographic ? judged.callingCode : undefined);
  if (!plan || judged.national === '') return undefined;
  if (isValidIn(plan, judged.national, metadata)) return numberFor(judged, metadata);
  if (!judged.callingCode) return undefined;
  const identified = judged.value ? identify(judged.value, metadata) : undefined;
  if (identified && isValidIn(identified.country, identified.national, metadata)) return numberFor({ ...judged, country: identified.country }, metadata);
  for (const country of countriesOfCallingCode(judged.callingCode, metadata)) {
    // A valid number matches the plan's general pattern first: one compiled test skips most of +1's 25 countries.
    if (planOf(country, metadata)?.general.test(judged.national) === false) continue;
    if (isValidIn(country, judged.national, metadata)) return numberFor({ ...judged, country }, metadata);
  }
  return undefined;
}
