/**
 * A national number's type, as libphonenumber-js's PhoneNumber.getType() finds it, from patterns compiled once per
 * plan: getType() builds `new RegExp('^(?:' + pattern + ')$')` for every type it tries on every call, which is most
 * of a list's cleaning time.
 *
 * numberType('GB', '7400123456', max)  → 'MOBILE'
 * numberType('US', '2015550123', max)  → 'FIXED_LINE_OR_MOBILE' (the US cannot tell them apart)
 * numberType('GB', '740012345', max)   → undefined (not a valid number)
 * number-type.test.ts compares it with getType() on every country's numbers and their neighbours.
 */
import type { NumberType } from 'libphonenumber-js/core';
import type { MetadataJson } from '../metadata/metadata';
import { runtimePlanOf } from '../metadata/internals';
import { PATTERN_TYPES_AFTER_FIXED_LINE } from './number-types';

type Type = Exclude<NumberType, undefined>;

interface TypeTest {
  readonly type: Type;
  readonly pattern: RegExp;
  /** The lengths the type allows (its own, else the plan's); undefined: any. */
  readonly lengths: readonly number[] | undefined;
}

interface TypeTable {
  readonly general: RegExp;
  /** False where the metadata describes no types (the small one): then a valid number has no type. */
  readonly hasTypes: boolean;
  readonly fixedLine: TypeTest | undefined;
  /** The metadata has a mobile type (perhaps with an empty pattern, meaning "as fixed line"). */
  readonly hasMobile: boolean;
  readonly mobileEmpty: boolean;
  readonly others: readonly TypeTest[];
}

const tables = new WeakMap<MetadataJson, Map<string, TypeTable | undefined>>();

const entirely = (pattern: string) => new RegExp(`^(?:${pattern})$`);

function read(metadata: MetadataJson, plan: string): TypeTable | undefined {
  const numberingPlan = runtimePlanOf(plan, metadata);
  if (!numberingPlan) return undefined;
  const testOf = (type: Type): TypeTest | undefined => {
    const definition = numberingPlan.type(type);
    const pattern = definition?.pattern();
    // An empty pattern never matches in getType() (isNumberTypeEqualTo returns false).
    return definition && pattern
      ? { type, pattern: entirely(pattern), lengths: definition.possibleLengths() }
      : undefined;
  };
  const mobile = numberingPlan.type('MOBILE');
  return {
    general: entirely(numberingPlan.nationalNumberPattern()),
    hasTypes: numberingPlan.hasTypes(),
    fixedLine: testOf('FIXED_LINE'),
    hasMobile: mobile !== undefined,
    mobileEmpty: mobile?.pattern() === '',
    others: PATTERN_TYPES_AFTER_FIXED_LINE.flatMap((type) => testOf(type) ?? []),
  };
}

function tableOf(plan: string, metadata: MetadataJson): TypeTable | undefined {
  let byPlan = tables.get(metadata);
  if (!byPlan) tables.set(metadata, (byPlan = new Map()));
  let table = byPlan.get(plan);
  if (table === undefined && !byPlan.has(plan)) byPlan.set(plan, (table = read(metadata, plan)));
  return table;
}

const matches = (test: TypeTest, national: string) =>
  (test.lengths === undefined || test.lengths.includes(national.length)) && test.pattern.test(national);

/** The type of a national number in a plan (a country, or a non-geographic calling code such as '800'). */
export function numberType(plan: string, national: string, metadata: MetadataJson): Type | undefined {
  const table = tableOf(plan, metadata);
  if (!table || !table.general.test(national)) return undefined;
  if (table.fixedLine && matches(table.fixedLine, national)) {
    if (!table.hasMobile || table.mobileEmpty) return 'FIXED_LINE_OR_MOBILE';
    const mobile = table.others[0];
    return mobile?.type === 'MOBILE' && matches(mobile, national) ? 'FIXED_LINE_OR_MOBILE' : 'FIXED_LINE';
  }
  return table.others.find((test) => matches(test, national))?.type;
}
