/**
 * National digits of which parse can make no number of a possible length: not valid, whatever parse reads, so a
 * list need not ask it (for '1 555 0123' in the US it scans the 25 plans of +1 twice to say so).
 * noPossibleReading('155501234', 'US', max)   → true  (readings of 9 and 8 digits; +1 has 7 (Canada) and 10)
 * noPossibleReading('1155501234', 'US', max)  → false (the code, then the trunk prefix: 55501234 … no; 1155501234: 10)
 * noPossibleReading('01144207946', 'US', max) → false (011 is the way out of the US: another code follows)
 *
 * Why these readings are all: without '+' or an international prefix, parse reads the digits as a number of the
 * picked country's code, after its trunk prefix or not, or after the code itself and then its trunk prefix or not
 * (extractCountryCallingCode, extractNationalNumber). A transform rule can add digits (Virgin Islands: 340 in
 * front), but applies only where the prefix pattern's last group matched: those digits go to parse.
 */
import type { CountryCode } from 'libphonenumber-js/core';
import { possibleLengths } from '../country/resolve-country';
import type { MetadataJson } from '../metadata/metadata';
import { planOf, type PlanFacts } from '../plan/numbering-plan';

/** The digits' lengths after the trunk prefix and without it; undefined where a transform rule may apply. */
function afterPrefix(digits: string, plan: PlanFacts): number[] | undefined {
  const match = plan.nationalPrefixForParsing?.exec(digits);
  if (match && match.length > 1 && match[match.length - 1] !== undefined) return undefined;
  return match ? [digits.length, digits.length - match[0].length] : [digits.length];
}

export function noPossibleReading(typed: string, selected: CountryCode, metadata: MetadataJson): boolean {
  const plan = planOf(selected, metadata);
  if (!plan || !/^\d+$/.test(typed) || typed.startsWith('00')) return false;
  if (plan.leadingInternationalPrefix?.test(typed)) return false;
  const lengths = possibleLengths(plan.callingCode, metadata);
  const readings = afterPrefix(typed, plan);
  const afterCode = typed.startsWith(plan.callingCode)
    ? afterPrefix(typed.slice(plan.callingCode.length), plan)
    : [];
  if (!lengths || !readings || !afterCode) return false;
  return [...readings, ...afterCode].every((length) => !lengths.has(length));
}
