/**
 * src/phone/plan: a country's numbering plan compiled once per metadata (prefixes, leading digits, per-type
 * patterns and lengths), the list of number types, pattern fits and example numbers. Facts about one plan, never
 * "which country" (that is src/phone/country). Imported by the rest of src/phone and, for plain facts such as
 * calling codes and country lists, by the layers above.
 */
// A country's (or non-geographic code's) numbering plan as plain data, read from the metadata once per plan.
import type { CountryCode } from 'libphonenumber-js/core';
import { runtimePlanOf } from '../metadata/internals';
import { PATTERN_TYPES_AFTER_FIXED_LINE } from './number-types';
import { MIN_METADATA, type MetadataJson } from '../metadata/metadata';

// Every number type the metadata describes with a pattern of its own.
const TYPE_NAMES = ['FIXED_LINE', ...PATTERN_TYPES_AFTER_FIXED_LINE];

export interface PlanFacts {
  readonly callingCode: string;
  /** Digits a national number starts with that tie it to this country among those sharing its code (IM: 7624 …), as the metadata's pattern: patterns are built from it, never read back from a RegExp. */
  readonly leadingDigits: string | undefined;
  /** The pattern every national (significant) number of the plan matches entirely. */
  readonly generalPattern: string;
  /** The same, compiled: `^(?:pattern)$`. */
  readonly general: RegExp;
  /** Per-type patterns, where the metadata carries them (the small metadata: only for codes shared by several countries). */
  readonly typePatterns: readonly string[];
  /** The same, compiled: `^(?:pattern)$` each. */
  readonly types: readonly RegExp[];
  readonly possibleLengths: readonly number[];
  /** The international prefix, matched entirely (US: 011, DE: 00, RU: 810). */
  readonly internationalPrefix: RegExp | undefined;
  /** The same, as the metadata's pattern ('0(?:0|11)' in Australia). */
  readonly internationalPrefixPattern: string | undefined;
  /** The same, matched at the start of digits ('01144…' in the US). */
  readonly leadingInternationalPrefix: RegExp | undefined;
  /** What libphonenumber-js strips from the start of a national number while parsing (often the trunk prefix). */
  readonly nationalPrefixForParsing: RegExp | undefined;
  /** The same, as the metadata's pattern ('([2-8]\\d{6})$|1' in Saint Lucia). */
  readonly nationalPrefixForParsingPattern: string | undefined;
  /** The trunk prefix dialled before national numbers ('0' in GB, none in IT). */
  readonly nationalPrefix: string | undefined;
  /**
   * The local numbers the plan's parsing rule completes with an area code of its own (Saint Lucia: 7 digits
   * '[2-8]\\d{6}' become 758 + them), as a pattern; undefined where the rule completes none.
   */
  readonly localNumber: string | undefined;
}

const cache = new WeakMap<MetadataJson, Map<string, PlanFacts | null>>();

function read(metadata: MetadataJson, countryOrCallingCode: string): PlanFacts | undefined {
  const plan = runtimePlanOf(countryOrCallingCode, metadata);
  if (!plan) return undefined;
  const leading = plan.leadingDigits();
  const idd = plan.IDDPrefix();
  const forParsing = plan.nationalPrefixForParsing();
  // An empty pattern means "same as another type" in the compact metadata: it adds nothing.
  const typePatterns = TYPE_NAMES.flatMap((name) => plan.type(name)?.pattern() || []);
  return {
    callingCode: plan.callingCode(),
    leadingDigits: leading || undefined,
    generalPattern: plan.nationalNumberPattern(),
    general: new RegExp(`^(?:${plan.nationalNumberPattern()})$`),
    typePatterns,
    types: typePatterns.map((pattern) => new RegExp(`^(?:${pattern})$`)),
    possibleLengths: plan.possibleLengths() ?? [],
    internationalPrefix: idd ? new RegExp(`^(?:${idd})$`) : undefined,
    internationalPrefixPattern: idd || undefined,
    leadingInternationalPrefix: idd ? new RegExp(`^(?:${idd})`) : undefined,
    nationalPrefixForParsing: forParsing ? new RegExp(`^(?:${forParsing})`) : undefined,
    nationalPrefixForParsingPattern: forParsing || undefined,
    nationalPrefix: plan.nationalPrefix() || undefined,
    // The rule then starts with the local number's group, anchored at the end: '([2-8]\\d{6})$|1'.
    localNumber: forParsing ? /^\(([^()]+)\)\$/.exec(forParsing)?.[1] : undefined,
  };
}

/**
 * The plan of a country ('GB') or of a non-geographic calling code ('800'); undefined when the metadata has none.
 * planOf('JE').leadingDigits === undefined; planOf('IM').leadingDigits: the pattern IM's numbers start with (7624 …)
 */
export function planOf(
  countryOrCallingCode: string,
  metadata: MetadataJson = MIN_METADATA,
): PlanFacts | undefined {
  let plans = cache.get(metadata);
  if (!plans) cache.set(metadata, (plans = new Map()));
  // One lookup on the hot path (a list cleaner asks several times per row); an unknown code is stored as null.
  let plan = plans.get(countryOrCallingCode);
  if (plan === undefined)
    plans.set(countryOrCallingCode, (plan = read(metadata, countryOrCallingCode) ?? null));
  return plan ?? undefined;
}

/** The countries sharing a calling code, the main one first (metadata order); empty for unknown codes. */
export function countriesOfCallingCode(
  callingCode: string,
  metadata: MetadataJson = MIN_METADATA,
): readonly CountryCode[] {
  return (metadata.country_calling_codes[callingCode] ?? []) as CountryCode[];
}

/** Non-geographic codes (+800, +808, +870 …) have numbering plans of their own and no country. */
export function isNonGeographicCode(callingCode: string, metadata: MetadataJson = MIN_METADATA): boolean {
  return Object.hasOwn(metadata.nonGeographic ?? {}, callingCode);
}

/** Whether some calling code, of countries or non-geographic, is exactly these digits. */
export function isCallingCode(digits: string, metadata: MetadataJson = MIN_METADATA): boolean {
  return Object.hasOwn(metadata.country_calling_codes, digits) || isNonGeographicCode(digits, metadata);
}

/** Every calling code the metadata knows, of countries and non-geographic ones. */
export function allCallingCodes(metadata: MetadataJson = MIN_METADATA): readonly string[] {
  return [...Object.keys(metadata.country_calling_codes), ...Object.keys(metadata.nonGeographic ?? {})];
}
