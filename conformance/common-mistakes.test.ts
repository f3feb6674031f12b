// Issue 39.10: the help a person gets for the two commonest mistakes, checked against sources Telfield does not control.
// - A local number typed without its area code ('555 0199' in the US) is told "add the area code": Google's example
//   numbers without their area code (Google's own getLengthOfGeographicalAreaCode), at Google's local-only lengths.
// - A valid number typed with one digit more ('0412 345 6789' in Australia), at a length the country uses, is told
//   "one digit too many" rather than only "not valid": Google's example numbers and one digit, judged by
//   libphonenumber-js max.
import { isValidPhoneNumber, validatePhoneNumberLength, type CountryCode } from 'libphonenumber-js/max';
import maxMetadata from 'libphonenumber-js/max/metadata';
import { PhoneNumberUtil } from 'google-libphonenumber';
import { describe, expect, it } from 'vitest';
import { validatePhone } from '../src/phone/api/parse-phone';
import { describeValidation, ENGLISH_VALIDATION_MESSAGES } from '../src/phone/api/validation-messages';
import type { Validation } from '../src/phone/judge/validation';
import { googleExamples } from './corpus';

/** The part of google-libphonenumber's PhoneNumberUtil its type declarations leave out. */
interface Territories {
  getMetadataForRegion(region: string): { getGeneralDesc(): { possibleLengthLocalOnlyArray(): number[] } };
}

const util = PhoneNumberUtil.getInstance();
const localLengths = (region: string): number[] =>
  (util as unknown as Territories)
    .getMetadataForRegion(region)
    .getGeneralDesc()
    .possibleLengthLocalOnlyArray();
const trunkPrefix = (region: CountryCode): string | undefined =>
  (maxMetadata.countries[region] as unknown[] | undefined)?.[5] as string | undefined;
const areaCodeMissing = (v: Validation): boolean => 'areaCodeMissing' in v && v.areaCodeMissing === true;
/** More digits can still make it valid: a count of digits to go. */
const incomplete = (v: Validation): boolean => v.status === 'too-short' && v.missing !== undefined;

describe('a local number typed without its area code', () => {
  const examples = googleExamples().filter(
    (example) => example.region && example.label.endsWith('FIXED_LINE'),
  );
  const cases = examples.flatMap((example) => {
    const region = example.region as CountryCode;
    const areaCode = util.getLengthOfGeographicalAreaCode(util.parse(example.e164));
    const local = example.significant.slice(areaCode);
    return areaCode > 0 && localLengths(region).includes(local.length) ? [{ region, local }] : [];
  });

  it('is told to add the area code, unless it is a whole number, an incomplete one, or starts with the trunk prefix', () => {
    const unexplained: string[] = [];
    let told = 0;
    for (const { region, local } of cases) {
      const validation = validatePhone(local, { defaultCountry: region });
      if (areaCodeMissing(validation)) {
        told++;
        expect(validation.status).not.toBe('valid');
        expect(describeValidation(validation)).toBe(
          ENGLISH_VALIDATION_MESSAGES.addAreaCode?.(
            new Intl.DisplayNames(['en'], { type: 'region' }).of(region) ?? '',
          ),
        );
        continue;
      }
      const prefix = trunkPrefix(region);
      const explained =
        isValidPhoneNumber(local, region) || incomplete(validation) || (prefix && local.startsWith(prefix));
      if (!explained) unexplained.push(`${region} ${local}: ${JSON.stringify(validation)}`);
    }
    expect(unexplained).toEqual([]);
    // Many countries reach the hint, the United States among them.
    expect(told).toBeGreaterThan(20);
    expect(areaCodeMissing(validatePhone('555 0199', { defaultCountry: 'US' }))).toBe(true);
  });

  it('is never said of a number written with "+", with its trunk prefix, or at a length that is not a local one', () => {
    let checked = 0;
    for (const example of googleExamples()) {
      const region = example.region;
      if (!region) continue;
      const significant = example.significant;
      const texts = [example.e164, example.international, example.national];
      for (let cut = 1; cut <= 3; cut++)
        texts.push(significant.slice(0, -cut), example.national.slice(0, -cut));
      for (const text of texts) {
        const validation = validatePhone(text, { defaultCountry: region });
        if (!areaCodeMissing(validation)) continue;
        checked++;
        const digits = text.replace(/\D/g, '');
        const prefix = trunkPrefix(region);
        expect(text, region).not.toMatch(/^\+/);
        expect(prefix && digits.startsWith(prefix), `${region} ${text}`).toBeFalsy();
        expect(localLengths(region), `${region} ${text}`).toContain(digits.length);
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('a valid number typed with one digit more, at a length the country uses', () => {
  it('is "too long: 1 digit too many" (or still incomplete), never only "not valid"', () => {
    const unexplained: string[] = [];
    let told = 0;
    for (const example of googleExamples()) {
      const region = example.region;
      if (!region || !isValidPhoneNumber(example.national, region)) continue;
      for (const digit of '0123456789') {
        const text = example.national + digit;
        // Only where libphonenumber-js finds the length possible and the number not valid.
        if (validatePhoneNumberLength(text, region) !== undefined || isValidPhoneNumber(text, region))
          continue;
        const validation = validatePhone(text, { defaultCountry: region });
        if (validation.status === 'invalid' && validation.extraDigits === 1) {
          told++;
          expect(describeValidation(validation)).toMatch(/^Too long for .+: 1 digit too many\.$/);
        } else if (!incomplete(validation) && validation.status !== 'too-long')
          unexplained.push(`${region} ${text}: ${JSON.stringify(validation)}`);
      }
    }
    expect(unexplained).toEqual([]);
    expect(told).toBeGreaterThan(50);
  });

  it('says a digit too many only where the number without its last digit is valid', () => {
    let checked = 0;
    for (const example of googleExamples()) {
      const region = example.region;
      if (!region) continue;
      for (const text of [example.national + '1', example.national + '11', example.significant + '9']) {
        const validation = validatePhone(text, { defaultCountry: region });
        if (validation.status !== 'invalid' || validation.extraDigits === undefined) continue;
        checked++;
        expect(isValidPhoneNumber(text.slice(0, -1), region), `${region} ${text}`).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});
