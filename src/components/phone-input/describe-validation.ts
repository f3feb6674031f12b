import type { CountryCode } from '../../phone/plan/countries';
import type { Validation } from '../../phone/judge/validate';
import type { PhoneMessages } from '../i18n/phone-messages';

/** Words for why a number is not valid ("Too short for Germany: 2 more digits expected."), or undefined when it is. */
export function describeValidation(
  validation: Validation,
  messages: PhoneMessages,
  countryName: (code: CountryCode) => string,
): string | undefined {
  const where =
    'country' in validation && validation.country ? countryName(validation.country) : messages.international;
  switch (validation.status) {
    case 'valid':
      return undefined;
    case 'empty':
      return messages.required;
    case 'too-short':
      return messages.tooShort(where, validation.missing);
    case 'too-long':
      return messages.tooLong(where, validation.extraDigits);
    case 'invalid-length':
      return messages.invalidLength(where);
    case 'invalid-for-country':
      return messages.invalidForCountry(where, validation.validIn.map(countryName).join(', '));
    case 'unknown-calling-code':
      return messages.unknownCallingCode(validation.callingCode);
    case 'not-a-number':
      return messages.notANumber;
    case 'invalid':
      return messages.invalid(where);
  }
}
