import type { CountryCode } from '../../phone/plan/countries';
import type { FieldNotice } from '../../react/phone-field/field-state';
import type { PhoneMessages } from '../i18n/phone-messages';

import { englishName } from '../../phone/api/validation-messages';

export { describeValidation } from '../../phone/api/validation-messages';

/** Words for what the field announces: a country change, a paste cut short, a paste with no number in it. */
export function describeNotice(
  notice: FieldNotice,
  messages: PhoneMessages,
  countryName: (code: CountryCode) => string = englishName,
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
