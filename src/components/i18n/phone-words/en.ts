// The phone field's words in English (see phone-words.ts): always at hand, the fallback of every other language.
import { ENGLISH_VALIDATION_MESSAGES } from '../../../phone/api/validation-messages';
import type { FirstPaintKey } from '../first-paint-words';
import type { PhoneMessages } from '../phone-messages';
export { ENGLISH_COUNTRY_PICKER_LABELS as labels } from '../../../react/country-picker/country-picker-labels';

export const messages: Omit<PhoneMessages, FirstPaintKey> = {
  ...ENGLISH_VALIDATION_MESSAGES,
  extension: 'Extension',
  countryChanged: (country) => `Country changed to ${country}`,
  pasteTruncated: (limit, dropped) =>
    `Only the first ${limit} characters were pasted; ${dropped} more were left out.`,
  nothingToPaste: 'No phone number found in the pasted text.',
  didYouMean: 'Did you mean a number in:',
  pastedNumbers: 'Numbers in the pasted text:',
  moreCountries: (count) => `${count} more`,
};
