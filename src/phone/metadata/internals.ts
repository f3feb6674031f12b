/**
 * The one place that reaches into libphonenumber-js beyond its documented API, typed once. These methods exist at
 * run time in the pinned version (package.json pins it exactly) but are missing from its type declarations;
 * internals.test.ts fails with a clear message if an update removes or renames one.
 */
import { Metadata, PhoneNumber, type CountryCode } from 'libphonenumber-js/core';
import type { MetadataJson, AsYouType } from 'libphonenumber-js/core';

/** What a numbering plan (a country, or a non-geographic code such as '800') answers at run time. */
export interface RuntimePlan {
  callingCode(): string;
  leadingDigits(): string | undefined;
  nationalNumberPattern(): string;
  possibleLengths(): number[] | undefined;
  IDDPrefix(): string | undefined;
  nationalPrefix(): string | undefined;
  nationalPrefixForParsing(): string | undefined;
  hasTypes(): boolean;
  /** A number type's pattern ('' means "as another type") and lengths (its own, else the plan's). */
  type(name: string): { pattern(): string; possibleLengths(): number[] | undefined } | undefined;
}

/** The plan methods the engine calls, checked by internals.test.ts. */
export const RUNTIME_PLAN_METHODS = [
  'callingCode',
  'leadingDigits',
  'nationalNumberPattern',
  'possibleLengths',
  'IDDPrefix',
  'nationalPrefix',
  'nationalPrefixForParsing',
  'hasTypes',
  'type',
] as const satisfies readonly (keyof RuntimePlan)[];

/** libphonenumber-js's own reader of a plan ('GB', or '800'); undefined when the metadata has none. */
export function runtimePlanOf(countryOrCallingCode: string, metadata: MetadataJson): RuntimePlan | undefined {
  const all = new Metadata(metadata);
  try {
    all.selectNumberingPlan(countryOrCallingCode as CountryCode);
  } catch {
    return undefined;
  }
  return all.numberingPlan as unknown as RuntimePlan | undefined;
}

/** The national significant digits AsYouType has read so far (getNationalNumber() is undeclared). */
export function nationalDigitsOf(asYouType: AsYouType): string {
  return (asYouType as AsYouType & { getNationalNumber(): string }).getNationalNumber();
}

/**
 * A PhoneNumber of a given plan: the constructor takes (country or calling code, national number, metadata) at run
 * time, which pins the country instead of letting the metadata guess it; its declarations leave that form out.
 */
export function phoneNumberIn(
  countryOrCallingCode: string,
  national: string,
  metadata: MetadataJson,
): PhoneNumber {
  const Constructor = PhoneNumber as unknown as new (
    plan: string,
    national: string,
    metadata: MetadataJson,
  ) => PhoneNumber;
  return new Constructor(countryOrCallingCode, national, metadata);
}
