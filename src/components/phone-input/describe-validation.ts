import type { CountryCode } from '../../phone/plan/countries';
import type { Validation } from '../../phone/judge/validation';
import type { FieldNotice } from '../../react/phone-field/field-state';
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
    case 'not-accepted':
      return messages.notAccepted(where);
    case 'extension-too-long':
      return messages.extensionTooLong(validation.limit);
    case 'unknown-calling-code':
      return messages.unknownCallingCode(validation.callingCode);
    case 'not-a-number':
      return messages.notANumber;
    case 'invalid':
      return messages.invalid(where);
  }
}

/** Words for what the field announces: a country change, a paste cut short, a paste with no number in it. */
export function describeNotice(
  notice: FieldNotice,
  messages: PhoneMessages,
  countryName: (code: CountryCode) => string,
): string {
  switch (notice.kind) {
    case 'country-changed':
      return messages.countryChanged(notice.country ? countryName(notice.country) : messages.international);
    case 'paste-truncated':
      return messages.pasteTruncated(notice.limit, notice.dropped);
    case 'nothing-to-paste':
      return messages.nothingToPaste;
  }
}
