/**
 * A national number typed with its trunk prefix, read without parse where parse could only strip that prefix:
 * trunkPrefixedReading('12125550123', 'US', max) → { callingCode: '1', national: '2125550123', international: false }
 * trunkPrefixedReading('07400123456', 'GB', max) → { callingCode: '44', national: '7400123456', international: false }
 *
 * Why it is parse's answer: libphonenumber-js strips the prefix unless the digits after it fail the plan's national
 * pattern or its possible lengths (extractNationalNumber); digits that pass both are also never read as a calling
 * code without '+' (that needs the stripped digits to fail the pattern or be too long). So where the prefix is a plain
 * match (no carrier code, no transform rule) and what follows passes both, parse reads exactly what follows.
 * Anything else (Argentina's transform, Brazil's carrier codes, '8 800 …' in Russia) is left to parse (undefined).
 * judge-cell.test.ts compares it with parsePhoneNumberFromString on every country's numbers and random digits.
 */
import type { CountryCode } from 'libphonenumber-js/core';
import type { MetadataJson } from '../metadata/metadata';
import { countriesOfCallingCode, planOf, type PlanFacts } from '../plan/numbering-plan';
import type { PlainReading } from './plain-reading';

/** Digits that start with the picked country's trunk prefix, plainly matched: the plan and the prefix typed. */
function plainPrefix(
  typed: string,
  selected: CountryCode,
  metadata: MetadataJson,
): { readonly plan: PlanFacts; readonly prefix: string } | undefined {
  const plan = planOf(selected, metadata);
  if (!plan || !/^\d+$/.test(typed) || typed.startsWith('00')) return undefined;
  // An international prefix in front ('011 44 …'): read as the country's international prefix.
  if (plan.leadingInternationalPrefix?.test(typed)) return undefined;
  const match = plan.nationalPrefixForParsing?.exec(typed);
  // A captured group is a carrier code or a transform rule's part: libphonenumber-js's own rules then.
  if (!match || match[0] === '' || match.length > 1) return undefined;
  return { plan, prefix: match[0] };
}

export function trunkPrefixedReading(
  typed: string,
  selected: CountryCode,
  metadata: MetadataJson,
): PlainReading | undefined {
  const { plan, prefix } = plainPrefix(typed, selected, metadata) ?? {};
  if (!plan || prefix === undefined) return undefined;
  const national = typed.slice(prefix.length);
  if (national.length < 2 || !plan.general.test(national)) return undefined;
  // Parse checks the length against the country the digits point to among those sharing the code: any of them.
  const possible = countriesOfCallingCode(plan.callingCode, metadata).every((country) =>
    planOf(country, metadata)?.possibleLengths.includes(national.length),
  );
  if (!possible) return undefined;
  return { callingCode: plan.callingCode, national, international: false };
}
