import type { ValidationMessages } from '../../phone/api/validation-messages';

/** Every string the phone field shows or announces, per UI language: the verdict's words and the field's own. */
export interface PhoneMessages extends ValidationMessages {
  readonly phoneNumber: string;
  readonly extension: string;
  readonly countryChanged: (country: string) => string;
  readonly pasteTruncated: (limit: number, dropped: number) => string;
  readonly nothingToPaste: string;
  /** Before the countries a number typed under the wrong country is valid in, each a button. */
  readonly didYouMean: string;
  /** Before the numbers of a paste that held several, each a button. */
  readonly pastedNumbers: string;
  /** The button that shows the rest of those countries. */
  readonly moreCountries: (count: number) => string;
}
