import { AsYouType } from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/max/metadata';
import minMetadata from 'libphonenumber-js/min/metadata';
import { describe, expect, it } from 'vitest';
import { nationalDigitsOf, phoneNumberIn, runtimePlanOf, RUNTIME_PLAN_METHODS } from './internals';

// Each check names what went missing, so an update of libphonenumber-js that changes an internal says so plainly.
const missing = (what: string) =>
  `libphonenumber-js no longer has ${what}: src/phone/metadata/internals.ts relies on it`;

describe('the libphonenumber-js internals the engine reads', () => {
  it.each([
    ['small', minMetadata],
    ['full', maxMetadata],
  ])('a numbering plan answers every method the engine calls (%s metadata)', (_name, metadata) => {
    const plan = runtimePlanOf('GB', metadata);
    expect(plan, missing('Metadata#numberingPlan after selectNumberingPlan')).toBeDefined();
    for (const method of RUNTIME_PLAN_METHODS) {
      expect(
        typeof (plan as unknown as Record<string, unknown>)[method],
        missing(`NumberingPlan#${method}()`),
      ).toBe('function');
    }
    expect(plan?.callingCode(), missing('NumberingPlan#callingCode()')).toBe('44');
    expect(runtimePlanOf('800', metadata)?.callingCode(), missing('non-geographic plans')).toBe('800');
    expect(runtimePlanOf('XX', metadata)).toBeUndefined();
  });

  it('types are described by the full metadata for every country, and by the small one only for shared codes', () => {
    expect(runtimePlanOf('DE', maxMetadata)?.hasTypes(), missing('NumberingPlan#hasTypes()')).toBe(true);
    expect(runtimePlanOf('DE', minMetadata)?.hasTypes()).toBe(false);
    expect(
      runtimePlanOf('GB', maxMetadata)?.type('MOBILE')?.pattern(),
      missing('NumberingPlan#type(name).pattern()'),
    ).toMatch(/^7/);
  });

  it('AsYouType tells the national digits it has read', () => {
    const asYouType = new AsYouType('GB', minMetadata);
    asYouType.input('020 7946 0958');
    expect(
      typeof (asYouType as unknown as Record<string, unknown>).getNationalNumber,
      missing('AsYouType#getNationalNumber()'),
    ).toBe('function');
    expect(nationalDigitsOf(asYouType)).toBe('2079460958');
  });

  it('a PhoneNumber can be made for a given country, not the one the metadata guesses', () => {
    // +44 7924 … is a UK number to parse; made for the Isle of Man it stays Manx.
    const number = phoneNumberIn('IM', '7924123456', maxMetadata);
    expect(number.country, missing('new PhoneNumber(country, nationalNumber, metadata)')).toBe('IM');
    expect(number.number).toBe('+447924123456');
  });
});
